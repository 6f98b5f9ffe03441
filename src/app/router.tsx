import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '@/routes/__root';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage } from '@/site/not-found-page';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
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
