import { describe, expect, it } from "vitest";
import {
  decryptPayload,
  encryptPayload,
  fromBase64Url,
  toBase64Url,
  vapidAuthorization,
} from "~/modules/push/web-push";

// RFC 8291, Appendix A ("Intermediate Values for Encryption").
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_" +
    "yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

describe("RFC 8291 message encryption", () => {
  it("produces the published example body from the example's keys and salt", async () => {
    const body = await encryptPayload({ p256dh: RFC.uaPublic, auth: RFC.auth }, RFC.plaintext, {
      asPublic: fromBase64Url(RFC.asPublic),
      asPrivate: fromBase64Url(RFC.asPrivate),
      salt: fromBase64Url(RFC.salt),
    });
    expect(toBase64Url(body)).toBe(RFC.body);
  });

  it("decrypts the published example body with the user agent's keys", async () => {
    const plain = await decryptPayload(fromBase64Url(RFC.body), {
      publicKey: fromBase64Url(RFC.uaPublic),
      privateD: fromBase64Url(RFC.uaPrivate),
      auth: fromBase64Url(RFC.auth),
    });
    expect(new TextDecoder().decode(plain)).toBe(RFC.plaintext);
  });

  it("round-trips with a fresh ephemeral key and salt each time", async () => {
    const sub = { p256dh: RFC.uaPublic, auth: RFC.auth };
    const a = await encryptPayload(sub, '{"title":"Pesanan Dikirim"}');
    const b = await encryptPayload(sub, '{"title":"Pesanan Dikirim"}');
    expect(toBase64Url(a.slice(0, 16))).not.toBe(toBase64Url(b.slice(0, 16)));
    const receiver = {
      publicKey: fromBase64Url(RFC.uaPublic),
      privateD: fromBase64Url(RFC.uaPrivate),
      auth: fromBase64Url(RFC.auth),
    };
    expect(new TextDecoder().decode(await decryptPayload(a, receiver))).toBe('{"title":"Pesanan Dikirim"}');
    // A wrong auth secret cannot open it.
    await expect(decryptPayload(a, { ...receiver, auth: new Uint8Array(16) })).rejects.toThrow();
  });
});

describe("VAPID (RFC 8292)", () => {
  it("signs an ES256 JWT for the push service's origin that verifies with k", async () => {
    const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
    const publicKey = toBase64Url(await crypto.subtle.exportKey("raw", pair.publicKey));
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const header = await vapidAuthorization(
      "https://push.example.net/push/abc?x=1",
      { publicKey, privateKey: jwk.d!, subject: "mailto:support@pasargame.id" },
      now,
    );
    const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(\S+)$/.exec(header);
    expect(match).not.toBeNull();
    const [, h, c, s, k] = match!;
    expect(k).toBe(publicKey);
    expect(JSON.parse(new TextDecoder().decode(fromBase64Url(h)))).toEqual({ typ: "JWT", alg: "ES256" });
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(c)));
    expect(claims).toEqual({
      aud: "https://push.example.net",
      exp: now / 1000 + 12 * 3600,
      sub: "mailto:support@pasargame.id",
    });
    const verifyKey = await crypto.subtle.importKey(
      "raw",
      fromBase64Url(k),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const data = new TextEncoder().encode(`${h}.${c}`);
    const signature = fromBase64Url(s);
    expect(signature.length).toBe(64);
    expect(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifyKey, signature, data)).toBe(true);
    // The signature covers the claims: another audience does not verify.
    const forged = new TextEncoder().encode(
      `${h}.${toBase64Url(new TextEncoder().encode(JSON.stringify({ ...claims, aud: "https://evil.example" })))}`,
    );
    expect(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifyKey, signature, forged)).toBe(false);
  });
});
