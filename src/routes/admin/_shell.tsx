import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AdminShell } from '@/admin/admin-shell';
import { adminStore } from '@/admin/admin-store';
import { restoreSession } from '@/admin/session';

export const Route = createFileRoute('/admin/_shell')({
  beforeLoad: ({ location }) => {
    const user = restoreSession();
    if (!user) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
    adminStore.setUserInfo(user);
    return { user };
  },
  component: AdminShellRoute,
});

function AdminShellRoute() {
  const navigate = useNavigate();
  return (
    <AdminShell onSignedOut={() => void navigate({ to: '/admin/login' })}>
      <Outlet />
    </AdminShell>
  );
}
