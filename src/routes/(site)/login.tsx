import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setIdentity } from '@/lib/identity';
import { optionalString } from '@/lib/search-params';
import { SiteLoginPage } from '@/site/site-login-page';

export const Route = createFileRoute('/(site)/login')({
  // The sign-in page shows nobody: whatever the tab held for the last visitor is forgotten.
  beforeLoad: () => setIdentity('site', null),
  // Where the visitor was when the site sent them here (not signed in, or the session expired).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: optionalString(search.redirect) }),
  component: LoginRoute,
});

// Only a page with somewhere to return to needs the check: loaded then, beside the form, not with it
// (the sign-in page's first load is on a tight budget).
const loadSafeRedirect = () => import('@/lib/safe-redirect');

/** Back to the site page the visitor came from; never into the back office, never back here. */
async function returnPath(target: string | undefined): Promise<string> {
  if (!target) return '/home';
  // Signed in already: if the check cannot load (network), home is a fine place to land.
  const path = await loadSafeRedirect().then(
    ({ safeRedirect }) => safeRedirect(target, '/home'),
    () => '/home',
  );
  return /^\/(?:admin|login)(?:[/?#]|$)/.test(path) ? '/home' : path;
}

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  useEffect(() => {
    if (redirect) void loadSafeRedirect().catch(() => undefined);
  }, [redirect]);
  return <SiteLoginPage onSignedIn={() => void returnPath(redirect).then((href) => navigate({ href, replace: true }))} />;
}
