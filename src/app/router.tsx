import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { routeTree } from '@/routeTree.gen';

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // The boundary's reset alone renders the match's stored loader error again: the loaders must run again too.
    defaultErrorComponent: ({ error, reset }) => (
      <RouteError
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    ),
    // Loaded when needed: most visits never see it, and it must not weigh on every first load.
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/site/not-found-page'), 'NotFoundPage'),
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
