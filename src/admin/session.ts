import type { Admin } from '@generated/bms-system/client/model/admin';
import Cookies from 'js-cookie';
import { appConfig } from '@/lib/app-config';

/** The signed-in staff member, as the sign-in endpoint returned them. */
export type StaffUser = Admin;

/** SPEC.md §3: cookie `<product>_userInfo` holds only the id; local storage `<product>_userInfo_<id>` the record. */
export const sessionKeys = {
  cookie: () => `${appConfig.productName}_userInfo`,
  record: (id: number | string) => `${appConfig.productName}_userInfo_${id}`,
};

/** Where the two halves of a session are read from (the browser's cookie jar and local storage, or a test's fakes). */
export interface SessionSource {
  cookie(name: string): string | undefined;
  item(key: string): string | null;
}

const browserSource: SessionSource = {
  cookie: (name) => Cookies.get(name),
  item: (key) => localStorage.getItem(key),
};

export function saveSession(user: StaffUser): void {
  Cookies.set(sessionKeys.cookie(), JSON.stringify({ id: user.id }), { sameSite: 'lax', path: '/' });
  localStorage.setItem(sessionKeys.record(user.id), JSON.stringify(user));
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * SPEC.md §4: the stored record named by the cookie, or null — silently — when either part is
 * missing, unreadable, or the record belongs to another id (a stale record must never sign anyone in).
 */
export function readSession(source: SessionSource): StaffUser | null {
  try {
    const cookie = source.cookie(sessionKeys.cookie());
    const pointer = cookie ? parse(cookie) : undefined;
    const id = isRecord(pointer) ? pointer.id : undefined;
    if ((typeof id !== 'number' && typeof id !== 'string') || id === '') return null;
    const stored = source.item(sessionKeys.record(id));
    const user = stored ? parse(stored) : undefined;
    if (!isRecord(user) || String(user.id) !== String(id)) return null;
    return user as unknown as StaffUser;
  } catch {
    // Storage itself can throw (disabled cookies, private mode quotas): that is "no session", not a crash.
    return null;
  }
}

/** The session of this browser, restored at back-office start and on every guarded navigation. */
export function restoreSession(): StaffUser | null {
  return readSession(browserSource);
}

export function clearSession(): void {
  const current = restoreSession();
  Cookies.remove(sessionKeys.cookie(), { path: '/' });
  if (current) localStorage.removeItem(sessionKeys.record(current.id));
}
