import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { SiteLayout } from '@/site/site-layout';
import { readSiteUser } from '@/site/site-session';

export const Route = createFileRoute('/(site)/_layout')({
  // SPEC.md §2, §6: site pages are for signed-in visitors only.
  beforeLoad: () => {
    const user = readSiteUser();
    if (!user) throw redirect({ to: '/login' });
    return { siteUser: user };
  },
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  const { siteUser } = Route.useRouteContext();
  return (
    <SiteLayout user={siteUser}>
      <Outlet />
    </SiteLayout>
  );
}
