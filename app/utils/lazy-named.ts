import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type Lazy<C> = C extends ComponentType<infer P> ? LazyExoticComponent<ComponentType<P>> : never;
type Loaded = { default: ComponentType<Record<string, unknown>> };

/**
 * `React.lazy` for a named export, for parts only some visitors see (the signed-in header, the
 * review form): their code is not in what a page preloads and loads when first rendered. Render it
 * inside `<Suspense>`. A page that hydrates before the code arrives keeps the server's HTML there
 * (React's dehydrated Suspense boundary) and hydrates it once loaded.
 *
 * On the server the module is imported once when the worker starts and handed to React as already
 * resolved, so a page's HTML always holds the real component in place, never a fallback that a
 * script swaps in later (a reader without JavaScript would keep the fallback).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): Lazy<M[K]> {
  let loaded: M | undefined;
  if (import.meta.env.SSR) void load().then((m) => (loaded = m));
  const pick = (m: M): Loaded => ({ default: m[name] as ComponentType<Record<string, unknown>> });
  return lazy((): Promise<Loaded> => {
    const module = loaded;
    if (!module) return load().then(pick);
    // Resolves at once: React 18's lazy then renders the component without suspending.
    const now: PromiseLike<Loaded> = { then: (resolve) => resolve!(pick(module)) as never };
    return now as Promise<Loaded>;
  }) as Lazy<M[K]>;
}
