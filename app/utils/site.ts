/** Site-wide constants (spec section 9) in one place. */
export const SITE_NAME = "PasarGame";
export const HEADER_HEIGHT_PX = 72;

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
