/** Site-wide constants (spec section 9) in one place. */
export const SITE_NAME = "PasarGame";

export const FOOTER_LINKS: { heading: string; links: { href: string; label: string }[] }[] = [
  {
    heading: "PasarGame",
    links: [
      { href: "/about", label: "Tentang Kami" },
      { href: "/careers", label: "Karir" },
      { href: "/blog", label: "Blog" },
      { href: "/affiliate", label: "Afiliasi" },
    ],
  },
  {
    heading: "Bantuan",
    links: [
      { href: "/help", label: "Pusat Bantuan" },
      { href: "/how-to-buy", label: "Cara Membeli" },
      { href: "/how-to-sell", label: "Cara Menjual" },
      { href: "/contact", label: "Hubungi Kami" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { href: "/terms", label: "Syarat & Ketentuan" },
      { href: "/privacy", label: "Kebijakan Privasi" },
      { href: "/cookies", label: "Kebijakan Cookie" },
      { href: "/forum", label: "Forum" },
    ],
  },
];

/** Customer support contacts (contact page, support button). WhatsApp in international form, digits only. */
export const SUPPORT_EMAIL = "dukungan@pasargame.id";
export const SUPPORT_WHATSAPP = "6281234567890";

/** The floating support button's preset greeting (spec section 1). */
export const SUPPORT_GREETING = "Halo PasarGame, saya butuh bantuan terkait akun/pesanan saya.";

export function whatsappLink(number: string, text: string = SUPPORT_GREETING) {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** Community and social profiles shown in the footer. */
export const SOCIAL_LINKS = [
  { label: "Discord", href: "https://discord.gg/pasargame" },
  { label: "Instagram", href: "https://www.instagram.com/pasargame.id" },
  { label: "TikTok", href: "https://www.tiktok.com/@pasargame.id" },
  { label: "YouTube", href: "https://www.youtube.com/@pasargame" },
] as const;
