/**
 * .dev.vars holds local secrets (the payout token, the delivery-info key): only its owner may read
 * it, whether scripts/lib.mjs creates it or finds an older, world-readable one.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { devVar, ensureDevSecrets, localVars } from "../../scripts/lib.mjs";

const dirs: string[] = [];
function tempFile() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pasargame-dev-vars-"));
  dirs.push(dir);
  return path.join(dir, ".dev.vars");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

describe("ensureDevSecrets", () => {
  it("creates the file readable and writable by its owner only", () => {
    const file = tempFile();
    ensureDevSecrets(file);
    expect(mode(file)).toBe(0o600);
    const text = readFileSync(file, "utf8");
    expect(text).toMatch(/^DELIVERY_INFO_KEY=[A-Za-z0-9+/]{43}=$/m);
    expect(text).toMatch(/^PAYOUT_API_TOKEN=[0-9a-f]{64}$/m);
    expect(text).toMatch(/^MIDTRANS_SERVER_KEY=SB-Mid-server-[0-9a-f]{32}$/m);
  });

  it("keeps the Midtrans server key it made once (the simulator reads the same value)", () => {
    const file = tempFile();
    ensureDevSecrets(file);
    const key = devVar("MIDTRANS_SERVER_KEY", file);
    expect(key).toMatch(/^SB-Mid-server-/);
    ensureDevSecrets(file);
    expect(devVar("MIDTRANS_SERVER_KEY", file)).toBe(key);
  });

  it("tightens an existing world-readable file, also when it already holds every secret", () => {
    const file = tempFile();
    ensureDevSecrets(file);
    const before = readFileSync(file, "utf8");
    chmodSync(file, 0o644);
    ensureDevSecrets(file);
    expect(mode(file)).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe(before);

    writeFileSync(file, "LAINNYA=1\n", { mode: 0o644 });
    chmodSync(file, 0o644); // whatever the umask made of it
    ensureDevSecrets(file);
    expect(mode(file)).toBe(0o600);
    expect(readFileSync(file, "utf8")).toMatch(/^LAINNYA=1\nDELIVERY_INFO_KEY=/);
  });
});

describe("ensureDevSecrets: the VAPID key pair", () => {
  it("makes a matching P-256 pair once and keeps it", async () => {
    const file = tempFile();
    ensureDevSecrets(file);
    const publicKey = devVar("VAPID_PUBLIC_KEY", file)!;
    const privateKey = devVar("VAPID_PRIVATE_KEY", file)!;
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(privateKey, "base64url")).toHaveLength(32);
    // They belong together: a JWT signed with the private key verifies with the public one.
    const { vapidAuthorization, fromBase64Url } = await import("~/modules/push/web-push");
    const header = await vapidAuthorization("https://push.example.net/x", {
      publicKey,
      privateKey,
      subject: "mailto:a@b.c",
    });
    const [, h, c, s] = /t=([^.]+)\.([^.]+)\.([^,]+)/.exec(header)!;
    const key = await crypto.subtle.importKey(
      "raw",
      fromBase64Url(publicKey),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const ok = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      key,
      fromBase64Url(s),
      new TextEncoder().encode(`${h}.${c}`),
    );
    expect(ok).toBe(true);
    ensureDevSecrets(file);
    expect(devVar("VAPID_PRIVATE_KEY", file)).toBe(privateKey);
    expect(devVar("VAPID_PUBLIC_KEY", file)).toBe(publicKey);
  });
});

describe("localVars", () => {
  it("sends a local app's payments to the Midtrans simulator on its port + 100", () => {
    const vars = Object.fromEntries(localVars("8788"));
    expect(vars.MIDTRANS_ENV).toBe("simulator");
    expect(vars.MIDTRANS_SIMULATOR_URL).toBe("http://127.0.0.1:8888");
  });
});
