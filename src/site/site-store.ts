import { useSyncExternalStore } from 'react';
import { ownedByIdentity } from '@/lib/identity';

/** SPEC.md §2's shared state of the site: the head-menu setting and the nav index. */
export interface SiteState {
  headMenu: { show: boolean; transparent: boolean };
  /** Index of the fixed header link the current route belongs to (0 home, 1 download), or null. */
  navIndex: number | null;
}

const INITIAL: SiteState = { headMenu: { show: true, transparent: false }, navIndex: null };

let state: SiteState = INITIAL;
const listeners = new Set<() => void>();

/** A tiny external store: no provider, readable outside React (route hooks) and from tests. */
export const siteStore = {
  get: (): SiteState => state,
  set(next: Partial<SiteState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  },
  reset(): void {
    siteStore.set(INITIAL);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

ownedByIdentity('site-store', () => siteStore.reset());

export function useSiteStore<T>(select: (state: SiteState) => T): T {
  const read = () => select(siteStore.get());
  // The same reading on the server: a page drawn at build time (src/app/prerender.tsx) shows the store as it is.
  return useSyncExternalStore(siteStore.subscribe, read, read);
}
