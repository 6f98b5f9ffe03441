import type { Admin } from '@generated/bms-system/client/model/admin';
import Cookies from 'js-cookie';
import { appConfig } from '@/lib/app-config';
import { isBoolean, isId, isText, parseRecord, pickRecord, type Shape } from '@/lib/stored-record';

/**
 * The signed-in staff member: the fields of the sign-in answer the back office uses (header, menus,
 * permissions, re-login). Only these are kept, so what is stored and restored is exactly what is checked.
 */
export type StaffUser = Pick<Admin, 'id' | 'account' | 'name' | 'departmentId' | 'departmentName' | 'isSuper'> & Partial<Pick<Admin, 'positionId' | 'positionName' | 'avatar'>>;

/** What a stored (or answered) staff record must look like to count as a session. */
const STAFF_USER: Shape = {
  id: [isId],
  account: [isText(64)],
  name: [isText(64)],
  departmentId: [isId],
  departmentName: [isText(200, true)],
  isSuper: [isBoolean],
  positionId: [isId, true],
  positionName: [isText(200, true), true],
  avatar: [isText(2048, true), true],
};
/** The cookie holds only the id (SPEC.md §3). */
const POINTER: Shape = { id: [isId] };

/** A staff record made of the known fields of `value`, or null when it does not fit. */
export const toStaffUser = (value: unknown): StaffUser | null => pickRecord<StaffUser>(value, STAFF_USER);

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
 * Stores the session of a staff member who just signed in. The answer is checked like a stored record:
 * one that would not be restored fails the sign-in here, with a message, instead of sending the user
 * back to the sign-in page on the next navigation without saying why.
 */
export function saveSession(answer: StaffUser | Admin): StaffUser {
  const user = toStaffUser(answer);
  if (!user) throw new Error('登录结果中的用户信息不完整，请联系管理员');
  Cookies.set(sessionKeys.cookie(), JSON.stringify({ id: user.id }), { sameSite: 'lax', path: '/' });
  localStorage.setItem(sessionKeys.record(user.id), JSON.stringify(user));
  return user;
}

/** The id the session cookie names, or null when there is no cookie or it does not fit. */
function readPointer(source: SessionSource): number | null {
  return parseRecord<{ id: number }>(source.cookie(sessionKeys.cookie()), POINTER)?.id ?? null;
}

/**
 * SPEC.md §4: the stored record named by the cookie, or null — silently — when either part is
 * missing, unreadable, does not fit the record's shape, or belongs to another id (a stale record must
 * never sign anyone in).
 */
export function readSession(source: SessionSource): StaffUser | null {
  try {
    const id = readPointer(source);
    if (id === null) return null;
    const user = parseRecord<StaffUser>(source.item(sessionKeys.record(id)), STAFF_USER);
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

export function clearSession(): void {
  const current = restoreSession();
  Cookies.remove(sessionKeys.cookie(), { path: '/' });
  if (current) localStorage.removeItem(sessionKeys.record(current.id));
}
