import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from '@/lib/page-sizes';

/**
 * The list's state lives in the URL so a link reproduces the view: page, size and every filter.
 * Defaults stay out of the URL; anything malformed falls back to them instead of failing.
 * Hand-written rather than zod: route search validation runs in the entry chunk of every page.
 */
export type ListSearch = { pageNum?: number; pageSize?: PageSize } & Record<string, string | number | boolean | undefined>;

export function validateListSearch(input: Record<string, unknown>): ListSearch {
  const out: ListSearch = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'pageNum') {
      const page = Number(value);
      if (Number.isInteger(page) && page >= 1) out.pageNum = page;
    } else if (key === 'pageSize') {
      const size = Number(value);
      if (isPageSize(size)) out.pageSize = size;
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[key] = value;
    }
  }
  return out;
}

export interface ListState {
  pageNum: number;
  pageSize: PageSize;
  filters: Record<string, string>;
}

export function listState(search: ListSearch): ListState {
  const { pageNum, pageSize, ...rest } = search;
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    // `mock-scenario=…` and its kin are the testers' panel's, shared as links: never a filter for the API.
    if (value !== undefined && value !== '' && !key.startsWith('mock-')) filters[key] = String(value);
  }
  return { pageNum: pageNum ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE, filters };
}

/**
 * The URL search of a list state, without defaults. Numeric filter values go in as numbers: the
 * router JSON-quotes strings that look like numbers (`status=%220%22`), which no one wants to share.
 */
export function toSearch(state: ListState): Record<string, string | number> {
  const filters = Object.fromEntries(Object.entries(state.filters).map(([k, v]) => [k, /^-?\d{1,15}$/.test(v) ? Number(v) : v]));
  return {
    ...filters,
    ...(state.pageNum !== 1 ? { pageNum: state.pageNum } : {}),
    ...(state.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: state.pageSize } : {}),
  };
}
