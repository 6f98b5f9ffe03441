import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorComponent } from '@/components/route-error';
import type { RouterContext } from '@/routes/__root';
import { routeTree } from '@/routeTree.gen';

export interface AppRouterOptions {
  context: RouterContext;
  /** A memory history: /home drawn at build time (src/app/prerender.tsx), or a test. */
  history?: RouterHistory;
  /** Rendering at build time: the router must not write its scroll-restoring script into the page. */
  prerender?: boolean;
  /**
   * Taking over /home drawn at build time: the visitor may already have scrolled it, and the first
   * render replaces it with the same page, so that render restores no scroll position.
   */
  drawn?: boolean;
}

function scrollRestoration(prerender: boolean, drawn: boolean) {
  if (prerender || !drawn) return !prerender;
  let first = true;
  return () => {
    const restore = !first;
    first = false;
    return restore;
  };
}

export function createAppRouter({ context, history, prerender = false, drawn = false }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    history,
    isServer: prerender,
    defaultPreload: 'intent',
    scrollRestoration: scrollRestoration(prerender, drawn),
    defaultErrorComponent: RouteErrorComponent,
    // Loaded when needed: most visits never see it, and it must not weigh on every first load.
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/site/not-found-page'), 'NotFoundPage'),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
