import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { loadQueryClient } from '@/api/query-client';
import { SiteLayout } from '@/site/site-layout';
import { siteMenusQuery } from '@/site/site-queries';
import { readSiteUser } from '@/site/site-session';

export const Route = createFileRoute('/(site)/_layout')({
  // SPEC.md §2, §6: site pages are for signed-in visitors only.
  beforeLoad: async () => {
    const user = readSiteUser();
    if (!user) throw redirect({ to: '/login' });
    return { siteUser: user, queryClient: await loadQueryClient() };
  },
  // Started here, not awaited: the header fills in when the menus arrive, pages never wait for them.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(siteMenusQuery);
  },
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  const { siteUser, queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <QueryClientProvider client={queryClient}>
      <SiteLayout user={siteUser} onSignedOut={() => void navigate({ to: '/login' })}>
        <Outlet />
      </SiteLayout>
    </QueryClientProvider>
  );
}
