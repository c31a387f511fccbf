import { describe, expect, it } from "vitest";
import { checklistFor, securedChecklist, SECURED_FIELD, tickedOf } from "./secure-checklist";

describe("secured-account checklist", () => {
  it("asks the four steps for a game without an override", () => {
    expect(checklistFor("steam-wallet").map((i) => i.label)).toEqual([
      "Email akun sudah saya ganti",
      "Password sudah saya ganti",
      "Nomor HP pemulihan dan 2FA sudah saya hapus/ganti",
      "Login pihak ketiga (Google/Facebook/Apple/Moonton/Riot…) sudah saya lepas",
    ]);
    expect(checklistFor(null)).toHaveLength(4);
  });

  it("names each game's own third-party logins, and drops the step where it does not apply", () => {
    expect(checklistFor("mobile-legends").find((i) => i.id === "thirdParty")?.label).toContain("Moonton");
    expect(checklistFor("valorant").find((i) => i.id === "thirdParty")?.label).toContain("Riot");
    expect(checklistFor("roblox").map((i) => i.id)).toEqual(["email", "password", "recovery"]);
  });

  it("reads only the ticks of the game's own list and stores every item with its tick", () => {
    const items = checklistFor("roblox");
    const form = new FormData();
    for (const value of ["email", "thirdParty", "bogus"]) form.append(SECURED_FIELD, value);
    const ticked = tickedOf(items, form);
    expect(ticked).toEqual(["email"]);
    expect(securedChecklist(items, ticked, 5)).toEqual({
      items: [
        { label: "Email akun sudah saya ganti", done: true },
        { label: "Password sudah saya ganti", done: false },
        { label: "Nomor HP pemulihan dan 2FA sudah saya hapus/ganti", done: false },
      ],
      confirmedAt: 5,
    });
  });
});
