import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

/*
 * tailwind-merge with only the class groups this app overrides, instead of its full default config
 * (about 8 KiB gzip on every page). A class outside these groups is never dropped: it is kept as
 * written, like plain clsx. The groups come from the app's cn() call sites and the `className`
 * props callers pass (Card padding, Button/badge padding and text size, colour variants, widths,
 * display, alignment); cn.test.ts checks them against the full tailwind-merge.
 * Add a group here when a component starts overriding a new kind of class.
 */

const COLOR =
  /^(inherit|current|transparent|black|white|brand|money|(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|accent|surface)-\d{2,3})$/;
const SPACING = /^(\d+(\.\d+)?|px)$/;
const NUMBER = /^\d+$/;
const arbitrary = (value: string) => /^[[(].+[\])]$/.test(value);
const isColor = (value: string) => COLOR.test(value) || arbitrary(value);
const isSpacing = (value: string) => SPACING.test(value) || arbitrary(value);
const isNumber = (value: string) => NUMBER.test(value) || arbitrary(value);
const isAny = () => true;

const spacing = [isSpacing];
const margin = ["auto", isSpacing];

const twMerge = createTailwindMerge(() => ({
  cacheSize: 200,
  theme: {},
  orderSensitiveModifiers: [],
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-x": [{ "overflow-x": ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "align-self": [{ self: ["auto", "start", "end", "center", "stretch", "baseline"] }],
    "justify-content": [{ justify: ["normal", "start", "end", "center", "between", "around", "evenly", "stretch"] }],
    gap: [{ gap: spacing }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: margin }],
    mx: [{ mx: margin }],
    my: [{ my: margin }],
    mt: [{ mt: margin }],
    mr: [{ mr: margin }],
    mb: [{ mb: margin }],
    ml: [{ ml: margin }],
    // Every w-*/h-*/size-*/max-w-* is a size, whatever its value.
    w: [{ w: [isAny] }],
    h: [{ h: [isAny] }],
    size: [{ size: [isAny] }],
    "min-w": [{ "min-w": [isAny] }],
    "max-w": [{ "max-w": [isAny] }],
    "min-h": [{ "min-h": [isAny] }],
    "max-h": [{ "max-h": [isAny] }],
    "font-size": [{ text: ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"] }],
    "font-weight": [
      { font: ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] },
    ],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: [isColor] }],
    "bg-color": [{ bg: [isColor] }],
    "border-w": [{ border: ["", isNumber] }],
    "border-color": [{ border: [isColor] }],
    rounded: [{ rounded: ["", "none", "sm", "md", "lg", "xl", "2xl", "3xl", "full", "card"] }],
    opacity: [{ opacity: [isNumber] }],
  },
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
  },
  conflictingClassGroupModifiers: {},
}));

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
