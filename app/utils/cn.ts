import { clsx, type ClassValue } from "clsx";

/*
 * Our own Tailwind class merge over only the class groups this app overrides: tailwind-merge's
 * algorithm (later class of a group wins per variant set, conflicting groups drop too) without its
 * library and config machinery, ~2 KiB gzip less on every page. A class outside these groups is
 * never dropped: it is kept as written, like plain clsx. The groups come from the app's cn() call
 * sites and the `className` props callers pass; cn.test.ts checks them against the full
 * tailwind-merge. Add a group here when a component starts overriding a new kind of class.
 */

type Test = readonly string[] | ((value: string) => boolean);

// A palette colour is any name with a 50–950 shade: every such text-/bg-/border- class in app/ is one.
const COLOR = /^(inherit|current|transparent|black|white|brand|money|[a-z]+-\d{2,3})$/;
const arbitrary = (value: string) => /^[[(].+[\])]$/.test(value);
const isColor = (value: string) => COLOR.test(value) || arbitrary(value);
const isSpacing = (value: string) => /^(\d+(\.\d+)?|px)$/.test(value) || arbitrary(value);
const isNumber = (value: string) => /^\d+$/.test(value) || arbitrary(value);
const isMargin = (value: string) => value === "auto" || isSpacing(value);
const isAny = () => true;
const OVERFLOW = ["auto", "hidden", "clip", "visible", "scroll"];

/** [class prefix, its group, the values it takes]; a prefix's groups are tried in this order. */
const RULES: [prefix: string, group: string, test: Test][] = [
  ["overflow", "overflow", OVERFLOW],
  ["overflow-x", "overflow-x", OVERFLOW],
  ["overflow-y", "overflow-y", OVERFLOW],
  ["flex", "flex-direction", ["row", "row-reverse", "col", "col-reverse"]],
  ["items", "align-items", ["start", "end", "center", "baseline", "stretch"]],
  ["self", "align-self", ["auto", "start", "end", "center", "stretch", "baseline"]],
  ["justify", "justify-content", ["normal", "start", "end", "center", "between", "around", "evenly", "stretch"]],
  ...["gap", "p", "px", "py", "pt", "pr", "pb", "pl"].map((p): [string, string, Test] => [p, p, isSpacing]),
  ...["m", "mx", "my", "mt", "mr", "mb", "ml"].map((p): [string, string, Test] => [p, p, isMargin]),
  // Every w-*/h-*/size-*/max-w-* is a size, whatever its value.
  ...["w", "h", "size", "min-w", "max-w", "min-h", "max-h"].map((p): [string, string, Test] => [p, p, isAny]),
  ["text", "font-size", ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"]],
  ["text", "text-alignment", ["left", "center", "right", "justify", "start", "end"]],
  ["text", "text-color", isColor],
  [
    "font",
    "font-weight",
    ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"],
  ],
  ["bg", "bg-color", isColor],
  ["border", "border-w", (v) => v === "" || isNumber(v)],
  ["border", "border-color", isColor],
  ["rounded", "rounded", ["", "none", "sm", "md", "lg", "xl", "2xl", "3xl", "full", "card"]],
  ["opacity", "opacity", isNumber],
  ...["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden"].map(
    (c): [string, string, Test] => [c, "display", [""]],
  ),
  ...["static", "fixed", "absolute", "relative", "sticky"].map((c): [string, string, Test] => [c, "position", [""]]),
];
const PREFIXES = new Map<string, [group: string, test: Test][]>();
for (const [prefix, group, test] of RULES) PREFIXES.set(prefix, [...(PREFIXES.get(prefix) ?? []), [group, test]]);

/** A group → the groups a class of it also overrides (`p-4` replaces an earlier `px-2`). */
const CONFLICTS: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
};

/** The group of a class without variants (`-mt-2` is an mt), deepest prefix first. */
function groupOf(base: string): string | undefined {
  const parts = base.replace(/^-(?=.)/, "").split("-");
  for (let i = parts.length; i > 0; i--) {
    const value = parts.slice(i).join("-");
    for (const [group, test] of PREFIXES.get(parts.slice(0, i).join("-")) ?? []) {
      if (typeof test === "function" ? test(value) : test.includes(value)) return group;
    }
  }
}

/** Splits `md:hover:px-4/50!` at top-level colons and slash; variants sorted between arbitrary ones. */
function parse(name: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (depth === 0 && c === ":") {
      parts.push(name.slice(start, i));
      start = i + 1;
      slash = -1;
    } else if (depth === 0 && c === "/") slash = i - start;
  }
  let base = name.slice(start);
  const important = base.startsWith("!") || base.endsWith("!");
  if (base.endsWith("!")) base = base.slice(0, -1);
  else if (important) {
    base = base.slice(1);
    slash--;
  }
  const variants: string[] = [];
  let segment: string[] = [];
  for (const v of parts) {
    if (v[0] !== "[") segment.push(v);
    else {
      variants.push(...segment.sort(), v);
      segment = [];
    }
  }
  variants.push(...segment.sort());
  return { base, slash, prefix: variants.join(":") + (important ? "!" : "") };
}

function merge(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classes.split(/\s+/).filter(Boolean);
  for (let i = names.length - 1; i >= 0; i--) {
    const { base, slash, prefix } = parse(names[i]);
    const group = (slash > 0 && groupOf(base.slice(0, slash))) || groupOf(base);
    if (group) {
      const id = `${prefix}|${group}`;
      if (taken.has(id)) continue;
      taken.add(id);
      for (const other of CONFLICTS[group] ?? []) taken.add(`${prefix}|${other}`);
    }
    kept.push(names[i]);
  }
  return kept.reverse().join(" ");
}

const cache = new Map<string, string>();

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  let merged = cache.get(classes);
  if (merged === undefined) {
    if (cache.size >= 200) cache.clear();
    cache.set(classes, (merged = merge(classes)));
  }
  return merged;
}
