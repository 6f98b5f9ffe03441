import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { loadQueryClient, loadedQueryClient } from '@/api/query-client';
import { setIdentity } from '@/lib/identity';
import { SiteLayout } from '@/site/site-layout';
import { readSiteUser } from '@/site/site-session';

export const Route = createFileRoute('/(site)/_layout')({
  // SPEC.md §2, §6: site pages are for signed-in visitors only.
  beforeLoad: ({ navigate, context }) => {
    const user = context.prerenderVisitor ?? readSiteUser();
    if (!user) throw redirect({ to: '/login' });
    setIdentity('site', user.id);
    // Not awaited here: the page chunks load while TanStack Query does; loaders await it. The expiry
    // watch is in place before any call can answer (every call waits for the client), and comes with
    // the layout's own chunk, not the entry the sign-in pages load. `navigate` (deprecated for redirects
    // inside beforeLoad) is what it needs: expiry happens after this returns.
    const queryClient = Promise.all([loadQueryClient(), import('@/site/site-layout').then((m) => m.watchSessionExpiry(navigate))]).then(([client]) => client);
    return { siteUser: user, queryClient };
  },
  // The menus are not asked for here: the header asks once the first screen has painted, and a page
  // whose own view names itself from them (a content page's banner) asks in its loader.
  loader: async ({ context }) => {
    await context.queryClient;
  },
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  const { siteUser } = Route.useRouteContext();
  const queryClient = loadedQueryClient();
  const navigate = useNavigate();
  return (
    <QueryClientProvider client={queryClient}>
      <SiteLayout user={siteUser} onSignedOut={() => void navigate({ to: '/login' })}>
        <Outlet />
      </SiteLayout>
    </QueryClientProvider>
  );
}
