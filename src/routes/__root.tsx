import { Outlet, createRootRoute } from '@tanstack/react-router';

/**
 * No router-wide context: the QueryClient comes from the layouts that query (site `_layout`,
 * admin `_shell`), so pages that never query do not load TanStack Query first.
 */
export const Route = createRootRoute({
  component: Outlet,
});
