import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { NotFoundPage } from "./components/not-found";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import stylesheet from "./tailwind.css?url";
import { SITE_NAME } from "./utils/site";
import { themeInitScript } from "./utils/theme";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: `${SITE_NAME} — Jual Beli Akun Game, Top Up & Jasa Joki Aman` },
  {
    name: "description",
    content: "Marketplace akun game, top up dan jasa joki dengan rekening bersama: uang aman sampai pesanan diterima.",
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="id" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1220" />
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader />
        <div className="flex-1">{children}</div>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-accent-500">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">Terjadi Kesalahan</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Maaf, terjadi kesalahan di sisi kami. Silakan muat ulang halaman atau coba lagi nanti.
      </p>
    </main>
  );
}
