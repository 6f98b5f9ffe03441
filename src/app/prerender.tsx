import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { siteUserKey, type SiteUser } from '@/site/site-session';
import { siteStore } from '@/site/site-store';
import { routeHeaderState } from '@/site/use-route-sync';
import { createAppRouter } from './router';

/**
 * Run by Node at build time only (build/prerender-plugin.ts), never shipped: draws a site page as the
 * app's first commit draws it, so that the page's HTML paints before any script has loaded.
 */

/**
 * Who a prerendered page is drawn for: a signed-in visitor not known yet. The header shows an empty
 * initial until the app, on the visitor's own device, draws it with the stored visitor.
 */
const VISITOR: SiteUser = { id: 1, name: '' };

export interface PrerenderedPage {
  /** The markup of the route's first commit. */
  markup: string;
  /** The storage key of the site session: the page is for visitors who have one (others are sent to sign in). */
  sessionKey: string;
}

export async function prerenderSitePage(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter({ prerender: { history: createMemoryHistory({ initialEntries: [path] }), context: { prerenderVisitor: VISITOR } } });
  await router.load();
  // A page that would redirect, not be found or fail is not one to draw ahead of time.
  const { location, matches } = router.state;
  const failed = matches.find((match) => match.status !== 'success');
  if (location.pathname !== path || matches.length < 2 || failed)
    throw new Error(`${path} cannot be prerendered: it renders ${location.pathname}${failed ? ` with ${failed.routeId} ${failed.status}` : ''}`);
  // The header as the route sets it on the client, before that first frame paints (use-route-sync.ts).
  siteStore.set(routeHeaderState(matches));
  // Whatever fails to render fails the build: React would otherwise write an empty boundary for the client to fill.
  const errors: unknown[] = [];
  const { prelude } = await prerender(<RouterProvider router={router} />, { onError: (error) => void errors.push(error) });
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`${path} cannot be prerendered`, { cause: errors[0] });
  return { markup, sessionKey: siteUserKey() };
}
