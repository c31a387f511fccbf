import { describe, expect, it } from "vitest";
import {
  accountDetailFields,
  accountDetailValuesOf,
  checkAccountDetails,
  mergeAccountDetails,
  readAccountDetails,
} from "./account-details";

const pubg = accountDetailFields("pubg-mobile", "Akun");

describe("account details", () => {
  it("are for Akun listings only; a game without its own fields gets the common ones", () => {
    expect(accountDetailFields("pubg-mobile", "Top Up")).toEqual([]);
    expect(accountDetailFields("pubg-mobile", "Jasa")).toEqual([]);
    expect(accountDetailFields("game-baru", "Akun").map((f) => f.key)).toEqual(["level", "login", "status_bind"]);
  });

  it("reads every detail.<key> of the form, trimmed, blanks dropped", () => {
    const form = new FormData();
    form.append("detail.tier", "  Ace ");
    form.append("detail.senjata_upgrade", "Ya");
    form.append("detail.level", "");
    form.append("title", "bukan detail");
    expect(readAccountDetails(form)).toEqual({ tier: ["Ace"], senjata_upgrade: ["Ya"], level: [] });
  });

  it("puts each value where the game page and 'Detail Produk' read it", () => {
    const checked = checkAccountDetails(pubg, {
      tier: ["Conqueror"],
      login: ["Email"],
      senjata_upgrade: ["Ya"],
      status_bind: ["Terikat nomor HP, bisa dilepas"],
    });
    expect(checked).toEqual({
      ok: true,
      details: {
        columns: { rank: "Conqueror", gameLevel: null, loginMethod: "Email" },
        attributes: { tier: "Conqueror", login: "Email", senjata_upgrade: ["Ya"] },
        specs: [
          { label: "Ada Senjata Upgrade", value: "Ya" },
          { label: "Status Bind", value: "Terikat nomor HP, bisa dilepas" },
        ],
        attributeKeys: ["tier", "senjata_upgrade", "login"],
        specLabels: ["Tier", "Level", "Ada Senjata Upgrade", "Metode Login", "Status Bind"],
      },
    });
  });

  it("refuses values outside the rules with the field's own message", () => {
    expect(
      checkAccountDetails(accountDetailFields("mobile-legends", "Akun"), {
        rank: ["Radiant"],
        jumlah_hero: ["-3"],
        skin_spesial: ["Legend", "Mitos"],
        level: ["x".repeat(61)],
      }),
    ).toEqual({
      ok: false,
      errors: {
        "detail.rank": "Pilih Rank dari daftar.",
        "detail.jumlah_hero": "Jumlah Hero harus berupa angka bulat dari 0 sampai 1.000.000.",
        "detail.skin_spesial": "Pilih Skin Spesial dari daftar.",
        "detail.level": "Level maksimal 60 karakter.",
      },
    });
  });

  it("an edit replaces what the fields own and keeps the seller's other specs and attributes", () => {
    const checked = checkAccountDetails(pubg, { tier: ["Ace"] });
    if (!checked.ok) throw new Error("refused");
    const merged = mergeAccountDetails(
      {
        specs: [
          { label: "Tier", value: "Ace Master" },
          { label: "Ada Senjata Upgrade", value: "Ya" },
          { label: "Skin M416", value: "Glacier" },
        ],
        attributes: { tier: "Crown", senjata_upgrade: ["Ya"], lain: "x" },
      },
      checked.details,
    );
    expect(merged).toEqual({
      specs: [{ label: "Skin M416", value: "Glacier" }],
      attributes: { lain: "x", tier: "Ace" },
    });
  });

  it("fills the edit form from a stored listing, leaving out what a field cannot hold", () => {
    expect(
      accountDetailValuesOf(pubg, {
        rank: "Ace Master",
        gameLevel: "Level 70",
        loginMethod: "Line",
        specs: [{ label: "Status Bind", value: "Email bisa diganti" }],
        attributes: { tier: "Ace", senjata_upgrade: ["Ya"] },
      }),
    ).toEqual({
      tier: ["Ace"],
      level: ["Level 70"],
      senjata_upgrade: ["Ya"],
      status_bind: ["Email bisa diganti"],
    });
  });
});
