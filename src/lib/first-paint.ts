/**
 * Whether the page has painted content yet (its First Contentful Paint), for calls the first screen
 * does not show: a request started before that paint competes with it for the network and the main
 * thread (on a slow phone, every such call moves the first paint later); one started just after
 * costs the first paint nothing and its answer is still there before the visitor scrolls to it.
 *
 * Turns true at once when there is nothing to wait for (a hidden tab paints nothing, a browser
 * without paint timing cannot tell us) and at the latest after `FIRST_PAINT_FALLBACK_MS`, so no call waits
 * forever on a paint that is never reported.
 */
export const FIRST_PAINT_FALLBACK_MS = 3000;

type PaintEnvironment = {
  PerformanceObserver?: {
    new (callback: (list: { getEntriesByName(name: string): unknown[] }) => void): { observe(options: object): void; disconnect(): void };
    supportedEntryTypes?: readonly string[];
  };
  document?: { visibilityState?: string };
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
};

/** Watches for the first contentful paint in `env` and calls `done` once, just after it. Exported for tests. */
export function watchFirstPaint(env: PaintEnvironment, done: () => void, fallbackMs = FIRST_PAINT_FALLBACK_MS): void {
  let called = false;
  let observer: { disconnect(): void } | undefined;
  let fallback: unknown;
  const finish = () => {
    if (called) return;
    called = true;
    observer?.disconnect();
    if (fallback !== undefined) env.clearTimeout(fallback as never);
    done();
  };
  const Observer = env.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint') || env.document?.visibilityState === 'hidden') {
    finish();
    return;
  }
  fallback = env.setTimeout(finish, fallbackMs);
  const next = new Observer((list) => {
    // The entry arrives after the frame it names was presented; a task later the page is free.
    if (list.getEntriesByName('first-contentful-paint').length > 0) env.setTimeout(finish, 0);
  });
  observer = next;
  // `buffered`: a module that loads after the paint still hears of it.
  next.observe({ type: 'paint', buffered: true });
}

let painted = typeof window === 'undefined';
const listeners = new Set<() => void>();
if (!painted)
  watchFirstPaint(globalThis as unknown as PaintEnvironment, () => {
    painted = true;
    for (const listener of listeners) listener();
    listeners.clear();
  });

/** Whether the first contentful paint has happened (true outside a browser). */
export const firstPaintDone = (): boolean => painted;

/** Calls `listener` once, when the first contentful paint has happened; returns an unsubscribe. */
export function onFirstPaint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
