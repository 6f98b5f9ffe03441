/**
 * Marks the element that holds a page drawn at build time (build/prerender-plugin.ts) inside #root:
 * the app's entry sees it and lets the route load before React's first commit replaces it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on `<html>` by the drawn page's head script when the page is not for this visit (no session
 * stored, or a screen the page was not drawn for): the drawn markup stays hidden, the scripts load at
 * once, and the app starts as on any other page.
 */
export const DRAWN_PAGE_HIDDEN_ATTRIBUTE = 'data-prerender-hidden';

/**
 * True while a page is drawn at build time (no document), and on the client while React renders the
 * page that replaces a drawn one: until that commit, the drawn markup is still in #root. A screen that
 * otherwise paints its outline first renders whole then, so that what replaces the drawn page is the
 * same page, not a smaller one that grows back.
 */
export function rendersDrawnPage(): boolean {
  if (typeof document === 'undefined') return true;
  return document.querySelector(`#root > [${PRERENDERED_ATTRIBUTE}]`) !== null && !document.documentElement.hasAttribute(DRAWN_PAGE_HIDDEN_ATTRIBUTE);
}
