import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStore } from './site-store';
import { routeHeaderState } from './use-route-sync';

describe('routeHeaderState', () => {
  it('takes the nav index and header transparency from the matched routes', () => {
    const state = routeHeaderState([{ staticData: {} }, { staticData: {} }, { staticData: { navIndex: 0, transparentHeader: true } }]);
    expect(state).toEqual({ headMenu: { show: true, transparent: true }, navIndex: 0 });
  });

  it('clears the nav index and shows an opaque header on routes without them', () => {
    expect(routeHeaderState([{ staticData: {} }, { staticData: {} }])).toEqual({ headMenu: { show: true, transparent: false }, navIndex: null });
  });

  it('lets the deepest route with a nav index win', () => {
    expect(routeHeaderState([{ staticData: { navIndex: 3 } }, { staticData: { navIndex: 1 } }]).navIndex).toBe(1);
  });
});

describe('siteStore', () => {
  afterEach(() => siteStore.reset());

  it('merges updates and tells subscribers until they leave', () => {
    const listener = vi.fn<() => void>();
    const leave = siteStore.subscribe(listener);
    siteStore.set({ navIndex: 1 });
    expect(siteStore.get()).toEqual({ headMenu: { show: true, transparent: false }, navIndex: 1 });
    leave();
    siteStore.set({ navIndex: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
