import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from '@/lib/page-sizes';

/**
 * The list's state lives in the URL so a link reproduces the view: page, size and every filter.
 * Defaults stay out of the URL; anything malformed falls back to them instead of failing.
 * Hand-written rather than zod: route search validation runs in the entry chunk of every page.
 * Which filters a screen takes, and of what type, is its spec's to say (url-state.ts): this part
 * knows no resource, only the paging every list shares and that a filter is one plain value.
 */
export type ListSearch = { pageNum?: number; pageSize?: PageSize } & Record<string, string | number | boolean | undefined>;

/** The spec's page number: an int32 from 1 (openapi/_shared.yaml, PageNum). */
const MAX_PAGE_NUM = 2 ** 31 - 1;

const pageNumber = (value: unknown): number | undefined => {
  const page = typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) : Number.NaN;
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NUM ? page : undefined;
};

/**
 * Every key of the input, its value kept when valid and `undefined` when not: the router merges
 * what this returns over the raw search (`{...raw, ...validated}`), so a key left out would keep its
 * raw value (`pageSize=1000000000`) in the route's search and reach the API.
 */
export function validateListSearch(input: Record<string, unknown>): ListSearch {
  const out: ListSearch = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'pageNum') out.pageNum = pageNumber(value);
    else if (key === 'pageSize') {
      const size = Number(value);
      out.pageSize = isPageSize(size) ? size : undefined;
    } else out[key] = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
  }
  return out;
}

/** `mock-scenario=…` and its kin are the testers' panel's, shared as links: never a filter for the API. */
export const isMockKey = (key: string) => key.startsWith('mock-');

export interface ListState {
  pageNum: number;
  pageSize: PageSize;
  filters: Record<string, string>;
}

export function listState(search: ListSearch): ListState {
  const { pageNum, pageSize, ...rest } = search;
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (plain && value !== '' && !isMockKey(key)) filters[key] = String(value);
  }
  return { pageNum: pageNumber(pageNum) ?? 1, pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE, filters };
}

/** A filter value as the URL holds it: a number or a boolean where it reads back as the same text. */
function urlValue(text: string): string | number | boolean {
  if (text === 'true' || text === 'false') return text === 'true';
  return /^-?\d{1,15}$/.test(text) && String(Number(text)) === text ? Number(text) : text;
}

/**
 * The URL search of a list state, without defaults. Numeric and boolean filter values go in as
 * such: the router JSON-quotes strings that look like them (`status=%220%22`), which no one wants to
 * share. Only those that read back as the same text: `0123` (a code, a phone prefix) stays a string.
 */
export function toSearch(state: ListState): Record<string, string | number | boolean> {
  const filters = Object.fromEntries(Object.entries(state.filters).map(([k, v]) => [k, urlValue(v)]));
  return {
    ...filters,
    ...(state.pageNum !== 1 ? { pageNum: state.pageNum } : {}),
    ...(state.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: state.pageSize } : {}),
  };
}
