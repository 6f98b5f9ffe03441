import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from '@/lib/page-sizes';

/**
 * The list's state lives in the URL so a link reproduces the view: page, size and every filter.
 * Defaults stay out of the URL; anything malformed falls back to them instead of failing.
 */
export const listSearchSchema = z
  .object({
    pageNum: z.coerce.number().int().min(1).optional().catch(undefined),
    pageSize: z.coerce.number().refine(isPageSize).optional().catch(undefined),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined));

export type ListSearch = z.infer<typeof listSearchSchema>;

export interface ListState {
  pageNum: number;
  pageSize: PageSize;
  filters: Record<string, string>;
}

export function listState(search: ListSearch): ListState {
  const { pageNum, pageSize, ...rest } = search;
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') filters[key] = String(value);
  return { pageNum: pageNum ?? 1, pageSize: (pageSize as PageSize | undefined) ?? DEFAULT_PAGE_SIZE, filters };
}

/** The URL search of a list state, without defaults. */
export function toSearch(state: ListState): Record<string, string | number> {
  return {
    ...state.filters,
    ...(state.pageNum !== 1 ? { pageNum: state.pageNum } : {}),
    ...(state.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: state.pageSize } : {}),
  };
}
