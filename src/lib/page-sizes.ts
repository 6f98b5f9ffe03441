/** SPEC.md §9: the page sizes every list offers, kept here so pagers and URL schemas agree. */
export const PAGE_SIZES = [15, 30, 60, 100, 200, 400, 600, 800, 1000] as const;

export type PageSize = (typeof PAGE_SIZES)[number];

/** SPEC.md §9: the size a list starts with (and the one left out of the URL). */
export const DEFAULT_PAGE_SIZE = 15 as const satisfies PageSize;

/** Narrows a value read from the URL or storage; anything else should fall back to the default. */
export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}
