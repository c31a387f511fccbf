/**
 * Web Push on WebCrypto alone (runs on Workers, in browsers and in Node): the message encryption of
 * RFC 8291 (aes128gcm, RFC 8188, one record) and the VAPID authorization of RFC 8292 (an ES256 JWT).
 * Hand-written rather than @pushforge/builder because that library draws its ephemeral key and salt
 * itself, so it cannot be checked against RFC 8291's published example (Appendix A); here the caller
 * may pass them (tests only).
 */

const encoder = new TextEncoder();

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Decodes base64url (padding optional); throws on anything else. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error("not base64url");
  const plain = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(plain + "=".repeat((4 - (plain.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bytes: number,
) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** A P-256 key as JWK from its uncompressed public point (65 bytes) and, for a private key, d (32 bytes). */
function p256Jwk(publicPoint: Uint8Array, d?: Uint8Array): JsonWebKey {
  if (publicPoint.length !== 65 || publicPoint[0] !== 4)
    throw new Error("P-256 public key must be 65 bytes, uncompressed");
  return {
    kty: "EC",
    crv: "P-256",
    x: toBase64Url(publicPoint.slice(1, 33)),
    y: toBase64Url(publicPoint.slice(33)),
    ...(d ? { d: toBase64Url(d) } : {}),
    ext: true,
  };
}

const importEcdhPublic = (point: Uint8Array) =>
  crypto.subtle.importKey("jwk", p256Jwk(point), { name: "ECDH", namedCurve: "P-256" }, true, []);

/** RFC 8291 §3.4: the content encryption key and nonce from the ECDH secret, auth secret and salt. */
async function contentKeys(
  ecdhSecret: Uint8Array<ArrayBuffer>,
  authSecret: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  uaPublic: Uint8Array,
  asPublic: Uint8Array,
) {
  const keyInfo = concat(encoder.encode("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);
  return { cek: await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt", "decrypt"]), nonce };
}

/** The record size announced in the header (one record carries the whole message). */
const RECORD_SIZE = 4096;

export interface FixedSenderKeys {
  /** The application server's ephemeral key pair: public point (65 bytes) and private scalar (32 bytes). */
  asPublic: Uint8Array;
  asPrivate: Uint8Array;
  salt: Uint8Array;
}

/**
 * Encrypts `plaintext` for a subscription (its p256dh and auth, base64url) as an aes128gcm body:
 * salt(16) ‖ rs(4) ‖ idlen(1)=65 ‖ the sender's ephemeral public key ‖ one record (plaintext ‖ 0x02).
 * `fixed` replaces the random ephemeral key and salt (tests against RFC 8291 Appendix A).
 */
export async function encryptPayload(
  subscription: { p256dh: string; auth: string },
  plaintext: Uint8Array | string,
  fixed?: FixedSenderKeys,
): Promise<Uint8Array<ArrayBuffer>> {
  const uaPublic = fromBase64Url(subscription.p256dh);
  const authSecret = fromBase64Url(subscription.auth);
  if (authSecret.length !== 16) throw new Error("auth secret must be 16 bytes");
  const data = typeof plaintext === "string" ? encoder.encode(plaintext) : plaintext;
  if (data.length > RECORD_SIZE - 17 - 86) throw new Error("push payload too large");

  let asPublic: Uint8Array;
  let asPrivateKey: CryptoKey;
  let salt: Uint8Array<ArrayBuffer>;
  if (fixed) {
    asPublic = fixed.asPublic;
    asPrivateKey = await crypto.subtle.importKey(
      "jwk",
      p256Jwk(fixed.asPublic, fixed.asPrivate),
      { name: "ECDH", namedCurve: "P-256" },
      false,
      ["deriveBits"],
    );
    salt = concat(fixed.salt);
  } else {
    const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
      "deriveBits",
    ])) as CryptoKeyPair;
    asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
    asPrivateKey = pair.privateKey;
    salt = crypto.getRandomValues(new Uint8Array(16));
  }
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: await importEcdhPublic(uaPublic) }, asPrivateKey, 256),
  );
  const { cek, nonce } = await contentKeys(ecdhSecret, authSecret, salt, uaPublic, asPublic);
  const record = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, cek, concat(data, new Uint8Array([2]))),
  );
  const header = new Uint8Array(21);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header.set(salt, 0);
  header[20] = 65;
  return concat(header, asPublic, record);
}

/**
 * The user agent's side (what a browser does on receipt): decrypts an aes128gcm body with the
 * subscription's private key (JWK or raw d), its public key and auth secret. Tests use it.
 */
export async function decryptPayload(
  body: Uint8Array,
  receiver: { publicKey: Uint8Array; privateD: Uint8Array; auth: Uint8Array },
): Promise<Uint8Array> {
  const salt = concat(body.slice(0, 16));
  const idLength = body[20];
  const asPublic = body.slice(21, 21 + idLength);
  const record = body.slice(21 + idLength);
  const privateKey = await crypto.subtle.importKey(
    "jwk",
    p256Jwk(receiver.publicKey, receiver.privateD),
    { name: "ECDH", namedCurve: "P-256" },
    false,
    ["deriveBits"],
  );
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: await importEcdhPublic(asPublic) }, privateKey, 256),
  );
  const { cek, nonce } = await contentKeys(ecdhSecret, concat(receiver.auth), salt, receiver.publicKey, asPublic);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, cek, record));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record");
  return padded.slice(0, end);
}

export interface VapidKeys {
  /** base64url of the uncompressed P-256 public point (65 bytes): the applicationServerKey. */
  publicKey: string;
  /** base64url of the private scalar d (32 bytes). */
  privateKey: string;
  /** mailto: or https: contact of the sender. */
  subject: string;
}

/** The longest a VAPID JWT may live (RFC 8292 §2: no more than 24 hours). */
export const VAPID_MAX_AGE_S = 12 * 3600;

/**
 * RFC 8292: the `Authorization: vapid t=<JWT>, k=<public key>` header for a push to `endpoint` —
 * an ES256 JWT whose aud is the push service's origin, exp `ttlSeconds` from `nowMs`, sub the contact.
 */
export async function vapidAuthorization(
  endpoint: string,
  keys: VapidKeys,
  nowMs = Date.now(),
  ttlSeconds = VAPID_MAX_AGE_S,
): Promise<string> {
  const header = toBase64Url(encoder.encode(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  const claims = toBase64Url(
    encoder.encode(
      JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + ttlSeconds, sub: keys.subject }),
    ),
  );
  const signingKey = await crypto.subtle.importKey(
    "jwk",
    p256Jwk(fromBase64Url(keys.publicKey), fromBase64Url(keys.privateKey)),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"],
  );
  // WebCrypto's ECDSA signature is r ‖ s (64 bytes), exactly JWS's ES256 format.
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    signingKey,
    encoder.encode(`${header}.${claims}`),
  );
  return `vapid t=${header}.${claims}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}
