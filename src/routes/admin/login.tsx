import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminLoginPage } from '@/admin/admin-login-page';
import { adminStore } from '@/admin/admin-store';
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
  return (
    <AdminLoginPage
      onSignedIn={(user) => {
        adminStore.setUserInfo(user);
        void navigate({ href: safeRedirect(redirect, '/admin', '/admin'), replace: true });
      }}
    />
  );
}
