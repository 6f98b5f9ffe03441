import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { StaffUser } from '@/admin/session';
import type { SiteUser } from '@/site/site-session';

/**
 * No QueryClient in the router's context: it comes from the layouts that query (site `_layout`,
 * admin `_shell`), so pages that never query do not load TanStack Query first.
 */
export interface RouterContext {
  /**
   * Set only when a page is rendered at build time (src/app/prerender.tsx): the visitor the page is
   * drawn for, since there is no stored session to read there.
   */
  prerenderVisitor?: SiteUser;
  /** The same for a back-office screen: the staff member it is drawn for. */
  prerenderStaff?: StaffUser;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
