import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RouteErrorComponent } from '@/components/route-error';
import { routeTree } from '@/routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
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
