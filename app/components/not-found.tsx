import { Link } from "@remix-run/react";

/** The spec's 404 page (section 2). */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-black text-brand">404</p>
      <h1 className="mt-4 text-2xl font-bold">Halaman Tidak Ditemukan</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Maaf, halaman yang Anda cari tidak ada atau mungkin telah dipindahkan.
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
      >
        Kembali ke Beranda
      </Link>
    </main>
  );
}
