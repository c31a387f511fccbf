// Writes the web app's PNG icons and the link-preview image into public/ from the logo drawing
// (public/favicon.svg's shapes). Run once after changing the logo: `node scripts/make-icons.mjs`.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.join(import.meta.dirname, "..");
const out = (name) => path.join(root, "public", name);
const ORANGE = "#f97316";
const DARK = "#0f1220";
/** The controller of the logo, in a 32×32 box. */
const PAD = `<path d="M9 12h14a4 4 0 0 1 4 4v2a4 4 0 0 1-4 4h-2l-2-2h-6l-2 2H9a4 4 0 0 1-4-4v-2a4 4 0 0 1 4-4z" fill="#fff"/><circle cx="11" cy="17" r="1.6" fill="${ORANGE}"/><circle cx="21" cy="17" r="1.6" fill="${ORANGE}"/>`;

/** The logo as it is (rounded square), or full-bleed with the pad inside the maskable safe zone. */
const icon = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${ORANGE}"/><g transform="translate(6.4 6.4) scale(0.6)">${PAD}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${ORANGE}"/>${PAD}</svg>`;

const preview = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${DARK}"/>
<g transform="translate(100 175) scale(8.75)"><rect width="32" height="32" rx="8" fill="${ORANGE}"/>${PAD}</g>
<text x="420" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="bold" fill="#fff">PasarGame</text>
<text x="424" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#cbd5e1">Jual beli akun game, top up &amp; jasa joki</text>
<text x="424" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="${ORANGE}">dengan rekening bersama</text>
</svg>`;

mkdirSync(out("icons"), { recursive: true });
const png = (svg, size, file) => sharp(Buffer.from(svg), { density: 1200 }).resize(size, size).png().toFile(out(file));
await png(icon(false), 192, "icons/icon-192.png");
await png(icon(false), 512, "icons/icon-512.png");
await png(icon(true), 512, "icons/maskable-512.png");
await png(icon(true), 180, "icons/apple-touch-icon.png");
await sharp(Buffer.from(preview)).png().toFile(out("og-image.png"));
console.log("public/icons/*.png and public/og-image.png written");
