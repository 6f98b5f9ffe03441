import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminLoginPage } from '@/admin/admin-login-page';
import { adminStore } from '@/admin/admin-store';
import { forgetPermissions } from '@/admin/permissions';
import { setIdentity } from '@/lib/identity';
import { safeRedirect } from '@/lib/safe-redirect';
import { optionalString } from '@/lib/search-params';

export const Route = createFileRoute('/admin/login')({
  // The sign-in page shows nobody: whatever the tab held for the last staff member is forgotten.
  beforeLoad: () => setIdentity('admin', null),
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: optionalString(search.redirect) }),
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const { queryClient } = Route.useRouteContext();
  return (
    <AdminLoginPage
      onSignedIn={(user) => {
        // The same staff member's grants may have changed since they were cached.
        forgetPermissions(queryClient);
        adminStore.setUserInfo(user);
        void navigate({ href: safeRedirect(redirect, '/admin', '/admin'), replace: true });
      }}
    />
  );
}
