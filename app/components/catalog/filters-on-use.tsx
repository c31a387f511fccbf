/**
 * The game page's and search's filter panel, its code loaded on first use (issue 33): the server
 * renders the panel; the browser leaves that HTML to itself (React sees an opaque island) until
 * the form is first used (first-use.ts), then hydrates it as a root of its own under the page's
 * router context — hydration keeps what was ticked or typed — and from then on renders it with
 * the page. A page reached by a client navigation has no such HTML: the panel renders once its
 * code is there.
 */
import { UNSAFE_RemixContext, useLocation } from "@remix-run/react";
import {
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type Context,
  type ReactNode,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router-dom";
import { lazyNamed } from "~/utils/lazy-named";
import { useHydrated } from "~/utils/use-hydrated";
import { loadNow, watchFirstUse } from "./first-use";
import type * as FilterForms from "./filter-forms";
import type { OnUse } from "./use-filter-form";

type Forms = typeof FilterForms;
type Name = "GameFilters" | "SearchFilters";
type PanelProps<N extends Name> = Omit<Parameters<Forms[N]>[0], keyof OnUse>;
type AnyPanel = ComponentType<Record<string, unknown> & OnUse>;

let forms: Forms | undefined;
const load = () => import("./filter-forms").then((m) => (forms = m));
const LAZY = { GameFilters: lazyNamed(load, "GameFilters"), SearchFilters: lazyNamed(load, "SearchFilters") };

/** What the panel's Form and Link read from the router above it, handed to its own root. */
const BRIDGED: Context<unknown>[] = [
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  UNSAFE_RemixContext,
] as Context<unknown>[];

function useBridge(): unknown[] {
  // A fixed list, read in the same order every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return BRIDGED.map((context) => useContext(context));
}

function bridged(values: unknown[], panel: ReactNode): ReactNode {
  return BRIDGED.reduceRight<ReactNode>(
    (child, context, i) => <context.Provider value={values[i]}>{child}</context.Provider>,
    <Suspense fallback={null}>{panel}</Suspense>,
  );
}

/** The address's query without what only says how results show. */
function filtersOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ["view", "page", "more"]) params.delete(key);
  return params.toString();
}

const EMPTY = { __html: "" };
const noop = () => {};

/** The server's panel, left as it is until first use, then hydrated in place. */
function Island<N extends Name>({ name, props }: { name: N; props: PanelProps<N> }) {
  const ref = useRef<HTMLDivElement>(null);
  const bridge = useBridge();
  const { pathname, search } = useLocation();
  const at = pathname + filtersOf(search);
  const [first] = useState(() => ({ props, at }));
  const root = useRef<Root | null>(null);
  const latest = useRef(bridge);
  const [live, setLive] = useState(false);

  useEffect(() => {
    latest.current = bridge;
  });

  useEffect(() => {
    const island = ref.current;
    if (!island) return;
    const start = () =>
      load().then((m) => {
        const Panel = m[name] as unknown as AnyPanel;
        // The props the server rendered with, so the HTML matches; the page's current ones follow.
        const element = <Panel {...first.props} live={false} onHydrated={() => setLive(true)} />;
        root.current = hydrateRoot(island, bridged(latest.current, element));
      });
    const stop = watchFirstUse({ formId: first.props.formId, drawerId: first.props.drawerId, island, start });
    return () => {
      stop();
      const inner = root.current;
      // Not while the page's own root is rendering.
      if (inner) setTimeout(() => inner.unmount());
    };
  }, [name, first]);

  // Other filters under a panel nobody touched: its HTML shows the first page's, so bring it to life.
  // (A new view or page is carried by the form's hidden field once it is live.)
  useEffect(() => {
    if (at !== first.at) loadNow();
  }, [at, first]);

  useEffect(() => {
    const Panel = forms?.[name] as unknown as AnyPanel | undefined;
    if (live && root.current && Panel)
      root.current.render(bridged(bridge, <Panel {...props} live onHydrated={noop} />));
  });

  return <div ref={ref} data-filters="" dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />;
}

/** Rendered by the server, or anew in the browser (a client navigation): the panel as it is. */
function Rendered<N extends Name>({ name, props }: { name: N; props: PanelProps<N> }) {
  const ref = useRef<HTMLDivElement>(null);
  const stop = useRef(noop);
  const { formId, drawerId, action } = props;
  useEffect(() => {
    const island = ref.current;
    if (!island || forms) return;
    stop.current = watchFirstUse({ formId, drawerId, island, start: load });
    return () => stop.current();
  }, [formId, drawerId]);
  const Panel = LAZY[name] as unknown as AnyPanel;
  // Until its code is there, a bare form of the panel's id: the search box and the sort list name
  // it, so their Enter or choice is held for the code (first-use.ts), not lost.
  const waiting = <form id={formId} method="get" action={action} />;
  return (
    <div ref={ref} data-filters="">
      <Suspense fallback={waiting}>
        <Panel {...props} live onHydrated={() => stop.current()} />
      </Suspense>
    </div>
  );
}

/** The panel named `name` (filter-forms.tsx), its code loaded on first use. */
export function FiltersOnUse<N extends Name>({ name, props }: { name: N; props: PanelProps<N> }) {
  // Hydrating the server's page: keep its panel as an island. Rendered anew: render it.
  const hydrated = useHydrated();
  const [island] = useState(!hydrated);
  if (island && typeof document !== "undefined") return <Island name={name} props={props} />;
  return <Rendered name={name} props={props} />;
}
