import type { Admin } from '@generated/bms-system/client/model/admin';
import Cookies from 'js-cookie';
import { appConfig } from '@/lib/app-config';
import { COOKIES_BLOCKED, removeLocal, writeLocal } from '@/lib/local-write';
import { isBoolean, isId, isText, parseLenient, parseRecord, pickLenient, type Shape } from '@/lib/stored-record';

/**
 * The signed-in staff member as the back office keeps it. SPEC.md §3 guarantees only `id`; everything
 * else our specs add is optional, with a fallback (openapi/README.md, "What the app requires of an
 * answer"): a backend that answers less still lets its staff sign in.
 */
export interface StaffUser {
  id: number;
  /** The name staff read: the answer's name, else its account, else 员工 <id>. */
  name: string;
  account?: string;
  departmentId?: number;
  departmentName?: string;
  /** Absent in the answer: not a super administrator. */
  isSuper: boolean;
  positionId?: number;
  positionName?: string;
  avatar?: string;
}

/** The fields read from an answer or a stored record; only `id` must be there and fit. */
const STAFF_USER: Shape = {
  id: [isId],
  account: [isText(64), true],
  name: [isText(64), true],
  departmentId: [isId, true],
  departmentName: [isText(200), true],
  isSuper: [isBoolean, true],
  positionId: [isId, true],
  positionName: [isText(200), true],
  avatar: [isText(2048, true), true],
};
/** The cookie holds only the id (SPEC.md §3). */
const POINTER: Shape = { id: [isId] };
const COOKIE_OPTIONS = { sameSite: 'lax', path: '/' } as const;

type Read = Omit<StaffUser, 'name' | 'isSuper'> & { name?: string; isSuper?: boolean };

const withFallbacks = (read: Read | null): StaffUser | null =>
  read && { ...read, name: read.name?.trim() || read.account?.trim() || `员工 ${read.id}`, isSuper: read.isSuper ?? false };

/** The known fields of `value` that fit, without fallbacks (for merging a partial answer), or null without an id. */
export const staffFields = (value: unknown): Partial<StaffUser> | null => pickLenient<Read>(value, STAFF_USER);

/** A staff record made of the known fields of `value`, or null when it has no usable id. */
export const toStaffUser = (value: unknown): StaffUser | null => withFallbacks(pickLenient<Read>(value, STAFF_USER));

/** SPEC.md §3: cookie `<product>_userInfo` holds only the id; local storage `<product>_userInfo_<id>` the record. */
export const sessionKeys = {
  cookie: () => `${appConfig.productName}_userInfo`,
  record: (id: number) => `${sessionKeys.recordPrefix()}${id}`,
  recordPrefix: () => `${appConfig.productName}_userInfo_`,
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

/**
 * Stores the session of a staff member who just signed in: the cookie, then the record it points at.
 * In that order the record's write is what other tabs hear of (the `storage` event; a cookie makes
 * none), and by then the cookie names the new id. A failure leaves nothing half-written: the cookie
 * goes back to what it was. A browser that cannot keep either fails the sign-in here with a zh-CN
 * message saying what to do, instead of sending the user back to the sign-in page without a word.
 */
export function saveSession(answer: StaffUser | Admin): StaffUser {
  const user = toStaffUser(answer);
  if (!user) throw new Error('登录结果中缺少用户编号，请联系管理员');
  if (typeof navigator !== 'undefined' && !navigator.cookieEnabled) throw new Error(COOKIES_BLOCKED);
  const name = sessionKeys.cookie();
  const before = Cookies.get(name);
  Cookies.set(name, JSON.stringify({ id: user.id }), COOKIE_OPTIONS);
  if (readPointer(browserSource) !== user.id) throw new Error(COOKIES_BLOCKED);
  try {
    // Full storage: records of other staff members who used this browser are what may go first.
    writeLocal(sessionKeys.record(user.id), JSON.stringify(user), (stale) => stale.startsWith(sessionKeys.recordPrefix()));
  } catch (error) {
    if (before === undefined) Cookies.remove(name, { path: '/' });
    else Cookies.set(name, before, COOKIE_OPTIONS);
    throw error;
  }
  return user;
}

/** The id the session cookie names, or null when there is no cookie or it does not fit. */
function readPointer(source: SessionSource): number | null {
  return parseRecord<{ id: number }>(source.cookie(sessionKeys.cookie()), POINTER)?.id ?? null;
}

/**
 * SPEC.md §4: the stored record named by the cookie, or null — silently — when either part is
 * missing, unreadable, has no usable id, or belongs to another id (a stale record must never sign
 * anyone in).
 */
export function readSession(source: SessionSource): StaffUser | null {
  try {
    const id = readPointer(source);
    if (id === null) return null;
    const user = withFallbacks(parseLenient<Read>(source.item(sessionKeys.record(id)), STAFF_USER));
    return user?.id === id ? user : null;
  } catch {
    // Storage itself can throw (disabled cookies, private mode quotas): that is "no session", not a crash.
    return null;
  }
}

/**
 * The session of this browser, restored at back-office start and on every guarded navigation.
 * A session that does not fit is removed, so the next sign-in starts clean and nothing reads it again.
 */
export function restoreSession(): StaffUser | null {
  const user = readSession(browserSource);
  if (!user) forgetStored();
  return user;
}

/** The id of the browser's session now (another tab may have changed it), without cleaning anything. */
export function storedStaffId(): number | null {
  return readSession(browserSource)?.id ?? null;
}

function forgetStored(): void {
  try {
    const cookie = browserSource.cookie(sessionKeys.cookie());
    if (cookie === undefined) return;
    const id = readPointer(browserSource);
    Cookies.remove(sessionKeys.cookie(), { path: '/' });
    if (id !== null) localStorage.removeItem(sessionKeys.record(id));
  } catch {
    // Storage that cannot be read cannot be cleaned either; it reads as no session all the same.
  }
}

/** Removes the stored session of `id` only: a tab that fell behind must not sign out whoever came after. */
export function clearSession(id: number): void {
  if (storedStaffId() !== id) return;
  Cookies.remove(sessionKeys.cookie(), { path: '/' });
  removeLocal(sessionKeys.record(id));
}
