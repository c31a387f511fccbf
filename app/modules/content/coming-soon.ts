/** The generic 'coming soon' information pages (spec: /careers, /blog, /affiliate, /forum). */

export type ComingSoonKey = "careers" | "blog" | "affiliate" | "forum";

export interface ComingSoonContent {
  title: string;
  description: string;
  text: string;
}

export const COMING_SOON: Record<ComingSoonKey, ComingSoonContent> = {
  careers: {
    title: "Karir",
    description: "Lowongan kerja di PasarGame akan segera hadir. Bergabunglah membangun marketplace game yang aman.",
    text: "Kami sedang menyiapkan halaman lowongan kerja. Nantikan kesempatan bergabung bersama tim PasarGame.",
  },
  blog: {
    title: "Blog",
    description:
      "Blog PasarGame akan segera hadir: tips jual beli akun game, berita game dan panduan bertransaksi aman.",
    text: "Artikel seputar tips jual beli, berita game dan panduan bertransaksi aman sedang kami siapkan.",
  },
  affiliate: {
    title: "Program Afiliasi",
    description: "Program afiliasi PasarGame akan segera hadir. Ajak teman bertransaksi dan dapatkan komisi.",
    text: "Program untuk mendapatkan komisi dengan mengajak teman berbelanja di PasarGame sedang kami siapkan.",
  },
  forum: {
    title: "Forum",
    description: "Forum komunitas PasarGame akan segera hadir: tempat berdiskusi dan berbagi pengalaman antar gamer.",
    text: "Tempat berdiskusi dan berbagi pengalaman dengan sesama gamer sedang kami siapkan.",
  },
};
