import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { SiteUser } from '@/site/site-session';

export interface RouterContext {
  /** Made by the entry (src/app/main.tsx): route loaders fill it, screens read it. */
  queryClient: QueryClient;
  /**
   * Set only when /home is drawn at build time (src/app/prerender.tsx): the visitor the page is
   * drawn for, since there is no stored session to read there.
   */
  prerenderVisitor?: SiteUser;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
