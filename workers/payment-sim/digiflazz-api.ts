/**
 * Digiflazz's buyer API as the simulator speaks it: the response codes (rc) and their messages,
 * the request signatures (md5 of username + key + ref_id / "depo" / "pricelist"), the webhook
 * signature (HMAC-SHA1 of the raw body) and the demo price list. Pure; shared by digiflazz.ts and
 * its store. Facts and sources: docs/research/top-up-suppliers.md.
 */

/** The rc codes the simulator answers with (Digiflazz's "response code" table). */
export const RC = {
  "00": "Transaksi Sukses",
  "03": "Transaksi Pending",
  "40": "Payload Error",
  "41": "Signature tidak valid",
  "43": "SKU tidak di temukan atau Non-Aktif",
  "44": "Saldo tidak cukup",
  "49": "Ref ID tidak unik",
  "54": "Nomor Tujuan Salah",
  "55": "Produk Sedang Gangguan",
  "69": "Harga seller lebih besar dari ketentuan harga Buyer",
} as const;
export type Rc = keyof typeof RC;

export type TrxStatus = "Pending" | "Sukses" | "Gagal";

/** What a scripted customer number does when bought (controls: POST /_sim/digiflazz/outcomes). */
export const OUTCOMES = ["success", "pending", "failed", "wrong_number", "silent"] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const isOutcome = (value: unknown): value is Outcome => OUTCOMES.includes(value as Outcome);

/** The demo price list (buyer prices, rupiah) of the SKUs the demo catalogue maps to. */
export const SIM_PRODUCTS: Record<string, { name: string; brand: string; price: number }> = {
  ml86: { name: "MOBILE LEGENDS 86 Diamond", brand: "MOBILE LEGENDS", price: 19_200 },
  ml172: { name: "MOBILE LEGENDS 172 Diamond", brand: "MOBILE LEGENDS", price: 38_400 },
  ml257: { name: "MOBILE LEGENDS 257 Diamond", brand: "MOBILE LEGENDS", price: 57_600 },
  ml514: { name: "MOBILE LEGENDS 514 Diamond", brand: "MOBILE LEGENDS", price: 115_000 },
  ml2195: { name: "MOBILE LEGENDS 2195 Diamond", brand: "MOBILE LEGENDS", price: 470_000 },
  ff70: { name: "FREE FIRE 70 Diamond", brand: "FREE FIRE", price: 9_400 },
  ff140: { name: "FREE FIRE 140 Diamond", brand: "FREE FIRE", price: 18_700 },
  pubg60: { name: "PUBG MOBILE 60 UC", brand: "PUBG MOBILE", price: 14_300 },
  pubg325: { name: "PUBG MOBILE 325 UC", brand: "PUBG MOBILE", price: 71_000 },
  gi60: { name: "GENSHIN IMPACT 60 Genesis Crystal", brand: "GENSHIN IMPACT", price: 13_900 },
  val125: { name: "VALORANT 125 Points", brand: "VALORANT", price: 14_500 },
};

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** md5 hex, as Digiflazz signs requests (workerd supports MD5 in WebCrypto for legacy APIs). */
export async function md5(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("MD5", new TextEncoder().encode(text)));
}

/** `sha1=<hex HMAC-SHA1(body, secret)>`, Digiflazz's X-Hub-Signature. */
export async function hubSignature(body: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  return `sha1=${hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)))}`;
}

/** A transaction as Digiflazz answers it (inside `data`) and posts it to the webhook. */
export interface TrxData {
  ref_id: string;
  customer_no: string;
  buyer_sku_code: string;
  message: string;
  status: TrxStatus;
  rc: Rc;
  sn: string;
  buyer_last_saldo: number;
  price: number;
  tele: string;
  wa: string;
}

/** An answer that creates no transaction (bad payload, signature, SKU, balance, price, ref_id). */
export function refusal(rc: Rc, body: { ref_id?: string; customer_no?: string; buyer_sku_code?: string }, saldo = 0) {
  return {
    data: {
      ref_id: body.ref_id ?? "",
      customer_no: body.customer_no ?? "",
      buyer_sku_code: body.buyer_sku_code ?? "",
      message: RC[rc],
      status: "Gagal" as const,
      rc,
      sn: "",
      buyer_last_saldo: saldo,
      price: 0,
      tele: "",
      wa: "",
    },
  };
}
