import type { Admin } from '@generated/bms-system/api/model/admin';
import Cookies from 'js-cookie';
import { appConfig } from '@/lib/app-config';

/** The signed-in staff member, as the sign-in endpoint returned them. */
export type StaffUser = Admin;

/** SPEC.md §3: cookie `<product>_userInfo` holds only the id; local storage `<product>_userInfo_<id>` the record. */
export const sessionKeys = {
  cookie: () => `${appConfig.productName}_userInfo`,
  record: (id: number | string) => `${appConfig.productName}_userInfo_${id}`,
};

export function saveSession(user: StaffUser): void {
  Cookies.set(sessionKeys.cookie(), JSON.stringify({ id: user.id }), { sameSite: 'lax', path: '/' });
  localStorage.setItem(sessionKeys.record(user.id), JSON.stringify(user));
}

/** SPEC.md §4: restores the stored record; silently nothing when either part is missing or corrupt. */
export function restoreSession(): StaffUser | null {
  try {
    const cookie = Cookies.get(sessionKeys.cookie());
    if (!cookie) return null;
    const { id } = JSON.parse(cookie) as { id?: unknown };
    if (typeof id !== 'number' && typeof id !== 'string') return null;
    const stored = localStorage.getItem(sessionKeys.record(id));
    if (!stored) return null;
    const user = JSON.parse(stored) as StaffUser;
    return typeof user === 'object' && user !== null && String(user.id) === String(id) ? user : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  const current = restoreSession();
  Cookies.remove(sessionKeys.cookie(), { path: '/' });
  if (current) localStorage.removeItem(sessionKeys.record(current.id));
}
