/**
 * Data belongs to one identity (ARCHITECTURE.md): the one place that knows "the identity changed".
 *
 * Every cache or store that holds what a signed-in person fetched or chose registers a way to forget it
 * here (`ownedByIdentity`). When the identity a tab shows changes (a sign-out, a sign-in as someone else,
 * a re-login as another account), everything registered is cleared synchronously, before anything of the
 * new identity renders. `identity.test.ts` scans the code for stores and fails for one that neither
 * registers nor says why it holds nothing personal.
 *
 * A tab can also fall behind the browser: another tab signs in as someone else, or signs out, and the
 * shared cookie and storage now name another identity than the one this tab shows. `staleIdentity()` tells
 * (the call layer asks before every call, so a stale tab never writes), and `watchStoredIdentity` hears of
 * it through the `storage` event and when the tab comes back into view.
 */
export type IdentityArea = 'admin' | 'site';
/** A person's id, or null for "nobody signed in". */
export type IdentityId = number | null;

export interface StaleIdentity {
  area: IdentityArea;
  shown: number;
  stored: IdentityId;
}

const owners = new Map<string, () => void>();
const shown = new Map<IdentityArea, IdentityId>();
const readers = new Map<IdentityArea, () => IdentityId>();
const staleHandlers = new Map<IdentityArea, (stale: StaleIdentity) => void>();

/** Registers a cache or store of personal data: `forget` empties it. One name, one owner (re-registering replaces). */
export function ownedByIdentity(name: string, forget: () => void): void {
  owners.set(name, forget);
}

/** The names registered so far (for tests and the console). */
export function identityOwners(): string[] {
  return [...owners.keys()];
}

/** Empties every registered cache and store. A failing owner does not keep the others from forgetting. */
export function forgetEverything(): void {
  for (const [name, forget] of owners) {
    try {
      forget();
    } catch (error) {
      console.error(`[identity] ${name} could not forget`, error);
    }
  }
}

/**
 * Declares who this tab now shows in an area. The first declaration of a page load adopts what is there
 * (it was fetched for this same person); any later change of id, sign-out included, forgets everything.
 */
export function setIdentity(area: IdentityArea, id: IdentityId): void {
  const before = shown.get(area);
  shown.set(area, id);
  if (before !== undefined && before !== id) forgetEverything();
}

export function shownIdentity(area: IdentityArea): IdentityId | undefined {
  return shown.get(area);
}

/** How an area reads the identity the browser holds now (its cookie and stored record). */
export function setStoredIdentityReader(area: IdentityArea, read: () => IdentityId): void {
  readers.set(area, read);
}

/**
 * An area whose tab shows a signed-in person while the browser now holds another (or nobody).
 * A tab showing nobody (a sign-in page) is never stale: it is about to declare who signs in.
 */
export function staleIdentity(): StaleIdentity | undefined {
  for (const [area, id] of shown) {
    const read = readers.get(area);
    if (id === null || !read) continue;
    const stored = read();
    if (stored !== id) return { area, shown: id, stored };
  }
  return undefined;
}

/** What an area does when its tab is found stale (tell the person, reload into the browser's identity). */
export function onStaleIdentity(area: IdentityArea, handle: (stale: StaleIdentity) => void): () => void {
  staleHandlers.set(area, handle);
  return () => {
    if (staleHandlers.get(area) === handle) staleHandlers.delete(area);
  };
}

/** Checks now; true (and the area's handler called) when this tab has fallen behind. */
export function checkIdentity(): boolean {
  const stale = staleIdentity();
  if (!stale) return false;
  forgetEverything();
  staleHandlers.get(stale.area)?.(stale);
  return true;
}

/**
 * Hears of sign-ins and sign-outs in other tabs: the `storage` event fires in every other tab of the
 * origin when one writes local storage (a sign-in writes the record, a sign-out removes it), and a tab
 * coming back into view checks too (a cookie alone changes without an event).
 */
const checkNow = () => void checkIdentity();
const checkWhenVisible = () => void (document.visibilityState === 'visible' && checkIdentity());

export function watchStoredIdentity(): () => void {
  // A page drawn at build time (src/app/prerender.tsx) has no other tabs to hear of.
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('storage', checkNow);
  window.addEventListener('focus', checkNow);
  document.addEventListener('visibilitychange', checkWhenVisible);
  return () => {
    window.removeEventListener('storage', checkNow);
    window.removeEventListener('focus', checkNow);
    document.removeEventListener('visibilitychange', checkWhenVisible);
  };
}

/** Said in a tab whose person signed out in another tab (back office and site alike). */
export const SIGNED_OUT_ELSEWHERE = '已在其他窗口退出登录，请重新登录';

const noticeKey = 'eduweb_identity_notice';

/**
 * A notice for the page a reload is about to bring (a toast would vanish with this page). Kept in
 * session storage: it belongs to this tab only and is read once.
 */
export function carryNotice(text: string): void {
  try {
    sessionStorage.setItem(noticeKey, text);
  } catch {
    // No session storage: the reload still happens, without its explanation.
  }
}

export function takeCarriedNotice(): string | undefined {
  try {
    const text = sessionStorage.getItem(noticeKey);
    sessionStorage.removeItem(noticeKey);
    return text ?? undefined;
  } catch {
    return undefined;
  }
}
