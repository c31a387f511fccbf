import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a caller's className override the component's own classes", () => {
    // Card (p-6) given py-12 / p-4 / p-0 by the cart, chat and notifications.
    expect(cn("rounded-card border p-6", "py-12 text-center")).toBe("rounded-card border p-6 py-12 text-center");
    expect(cn("rounded-card border p-6", "p-4")).toBe("rounded-card border p-4");
    expect(cn("py-12", "p-6")).toBe("p-6");
    // Button (px-5) made smaller by the chat and admin forms.
    expect(cn("min-h-11 px-5 font-semibold", "px-3")).toBe("min-h-11 font-semibold px-3");
    expect(cn("px-4", "px-2")).toBe("px-2");
    expect(cn("px-2.5 py-0.5 text-xs", "px-3 py-1 text-sm")).toBe("px-3 py-1 text-sm");
    expect(cn("mt-4 mb-2", "my-0")).toBe("my-0");
    expect(cn("size-11", "w-6")).toBe("size-11 w-6");
    expect(cn("w-6 h-6", "size-4")).toBe("size-4");
    expect(cn("mx-auto max-w-6xl", "max-w-3xl")).toBe("mx-auto max-w-3xl");
  });

  it("resolves colour, variant and opacity conflicts", () => {
    expect(
      cn(
        "border-surface-200 bg-white dark:border-surface-800 dark:bg-surface-900",
        "border-accent-500/60 bg-accent-500/5 dark:border-accent-500/60 dark:bg-accent-500/10",
      ),
    ).toBe("border-accent-500/60 bg-accent-500/5 dark:border-accent-500/60 dark:bg-accent-500/10");
    expect(cn("bg-accent-500 text-white hover:bg-accent-600", "bg-red-600 hover:bg-red-700")).toBe(
      "text-white bg-red-600 hover:bg-red-700",
    );
    expect(cn("text-slate-600 dark:text-slate-400", "text-brand")).toBe("dark:text-slate-400 text-brand");
    expect(cn("w-2 bg-slate-400", "w-6 bg-accent-500")).toBe("w-6 bg-accent-500");
    // Different kinds of text-* and border-* never replace each other.
    expect(cn("text-sm text-red-700 text-center font-bold", "text-money")).toBe(
      "text-sm text-center font-bold text-money",
    );
    expect(cn("border-2 border-transparent", "border-accent-500")).toBe("border-2 border-accent-500");
    expect(cn("flex items-start self-start", "grid items-end self-end")).toBe("grid items-end self-end");
  });

  it("keeps classes it does not know, in order, like clsx", () => {
    expect(cn("bg-gradient-to-r from-black/70", "aspect-[16/9]", false, null, { "ring-2": true })).toBe(
      "bg-gradient-to-r from-black/70 aspect-[16/9] ring-2",
    );
    expect(cn("text-balance text-red-500", "leading-tight")).toBe("text-balance text-red-500 leading-tight");
  });

  it("agrees with the full tailwind-merge on the class lists the app passes", () => {
    const lists = [
      ["rounded-card border border-surface-200 bg-white p-6 dark:border-surface-800 dark:bg-surface-900", "py-12"],
      ["inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", "px-3 py-1 text-sm"],
      ["min-h-11 rounded-xl px-5 bg-surface-100 hover:bg-surface-200 dark:hover:bg-surface-700", "px-4"],
      ["border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300", "border-sky-500/40 bg-sky-500/10"],
      ["block h-2 rounded-full transition-all", "w-6 bg-accent-500"],
      ["shrink-0 overflow-hidden rounded-lg border-2", "border-accent-500"],
      ["mx-auto max-w-6xl px-4 py-8", "max-w-3xl"],
      ["flex flex-col gap-4", "grid gap-2"],
      ["absolute top-1/2 left-2 size-11 -translate-y-1/2", "relative"],
    ];
    for (const list of lists) expect(cn(...list)).toBe(twMerge(clsx(list)));
  });

  it("agrees with the full tailwind-merge on variants, important, negative and fraction classes", () => {
    const lists = [
      ["md:px-4 hover:md:px-2", "md:hover:px-6 px-1"],
      ["dark:hover:bg-red-500", "hover:dark:bg-accent-500/40"],
      ["[&>svg]:md:mt-1 md:[&>svg]:mt-2", "md:[&>svg]:mt-3"],
      ["p-4!", "!px-2 p-3"],
      ["-mt-2 mb-1", "my-4 -ml-3"],
      ["w-1/2 h-1/3", "size-1/4"],
      ["text-[13px] text-sm", "text-red-500 font-bold"],
      ["overflow-x-auto overflow-y-hidden", "overflow-hidden"],
      ["flex flex-col", "flex-row inline-flex"],
      ["border border-2 rounded rounded-lg", "border-0 rounded-none"],
      ["", "  px-2   py-3  ", "p-1"],
    ];
    for (const list of lists) expect(cn(...list)).toBe(twMerge(clsx(list)));
  });
});
