import { Link } from "@remix-run/react";

/** The 404 bodies the catalog loaders throw; the routes' ErrorBoundary tells them apart. */
export const GAME_NOT_FOUND = "Game Tidak Ditemukan";
export const LISTING_NOT_FOUND = "Produk Tidak Ditemukan";

/** 'Game Tidak Ditemukan' / 'Produk Tidak Ditemukan' (spec section 2): a title and a way back. */
export function CatalogNotFound({
  title,
  text,
  href,
  linkText,
}: {
  title: string;
  text: string;
  href: string;
  linkText: string;
}) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-black text-brand">404</p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      <Link
        to={href}
        className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
      >
        {linkText}
      </Link>
    </main>
  );
}
