import { appConfig } from '@/lib/app-config';
import { isId, isText, parseRecord, pickRecord, type Shape } from '@/lib/stored-record';

/** SPEC.md §3: the public site's user info. */
export interface SiteUser {
  id: number;
  name: string;
  avatar?: string;
}

/**
 * What a stored visitor must look like to count as signed in. The name may be blank: the sign-in
 * answer allows it (the header then shows an empty initial), and refusing it would lock such visitors out.
 */
const SITE_USER: Shape = { id: [isId], name: [isText(200, true)], avatar: [isText(2048, true), true] };

/** Where the signed-in visitor is stored (localStorage). */
export const siteUserKey = () => `${appConfig.productName}_siteUser`;

/** Stores the visitor who just signed in; an answer that would not be restored fails the sign-in instead. */
export function saveSiteUser(answer: SiteUser): SiteUser {
  const user = pickRecord<SiteUser>(answer, SITE_USER);
  if (!user) throw new Error('登录结果中的用户信息不完整，请稍后重试');
  localStorage.setItem(siteUserKey(), JSON.stringify(user));
  return user;
}

/**
 * The signed-in visitor, or null. A stored value that does not fit (unreadable, wrong fields, huge) is
 * no session: it is removed, silently, so the visitor simply signs in again.
 */
export function readSiteUser(): SiteUser | null {
  try {
    const raw = localStorage.getItem(siteUserKey());
    const user = parseRecord<SiteUser>(raw, SITE_USER);
    if (!user && raw !== null) localStorage.removeItem(siteUserKey());
    return user;
  } catch {
    // Storage itself can throw (disabled storage, private mode): that is "no session", not a crash.
    return null;
  }
}

export function clearSiteUser(): void {
  try {
    localStorage.removeItem(siteUserKey());
  } catch {
    // Nothing stored can be read either.
  }
}
