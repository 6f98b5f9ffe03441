import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { createQueryClient } from '@/api/query-client';
import { siteUserKey, type SiteUser } from '@/site/site-session';
import { siteStore } from '@/site/site-store';
import { routeHeaderState } from '@/site/use-route-sync';
import { createAppRouter } from './router';

/**
 * Run by Node at build time only (build/prerender-plugin.ts), never shipped: draws /home as the app's
 * first commit draws it, so that its hero paints before any script has loaded. Signed-in screens are
 * never drawn ahead: what they show depends on who is looking.
 */

/**
 * Who the page is drawn for: a signed-in visitor not known yet. The header shows an empty initial
 * until the app, on the visitor's own device, draws it with the stored visitor.
 */
const VISITOR: SiteUser = { id: 1, name: '' };

export const PRERENDERED_PATHS = ['/home'] as const;

export interface PrerenderedPage {
  /** The markup of the route's first commit. */
  markup: string;
  /** The local-storage key of the visitor's session: the page is hidden from a visit without one (it is sent to sign in). */
  sessionKey: string;
}

export async function prerenderPage(path: (typeof PRERENDERED_PATHS)[number]): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const router = createAppRouter({
    context: { queryClient, prerenderVisitor: VISITOR },
    history: createMemoryHistory({ initialEntries: [path] }),
    prerender: true,
  });
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
  // One piece of HTML: React would otherwise write a large boundary after its fallback, with a script to swap it in.
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`${path} cannot be prerendered`, { cause: errors[0] });
  return { markup, sessionKey: siteUserKey() };
}
