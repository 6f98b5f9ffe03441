/**
 * A list's sort as the URL holds it: the `orderByColumn` / `isAsc` pair the backend takes
 * (openapi/_shared.yaml), validated like the other list state: a column the list does not declare
 * sortable (`x-sortable`) is dropped, a malformed direction reads as ascending.
 */

export type SortDir = 'asc' | 'desc';

export interface ListSort {
  column: string;
  dir: SortDir;
}

export const SORT_KEYS = ['orderByColumn', 'isAsc'] as const;

export const isSortKey = (key: string): boolean => (SORT_KEYS as readonly string[]).includes(key);

/** The sort a raw URL search asks, if its column is one of `sortable`. */
export function sortInForce(raw: Readonly<Record<string, unknown>>, sortable: readonly string[]): ListSort | undefined {
  const column = raw.orderByColumn;
  if (typeof column !== 'string' || !sortable.includes(column)) return undefined;
  return { column, dir: raw.isAsc === 'desc' ? 'desc' : 'asc' };
}

/** The URL keys (and API query) of a sort; none when unsorted. */
export function sortSearch(sort: ListSort | undefined): { orderByColumn?: string; isAsc?: SortDir } {
  return sort ? { orderByColumn: sort.column, isAsc: sort.dir } : {};
}

/** A header click: 升序 → 降序 → 不排序 on its own column; another column starts at 升序. */
export function nextSort(current: ListSort | undefined, column: string): ListSort | undefined {
  if (current?.column !== column) return { column, dir: 'asc' };
  return current.dir === 'asc' ? { column, dir: 'desc' } : undefined;
}

export function ariaSort(current: ListSort | undefined, column: string): 'ascending' | 'descending' | 'none' {
  if (current?.column !== column) return 'none';
  return current.dir === 'asc' ? 'ascending' : 'descending';
}

/** What a header's button says it will do next, for its accessible name. */
export function sortHint(current: ListSort | undefined, column: string): string {
  const next = nextSort(current, column);
  return next === undefined ? '取消排序' : next.dir === 'asc' ? '升序' : '降序';
}

/** The sort keys of a state's filters, alone (kept across a new search). */
export function sortOf(filters: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => isSortKey(key)));
}

/**
 * A list operation's `x-sortable` columns. Read through a structural type: `OperationMeta.sortable`
 * (scripts/manifest-types.ts) reaches generated/manifest/types.ts with the next `npm run gen`.
 */
export const sortableColumns = (operation: object | undefined): readonly string[] => (operation as { sortable?: readonly string[] } | undefined)?.sortable ?? [];
