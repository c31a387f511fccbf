import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { headerCountsForSession } from "./modules/orders/lists.server";
import { readSessionToken, sessionIdOf } from "./modules/auth/session.server";
import { getUser } from "./modules/auth/guards.server";
import { readToast, type Toast } from "./utils/toast.server";
import { SupportButton } from "./components/support-button";
import { SUPPORT_WHATSAPP } from "./utils/site";
import { SiteFooter } from "./components/site-footer";
import { toast as showToast, Toasts } from "./components/toaster";
import { SiteHeader } from "./components/site-header";
import { ScriptsAfterLoad } from "./components/scripts-after-load";
import stylesheet from "./tailwind.css?url";
import { SITE_NAME } from "./utils/site";
import { avatarSrc } from "./utils/avatar";
import { useNonce } from "./utils/nonce";
import { themeInitScript } from "./utils/theme";
import { earlyTapScript } from "./utils/early-taps";
import { busyFormScript } from "./utils/busy-forms";
import { recentViewsScript } from "./utils/recent-views";
import type { RootUser } from "./utils/user";
import { lazyNamed } from "./utils/lazy-named";

// Only an error page needs these views: loaded when one is shown.
const RootError = lazyNamed(() => import("./components/root-error"), "RootError");

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

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The header's unread badges: one query for signed-in users, none at all for visitors. It is keyed
  // by the session, so it runs beside the session's validation and counts only if that succeeds.
  const sessionId = sessionIdOf(readSessionToken(request));
  const [user, sessionCounts] = await Promise.all([
    getUser(request, context),
    sessionId ? headerCountsForSession(context, sessionId) : null,
  ]);
  const counts = user ? sessionCounts : null;
  const { toast, clear } = readToast(request);
  return data(
    {
      user: user
        ? ({
            id: user.id,
            username: user.username,
            role: user.role,
            avatarUrl: avatarSrc(user.avatarUrl, user.username),
            balance: counts?.balance ?? 0,
          } satisfies RootUser)
        : null,
      counts,
      toast,
      supportWhatsApp: context.env.SUPPORT_WHATSAPP || SUPPORT_WHATSAPP,
      pseNumber: context.env.PSE_REGISTRATION_NUMBER?.trim() || null,
    },
    { headers: clear ? { "Set-Cookie": clear } : undefined },
  );
}

/**
 * Pages where reading changes the header's unread counts (notifications, the inbox, an order's chat),
 * and the wallet, whose balance the user menu repeats (staff may have approved a deposit meanwhile).
 */
const COUNT_PAGES = /^\/(notifications|messages|order\/|my-account\/wallet)/;

/** Root data normally revalidates only after actions; also refresh the counts around those pages. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || COUNT_PAGES.test(currentUrl.pathname) || COUNT_PAGES.test(nextUrl.pathname);

function ToastFromServer({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (!toast) return;
    const show =
      toast.type === "error" ? showToast.error : toast.type === "success" ? showToast.success : showToast.message;
    show(toast.title, { description: toast.description, duration: toast.duration ?? 5000 });
  }, [toast]);
  return null;
}

/**
 * `<html data-hydrated="true">` once React has taken the server's page over. The scripts start
 * after the page's load event (ScriptsAfterLoad); anything that must know when the
 * page has become interactive — the end-to-end tests, for one — can wait for this; so does the
 * replay of taps made before then (utils/early-taps.ts).
 */
function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/**
 * The inline head script (the stored theme before first paint, early taps, busy forms): in the
 * server's HTML only. The browser has run it long before React starts, so the bundle need not carry its text.
 */
const HEAD_SCRIPT = import.meta.env.SSR ? themeInitScript + earlyTapScript + recentViewsScript + busyFormScript : "";

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  useHydrationMark();
  return (
    <html lang="id" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader user={rootData?.user ?? null} counts={rootData?.counts ?? null} />
        <div className="flex-1">{children}</div>
        <SiteFooter pseNumber={rootData?.pseNumber ?? null} />
        <SupportButton number={rootData?.supportWhatsApp ?? SUPPORT_WHATSAPP} />
        <Toasts />
        <ToastFromServer toast={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterLoad nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RootError />
    </Suspense>
  );
}
