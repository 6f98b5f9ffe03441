import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorComponent } from '@/components/route-error';
import type { RouterContext } from '@/routes/__root';
import { routeTree } from '@/routeTree.gen';

export type AppRouterOptions =
  /** Rendering a page at build time (src/app/prerender.tsx). */
  | { prerender: { history: RouterHistory; context: RouterContext } }
  /** Taking over a page that arrived drawn (build/prerender-plugin.ts). */
  | { drawn: boolean };

/**
 * Where the page is scrolled to after each render: the router's own restoration (the top of a new
 * page, the saved place of one gone back to). Not when rendering at build time (the router would
 * write its restoring script into the page), and not on the first render of a drawn page: the
 * visitor may already have scrolled it, and the render replaces it with the same page.
 */
function scrollRestoration(options: AppRouterOptions | undefined) {
  if (options && 'prerender' in options) return false;
  if (!options?.drawn) return true;
  let first = true;
  return () => {
    const restore = !first;
    first = false;
    return restore;
  };
}

export function createAppRouter(options?: AppRouterOptions) {
  const prerender = options && 'prerender' in options ? options.prerender : undefined;
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: scrollRestoration(options),
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
