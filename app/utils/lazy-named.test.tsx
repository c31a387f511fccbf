import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyNamed } from "./lazy-named";

function Greeting({ name }: { name: string }) {
  return <p>Halo {name}</p>;
}

describe("lazyNamed", () => {
  it("renders the real component in the server's HTML, not the Suspense fallback", async () => {
    let loads = 0;
    // why: stands in for `import("./module")`: a module with a named component export.
    const load = async () => {
      loads++;
      return { Greeting, other: 1 };
    };
    const Lazy = lazyNamed(load, "Greeting");
    await new Promise((resolve) => setTimeout(resolve, 0)); // the worker has started: the module is there
    const html = renderToString(
      <Suspense fallback={<p>memuat</p>}>
        <Lazy name="Budi" />
      </Suspense>,
    );
    expect(html).toContain("Halo <!-- -->Budi");
    expect(html).not.toContain("memuat");
    expect(loads).toBe(1);
  });
});
