import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AdminShell } from '@/admin/admin-shell';
import { restoreSession } from '@/admin/session';
import { enterSession, watchStaffSession } from '@/admin/staff-identity';
import { loadQueryClient, loadedQueryClient } from '@/api/query-client';

export const Route = createFileRoute('/admin/_shell')({
  beforeLoad: ({ location, context }) => {
    const user = context.prerenderStaff ?? restoreSession();
    if (!user) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
    // Before anything of this staff member loads: what another one left in this tab is forgotten here.
    enterSession(user);
    // Not awaited here: the page chunks load while TanStack Query does; loaders await it.
    return { user, queryClient: loadQueryClient() };
  },
  loader: async ({ context }) => {
    await context.queryClient;
  },
  component: AdminShellRoute,
});

function AdminShellRoute() {
  const queryClient = loadedQueryClient();
  const navigate = useNavigate();
  useEffect(watchStaffSession, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell onSignedOut={() => void navigate({ to: '/admin/login' })}>
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}
