import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { listPermissions, permissionsQueryOptions } from '@/admin/permissions';
import { findResource, resourceEntries } from '@/admin/resources';
import { sessionKeys, type StaffUser } from '@/admin/session';
import { loadedQueryClient } from '@/api/query-client';
import { PHONE_WIDTH } from '@/lib/phone-width';
import type { RouterContext } from '@/routes/__root';
import { siteUserKey, type SiteUser } from '@/site/site-session';
import { siteStore } from '@/site/site-store';
import { routeHeaderState } from '@/site/use-route-sync';
import { createAppRouter } from './router';

/**
 * Run by Node at build time only (build/prerender-plugin.ts), never shipped: draws a page as the
 * app's first commit draws it, so that the page's HTML paints before any script has loaded.
 */

/**
 * Who a prerendered page is drawn for: a signed-in visitor not known yet. The header shows an empty
 * initial until the app, on the visitor's own device, draws it with the stored visitor.
 */
const VISITOR: SiteUser = { id: 1, name: '' };

/**
 * The same for a back-office screen: a staff member not known yet, granted the screen's list and
 * nothing else. Their name and the buttons their position grants appear when the app takes over.
 */
const NOT_KNOWN_YET = '\u200B'; // a name that draws nothing; a blank one is refused as a session
const STAFF: StaffUser = { id: 1, account: NOT_KNOWN_YET, name: NOT_KNOWN_YET, departmentId: 1, departmentName: '', isSuper: false };

/** Who may see a drawn page: the page is hidden (before it paints) from anyone else. */
export interface DrawnFor {
  /** The local-storage key of the session; with `idCookie`, the key's start, completed by the id. */
  storageKey: string;
  /** The cookie whose JSON `id` completes the key (the back office's session, SPEC.md §3). */
  idCookie?: string;
  /** A media query the screen must match. */
  media?: string;
}

export interface PrerenderedPage {
  /** The markup of the route's first commit. */
  markup: string;
  drawnFor: DrawnFor;
}

/**
 * The pages drawn ahead of time: /home, and every back-office list screen. A list is drawn for
 * phone-width screens only: there the first paint waits longest (the scripts over a slow network,
 * a slow CPU), while on a wider screen the drawn page's layout would come before the app's first
 * task and push the first rows back (the eleventh pass of docs/decisions/004 measured ~5 %).
 */
export function prerenderPaths(): string[] {
  return ['/home', ...resourceEntries.filter((entry) => entry.resource.kinds.includes('list')).map((entry) => entry.href)];
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const entry = findResource(path);
  const context: RouterContext = entry ? { prerenderStaff: STAFF } : { prerenderVisitor: VISITOR };
  const router = createAppRouter({ prerender: { history: createMemoryHistory({ initialEntries: [path] }), context } });
  await router.load();
  // A page that would redirect, not be found or fail is not one to draw ahead of time.
  const { location, matches } = router.state;
  const failed = matches.find((match) => match.status !== 'success');
  if (location.pathname !== path || matches.length < 2 || failed)
    throw new Error(`${path} cannot be prerendered: it renders ${location.pathname}${failed ? ` with ${failed.routeId} ${failed.status}` : ''}`);
  let drawnFor: DrawnFor;
  if (entry) {
    // Open to the staff member it is drawn for (the refinement, if any, is waited for by prerender: the screen suspends on it).
    loadedQueryClient().setQueryData(permissionsQueryOptions(STAFF).queryKey, listPermissions(entry.resource));
    drawnFor = { storageKey: sessionKeys.recordPrefix(), idCookie: sessionKeys.cookie(), media: PHONE_WIDTH };
  } else {
    // The header as the route sets it on the client, before that first frame paints (use-route-sync.ts).
    siteStore.set(routeHeaderState(matches));
    drawnFor = { storageKey: siteUserKey() };
  }
  // Whatever fails to render fails the build: React would otherwise write an empty boundary for the client to fill.
  const errors: unknown[] = [];
  // One piece of HTML: React would otherwise write a large boundary (a screen) after its fallback, with a
  // script to swap it in once the page runs scripts.
  const { prelude } = await prerender(<RouterProvider router={router} />, { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY });
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`${path} cannot be prerendered`, { cause: errors[0] });
  return { markup, drawnFor };
}
