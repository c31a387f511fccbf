/**
 * Seller verification in tests: the form as a browser fills it (identity photos through the upload
 * flow), and a pending request written straight to D1 and R2 (sealed identity, both photos under
 * the private prefix, their attached uploads) for the authorization matrix and the hostile suites.
 */
import { env } from "cloudflare:test";
import { sellerVerifications, uploads } from "~/db/schema";
import { deliveryKeyring, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { newId } from "~/utils/ids";
import { expect } from "vitest";
import { PNG, send } from "./fixtures";
import { db } from "./helpers";
import type { Client } from "./http";

export const IDENTITY = {
  fullName: "Pemilik Identitas Matriks",
  nik: "3174054107880002",
  address: "Jl. Rahasia Matriks No. 7",
  npwp: "0123456789012345",
};

export async function submittedVerification(userId: string, now = Date.now()) {
  const id = newId("ver");
  const keys = { ktp: `identity/${userId}/${now}-ktp.png`, selfie: `identity/${userId}/${now}-selfie.png` };
  for (const key of Object.values(keys)) {
    await env.IMAGES.put(key, PNG);
    await db()
      .insert(uploads)
      .values({
        id: newId("upl"),
        userId,
        key,
        fileName: key.split("/").pop()!,
        contentType: "image/png",
        size: PNG.byteLength,
        status: "attached",
        expiresAt: now,
        createdAt: now,
      });
  }
  await db()
    .insert(sellerVerifications)
    .values({
      id,
      userId,
      status: "submitted",
      identitySealed: await encryptDeliveryInfo(deliveryKeyring(env), JSON.stringify(IDENTITY)),
      ktpKey: keys.ktp,
      selfieKey: keys.selfie,
      taxBasis: "npwp",
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  return { id, keys };
}

/** A valid NIK (province 32, born 12-05-1990, serial 0001). */
export const NIK = "3201011205900001";

/** Ticket (purpose identity) → PUT → verify, as the page's photo input does. */
export async function identityUpload(c: Client, fileName: string) {
  const res = await send(
    c,
    "POST",
    "/uploads",
    JSON.stringify({ fileName, size: PNG.byteLength, purpose: "identity" }),
    {
      "Content-Type": "application/json",
    },
  );
  expect(res.status).toBe(201);
  const ticket = (await res.json()) as { id: string; uploadUrl: string; key: string };
  expect((await send(c, "PUT", ticket.uploadUrl, PNG as BodyInit)).status).toBe(200);
  const verified = await send(c, "POST", ticket.uploadUrl);
  expect(verified.status).toBe(200);
  expect(((await verified.json()) as { url: string }).url).toBe("");
  return ticket;
}

export async function verificationForm(c: Client, over: Record<string, string> = {}) {
  const ktp = over.ktpUpload ? null : await identityUpload(c, "ktp.png");
  const selfie = over.selfieUpload ? null : await identityUpload(c, "selfie.png");
  return {
    fullName: "Budi Santoso",
    nik: NIK,
    address: "Jl. Merdeka No. 1, Bandung",
    taxBasis: "npwp",
    npwp: "12.345.678.9-012.345",
    ktpUpload: ktp?.id ?? "",
    selfieUpload: selfie?.id ?? "",
    ...over,
  };
}
