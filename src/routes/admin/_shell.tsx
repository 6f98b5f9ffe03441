import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AdminShell } from '@/admin/admin-shell';
import { restoreSession } from '@/admin/session';
import { enterSession, watchStaffSession } from '@/admin/staff-identity';

export const Route = createFileRoute('/admin/_shell')({
  beforeLoad: ({ location }) => {
    const user = restoreSession();
    if (!user) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
    // Before anything of this staff member loads: what another one left in this tab is forgotten here.
    enterSession(user);
    return { user };
  },
  component: AdminShellRoute,
});

function AdminShellRoute() {
  const navigate = useNavigate();
  useEffect(watchStaffSession, []);
  return (
    <AdminShell onSignedOut={() => void navigate({ to: '/admin/login' })}>
      <Outlet />
    </AdminShell>
  );
}
