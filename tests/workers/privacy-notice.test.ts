/**
 * The privacy notice says what UU PDP asks a notice to say (issue 34 point 1): who the controller
 * is and how to reach them, each kind of data with its purpose and how long it is kept, the
 * processors, the rights and how to use them here, children's data and the breach promise.
 */
import { describe, expect, it } from "vitest";
import { client } from "./http";

describe("/privacy", () => {
  it("names the controller, the data and its keeping, the processors, the rights, children and breaches", async () => {
    const res = await client().get("/privacy");
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    for (const must of [
      "Pengendali data pribadi Anda adalah PasarGame",
      "Disimpan selama akun aktif",
      "Disimpan 10 tahun",
      "Cloudflare",
      "Midtrans",
      "Supplier top up",
      "dijawab paling lambat 3 × 24 jam",
      "di bawah 18 tahun",
      "kami memberi tahu Anda dan kementerian secara tertulis paling lambat 3 × 24 jam",
    ])
      expect(html, must).toContain(must);
    expect(html).toMatch(/href="\/contact"/);
  });
});
