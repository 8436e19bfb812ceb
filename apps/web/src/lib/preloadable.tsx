import { type ComponentProps, type ComponentType, lazy } from 'react';

/**
 * Every preloadable part by id, once its defining module has run. One id may name several components
 * (the three product routes each have their own page component, from one chunk).
 */
const registry = new Map<string, Array<() => Promise<unknown>>>();
/** The parts a server render drew (entry-server.tsx reads them into the page's state). */
const drawn = new Set<string>();

/**
 * React.lazy, plus a way to load the code before React asks for it. A server-rendered page is hydrated
 * only once the parts the server drew have loaded (main.tsx): a lazy part still loading leaves its
 * Suspense boundary waiting with the server's HTML, and the first store update (the session, the cart)
 * that reaches it would make React throw that HTML away and draw the part again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function preloadable<T extends ComponentType<any>>(
  id: string,
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  registry.set(id, [...(registry.get(id) ?? []), start]);
  function Preloadable(props: ComponentProps<T>) {
    if (typeof window === 'undefined') drawn.add(id);
    const Component = (loaded ?? Lazy) as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  }
  return Preloadable;
}

/**
 * Code a server-rendered part needs before it can render as the server did, which is not a component of
 * its own (the content pages' schemas): `drawnOnServer(id)` when the server uses it, `registerPreload`
 * where it loads.
 */
export function registerPreload(id: string, start: () => Promise<unknown>): void {
  registry.set(id, [...(registry.get(id) ?? []), start]);
}

export function drawnOnServer(id: string): void {
  if (typeof window === 'undefined') drawn.add(id);
}

/**
 * Loads the parts with these ids, and those the loaded parts define in turn (a page's own lazy parts are
 * known only once the page's code has run). Ids that never appear, and loads that fail, are left to
 * React.lazy as usual.
 */
export async function preload(ids: readonly string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const ready = ids.filter((id) => !started.has(id) && registry.has(id));
    if (ready.length === 0) return;
    for (const id of ready) started.add(id);
    await Promise.all(
      ready.flatMap((id) => (registry.get(id) ?? []).map((start) => start().catch(() => undefined))),
    );
  }
}

/** The ids of the parts the last server render drew, and forgets them. */
export function takeDrawnParts(): string[] {
  const ids = [...drawn];
  drawn.clear();
  return ids;
}
