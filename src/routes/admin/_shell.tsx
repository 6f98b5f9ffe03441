import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AdminShell } from '@/admin/admin-shell';
import { adminStore } from '@/admin/admin-store';
import { restoreSession } from '@/admin/session';
import { loadQueryClient } from '@/api/query-client';

export const Route = createFileRoute('/admin/_shell')({
  beforeLoad: async ({ location }) => {
    const user = restoreSession();
    if (!user) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
    adminStore.setUserInfo(user);
    return { user, queryClient: await loadQueryClient() };
  },
  component: AdminShellRoute,
});

function AdminShellRoute() {
  const { queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell onSignedOut={() => void navigate({ to: '/admin/login' })}>
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}
