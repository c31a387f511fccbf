/**
 * The footer's PSE line (issue 34 point 5): 'Terdaftar PSE: …' with the number from configuration
 * (PSE_REGISTRATION_NUMBER), on every page, server-rendered; no line when the number is unset.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { client, ORIGIN } from "./http";

async function pageWith(vars: Partial<typeof env>, path = "/about") {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, { ...env, ...vars }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return html;
}

describe("the footer's PSE registration number", () => {
  it("is shown from configuration", async () => {
    const html = await pageWith({ PSE_REGISTRATION_NUMBER: "000123.01/DJAI.PSE/05/2026" });
    expect(html).toContain("Terdaftar PSE: <!-- -->000123.01/DJAI.PSE/05/2026");
  });

  it("is hidden when unset or empty", async () => {
    expect(env.PSE_REGISTRATION_NUMBER ?? "").toBe("");
    // Other pages than above: public pages are kept in the edge cache, and a deployment's number is fixed.
    expect(await (await client().get("/terms")).text()).not.toContain("Terdaftar PSE");
    expect(await pageWith({ PSE_REGISTRATION_NUMBER: "  " }, "/privacy")).not.toContain("Terdaftar PSE");
  });
});
