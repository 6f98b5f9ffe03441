import { useRouter, type AnyRouteMatch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { siteStore } from './site-store';

/** What a site route declares about itself (SPEC.md §2), read on every navigation below. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Index of the fixed header link the route belongs to. */
    navIndex?: number;
    /** The header starts transparent over the page (until the visitor scrolls). */
    transparentHeader?: boolean;
  }
}

export function routeHeaderState(matches: readonly Pick<AnyRouteMatch, 'staticData'>[]) {
  return {
    headMenu: { show: true, transparent: matches.some((match) => match.staticData.transparentHeader === true) },
    navIndex: matches.findLast((match) => match.staticData.navIndex !== undefined)?.staticData.navIndex ?? null,
  };
}

/**
 * SPEC.md §2 "on every navigation": the header is shown (transparent where the route asks for it),
 * the nav index comes from the route or is cleared, and the page scrolls to the top.
 * The active menu item needs no state: the header derives it from the location.
 */
export function useRouteSync(): void {
  const router = useRouter();
  useEffect(() => {
    siteStore.set(routeHeaderState(router.state.matches));
    return router.subscribe('onResolved', ({ hrefChanged }) => {
      siteStore.set(routeHeaderState(router.state.matches));
      if (hrefChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    });
  }, [router]);
}
