import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { setIdentity } from '@/lib/identity';
import { SiteLayout } from '@/site/site-layout';
import { readSiteUser } from '@/site/site-session';

export const Route = createFileRoute('/(site)/_layout')({
  // SPEC.md §2, §6: site pages are for signed-in visitors only.
  beforeLoad: async ({ navigate, context }) => {
    const user = context.prerenderVisitor ?? readSiteUser();
    if (!user) throw redirect({ to: '/login' });
    setIdentity('site', user.id);
    // The expiry watch is in place before the pages' loaders call anything, and comes with the
    // layout's own chunk, not the entry the sign-in pages load. `navigate` (deprecated for redirects
    // inside beforeLoad) is what it needs: expiry happens after this returns.
    const { watchSessionExpiry } = await import('@/site/site-layout');
    watchSessionExpiry(navigate);
    return { siteUser: user };
  },
  // The menus are not asked for here: the header asks once the first screen has painted, and a page
  // whose own view names itself from them (a content page's banner) asks in its loader.
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  const { siteUser } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <SiteLayout user={siteUser} onSignedOut={() => void navigate({ to: '/login' })}>
      <Outlet />
    </SiteLayout>
  );
}
