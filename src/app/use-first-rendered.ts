import { useCallback, useRef, useSyncExternalStore } from 'react';

/** What the hook reads of the router (the app's router, or a stand-in in a test). */
export interface RenderingRouter {
  state: { status: string; resolvedLocation?: unknown };
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

const rendered = (router: RenderingRouter) => router.state.status === 'idle' && router.state.resolvedLocation !== undefined;

/**
 * Whether the router has put a page on screen (and stays true through later navigations). The router
 * may finish between this component's first render and its effect (a render in a transition yields; at
 * phone width that is the first render), and then its `onRendered` comes before anyone listens:
 * `useSyncExternalStore` reads the state again once it listens, or what waits for the first page (the
 * testers' panel, the toaster's code) never comes.
 */
export function useFirstRendered(router: RenderingRouter): boolean {
  const latch = useRef(false);
  const subscribe = useCallback(
    (notify: () => void) =>
      router.subscribe('onRendered', () => {
        latch.current = true;
        notify();
      }),
    [router],
  );
  return useSyncExternalStore(subscribe, () => (latch.current ||= rendered(router)));
}
