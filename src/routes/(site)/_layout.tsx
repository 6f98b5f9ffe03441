import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { loadQueryClient, loadedQueryClient } from '@/api/query-client';
import { SiteLayout } from '@/site/site-layout';
import { siteMenusQuery } from '@/site/site-queries';
import { readSiteUser } from '@/site/site-session';

export const Route = createFileRoute('/(site)/_layout')({
  // SPEC.md §2, §6: site pages are for signed-in visitors only.
  beforeLoad: () => {
    const user = readSiteUser();
    if (!user) throw redirect({ to: '/login' });
    // Not awaited here: the page chunks load while TanStack Query does; loaders await it.
    return { siteUser: user, queryClient: loadQueryClient() };
  },
  // Started here, not awaited: the header fills in when the menus arrive, pages never wait for them.
  loader: async ({ context }) => {
    const queryClient = await context.queryClient;
    void queryClient.prefetchQuery(siteMenusQuery);
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
