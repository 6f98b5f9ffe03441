/**
 * Marks the element that holds a page drawn at build time (build/prerender-plugin.ts) inside #root:
 * the app's entry sees it and lets the route load before React's first commit replaces it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
