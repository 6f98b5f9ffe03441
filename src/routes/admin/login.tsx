import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { AdminLoginPage } from '@/admin/admin-login-page';
import { safeRedirect } from '@/lib/safe-redirect';

export const Route = createFileRoute('/admin/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AdminLoginPage
      onSignedIn={() => void navigate({ href: safeRedirect(redirect, '/admin', '/admin'), replace: true })}
    />
  );
}
