import { appConfig } from '@/lib/app-config';

/** SPEC.md §3: the public site's user info. */
export interface SiteUser {
  id: number;
  name: string;
  avatar?: string;
}

const key = () => `${appConfig.productName}_siteUser`;

export function saveSiteUser(user: SiteUser): void {
  localStorage.setItem(key(), JSON.stringify(user));
}

/** The signed-in visitor, or null (also when the stored value is unreadable). */
export function readSiteUser(): SiteUser | null {
  try {
    const raw = localStorage.getItem(key());
    if (!raw) return null;
    const user = JSON.parse(raw) as SiteUser;
    return typeof user === 'object' && user !== null && user.id !== undefined ? user : null;
  } catch {
    return null;
  }
}

export function clearSiteUser(): void {
  localStorage.removeItem(key());
}
