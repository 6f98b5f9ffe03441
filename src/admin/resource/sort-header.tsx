import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { ariaSort, nextSort, sortHint, type ListSort } from './list-sort';

/** A list's sort as its table takes it: the columns the backend sorts by, the sort in force, and a change. */
export interface TableSorting {
  sortable: readonly string[];
  sort: ListSort | undefined;
  onChange: (next: ListSort | undefined) => void;
}

/** `aria-sort` of a header: only on a column that sorts (a header that cannot sort says nothing). */
export const headerAriaSort = (sorting: TableSorting | undefined, column: string) => (sorting?.sortable.includes(column) ? ariaSort(sorting.sort, column) : undefined);

/**
 * A sortable column's header: a button cycling 升序 → 降序 → 不排序. Its name is the column's
 * title and what a click does next, so a screen reader hears both; `aria-sort` on the `<th>` says
 * the sort in force.
 */
export function SortHeader({ sorting, column, children }: { sorting: TableSorting; column: string; children: ReactNode }) {
  const state = ariaSort(sorting.sort, column);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      onClick={() => sorting.onChange(nextSort(sorting.sort, column))}
    >
      {children}
      <span className="sr-only">（点击{sortHint(sorting.sort, column)}）</span>
      <Icon aria-hidden className={state === 'none' ? 'size-3.5 opacity-40' : 'size-3.5'} />
    </button>
  );
}
