import type { NavigateFn } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { onSessionExpired } from '@/api/session-expiry';
import { SIGNED_OUT_ELSEWHERE, carryNotice, onStaleIdentity, setIdentity, setStoredIdentityReader, watchStoredIdentity } from '@/lib/identity';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { clearSiteUser, readSiteUser, type SiteUser } from './site-session';
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

let stopWatching: (() => void) | undefined;

/**
 * SPEC.md §8 code 100000004 on the site: the session is over, so the visitor goes to /login (the stored
 * user cleared first) and comes back to the same page after signing in, instead of a page saying that
 * something failed. Idempotent: the site layout calls it before every first call can answer.
 */
export function watchSessionExpiry(navigate: NavigateFn): void {
  if (!stopWatching) watchOtherTabs();
  stopWatching ??= onSessionExpired(() => {
    // The back office answers its own expiry (a sign-in dialog over the screen).
    if (/^\/admin(?:\/|$)/.test(location.pathname)) return;
    // Several calls expire together: the first one sends the visitor away, the others find nobody signed in.
    if (!readSiteUser()) return;
    clearSiteUser();
    setIdentity('site', null);
    // The router has already moved the address to the page being opened: that is where to come back to.
    void navigate({ to: '/login', search: { redirect: `${location.pathname}${location.search}${location.hash}` }, replace: true });
  });
}

/**
 * Another tab of this browser signed out or signed in as another visitor: this one says so and loads
 * afresh (src/lib/identity.ts), so nothing fetched for the visitor before reaches the next.
 */
function watchOtherTabs(): void {
  setStoredIdentityReader('site', () => readSiteUser()?.id ?? null);
  onStaleIdentity('site', ({ stored }) => {
    carryNotice(stored === null ? SIGNED_OUT_ELSEWHERE : '已在其他窗口切换为其他账号，页面已重新加载');
    if (stored === null) location.assign('/login');
    else location.reload();
  });
  watchStoredIdentity();
}
