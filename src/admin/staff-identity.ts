import { SIGNED_OUT_ELSEWHERE, carryNotice, onStaleIdentity, setIdentity, setStoredIdentityReader, watchStoredIdentity } from '@/lib/identity';
import { adminStore } from './admin-store';
import { clearSession, restoreSession, storedStaffId, type StaffUser } from './session';

/**
 * The back office's side of "data belongs to one identity" (src/lib/identity.ts): every way a tab's
 * staff member starts or stops showing goes through these, so the caches of the one before are gone
 * before anything of the next renders.
 */

export const switchedElsewhere = (name: string) => `当前账号已在其他窗口切换为「${name}」，页面已按新账号重新加载`;

/** This tab now shows `user` (a restored or a new session). */
export function enterSession(user: StaffUser): void {
  setIdentity('admin', user.id);
  adminStore.setUserInfo(user);
}

/** This tab's session ends (sign-out): its stored halves go, and with them every cache of this person. */
export function endSession(): void {
  const shown = adminStore.getState().userInfo;
  if (shown) clearSession(shown.id);
  setIdentity('admin', null);
  adminStore.setUserInfo(null);
}

/** The sign-in page, coming back to where the staff member is now. */
export const signInHref = () => `/admin/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

/**
 * Keeps this tab in step with the browser's session: when another tab signs out or signs in as someone
 * else, this one says so and loads afresh as the browser's identity (a full load: nothing typed or
 * fetched for the one before survives it). Returns the cleanup.
 */
export function watchStaffSession(): () => void {
  setStoredIdentityReader('admin', storedStaffId);
  const stopHandling = onStaleIdentity('admin', ({ stored }) => {
    if (stored === null) {
      carryNotice(SIGNED_OUT_ELSEWHERE);
      location.assign(signInHref());
      return;
    }
    carryNotice(switchedElsewhere(restoreSession()?.name ?? `员工 ${stored}`));
    location.reload();
  });
  const stopWatching = watchStoredIdentity();
  return () => {
    stopHandling();
    stopWatching();
  };
}
