import { createRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage } from '@/site/not-found-page';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ({ error, reset }) => <RouteError error={error} onRetry={reset} />,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
