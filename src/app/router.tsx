import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorComponent } from '@/components/route-error';
import type { RouterContext } from '@/routes/__root';
import { routeTree } from '@/routeTree.gen';

/** The app's router; `prerender` only when a page is rendered at build time (src/app/prerender.tsx). */
export function createAppRouter(prerender?: { history: RouterHistory; context: RouterContext }) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    // Not in a page drawn at build time: the router would write its restoring script into the page.
    scrollRestoration: !prerender,
    defaultErrorComponent: RouteErrorComponent,
    // Loaded when needed: most visits never see it, and it must not weigh on every first load.
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/site/not-found-page'), 'NotFoundPage'),
    context: prerender?.context ?? {},
    ...(prerender && { history: prerender.history, isServer: true }),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
