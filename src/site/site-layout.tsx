import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SiteUser } from './site-session';
import { useSiteStore } from './site-store';
import { useRouteSync } from './use-route-sync';

/** The public site's frame (SPEC.md §2): header, the page, footer; kept in step with the route. */
export function SiteLayout({ user, onSignedOut, children }: { user: SiteUser; onSignedOut: () => void; children: ReactNode }) {
  useRouteSync();
  const show = useSiteStore((s) => s.headMenu.show);
  return (
    <div className="flex min-h-svh flex-col bg-slate-50">
      {show && <SiteHeader user={user} onSignedOut={onSignedOut} />}
      <div className="flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
