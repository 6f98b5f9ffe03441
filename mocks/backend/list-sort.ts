import type { Row } from './store';

/**
 * The `orderByColumn` / `isAsc` pair of these RuoYi-style backends, as the mock backend answers it:
 * only a column the list declares sortable (its `x-sortable`), stable so equal rows keep the table's
 * order, and rows without a value last whichever the direction (as MySQL's `ORDER BY … IS NULL`
 * idiom the real backend uses). The backend also takes Element UI's `ascending` / `descending`.
 */

const DIRECTIONS: Readonly<Record<string, 1 | -1>> = { asc: 1, ascending: 1, desc: -1, descending: -1 };

// zh-CN collation: names sort by pinyin as staff expect of 姓名, not by UTF-16 code unit.
const collator = new Intl.Collator('zh-CN', { numeric: true });

const blank = (value: unknown) => value === undefined || value === null || value === '';

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export type SortResult = { rows: Row[] } | { error: string };

/**
 * The rows in the order a list query asks, or the zh-CN refusal (code 40000 at the caller) for a
 * column that is not declared sortable, named by its label when the list has one.
 */
export function sortRows(rows: readonly Row[], query: Readonly<Record<string, unknown>>, sortable: readonly string[], labels: ReadonlyMap<string, string>): SortResult {
  const column = query.orderByColumn;
  if (column === undefined || column === '') return { rows: [...rows] };
  const name = String(column);
  if (!sortable.includes(name)) return { error: `不支持按「${labels.get(name) ?? name}」排序` };
  const raw = query.isAsc;
  const dir = raw === undefined || raw === '' ? 1 : Object.hasOwn(DIRECTIONS, String(raw)) ? DIRECTIONS[String(raw)] : undefined;
  if (dir === undefined) return { error: '排序方向只能是 asc 或 desc' };
  const sorted = rows.toSorted((x, y) => {
    const a = x[name];
    const b = y[name];
    if (blank(a) || blank(b)) return Number(blank(a)) - Number(blank(b));
    return dir * compare(a, b);
  });
  return { rows: sorted };
}

/**
 * The sort pair of a request's URL. Read beside the declared parameters rather than through them:
 * the pair is the shared one of openapi/_shared.yaml, the same on every list and its export.
 */
export function sortQuery(request: Request): { orderByColumn?: string; isAsc?: string } {
  const params = new URL(request.url).searchParams;
  return { orderByColumn: params.get('orderByColumn') ?? undefined, isAsc: params.get('isAsc') ?? undefined };
}

/** The zh-CN labels of a list's record fields, for a refusal that names the column. */
export const fieldLabels = (fields: readonly { name: string; label?: string }[]) => new Map(fields.flatMap((f) => (f.label ? [[f.name, f.label] as const] : [])));

/**
 * A list operation's `x-sortable` columns. Read through a structural type: `OperationMeta.sortable`
 * (scripts/manifest-types.ts) reaches generated/manifest/types.ts with the next `npm run gen`.
 */
export const sortableColumns = (operation: object | undefined): readonly string[] => (operation as { sortable?: readonly string[] } | undefined)?.sortable ?? [];
