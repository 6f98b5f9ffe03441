import { appConfig } from '@/lib/app-config';
import { removeLocal, writeLocal } from '@/lib/local-write';
import { isId, isText, parseLenient, pickLenient, type Shape } from '@/lib/stored-record';

/**
 * SPEC.md §3: the public site's user info. Only `id` is required of a sign-in answer; a missing or
 * unusable name reads as 用户 <id>, a missing avatar as none (openapi/README.md).
 */
export interface SiteUser {
  id: number;
  name: string;
  avatar?: string;
}

const SITE_USER: Shape = { id: [isId], name: [isText(200), true], avatar: [isText(2048, true), true] };

const withFallback = (read: Omit<SiteUser, 'name'> & { name?: string }): SiteUser => ({ ...read, name: read.name?.trim() || `用户 ${read.id}` });

/** Where the signed-in visitor is stored (localStorage). */
export const siteUserKey = () => `${appConfig.productName}_siteUser`;

/** Stores the visitor who just signed in; an answer without an id, or a browser that cannot keep it, fails the sign-in with a zh-CN message. */
export function saveSiteUser(answer: unknown): SiteUser {
  const read = pickLenient<SiteUser>(answer, SITE_USER);
  if (!read) throw new Error('登录结果中缺少用户编号，请稍后重试');
  const user = withFallback(read);
  writeLocal(siteUserKey(), JSON.stringify(user));
  return user;
}

/**
 * The signed-in visitor, or null. A stored value without a usable id (unreadable, huge) is no session:
 * it is removed, silently, so the visitor simply signs in again.
 */
export function readSiteUser(): SiteUser | null {
  try {
    const raw = localStorage.getItem(siteUserKey());
    const read = parseLenient<SiteUser>(raw, SITE_USER);
    if (!read && raw !== null) localStorage.removeItem(siteUserKey());
    return read && withFallback(read);
  } catch {
    // Storage itself can throw (disabled storage, private mode): that is "no session", not a crash.
    return null;
  }
}

export function clearSiteUser(): void {
  removeLocal(siteUserKey());
}
