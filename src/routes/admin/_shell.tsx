import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AdminShell } from '@/admin/admin-shell';
import { restoreSession } from '@/admin/session';

export const Route = createFileRoute('/admin/_shell')({
  beforeLoad: ({ location }) => {
    const user = restoreSession();
    if (!user) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
    return { user };
  },
  component: AdminShellRoute,
});

function AdminShellRoute() {
  const { user } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <AdminShell user={user} onSignedOut={() => void navigate({ to: '/admin/login' })}>
      <Outlet />
    </AdminShell>
  );
}
