import type { FieldMeta, ResourceMeta } from '@generated/manifest/types';
import { toWireDate, toWireDateTime } from '@/lib/date-format';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';
import { isMockKey, listState, toSearch, validateListSearch, type ListState } from './list-search';
import type { Refinement } from './refinement';
import { listOperation } from './use-resource-list';
import { isSortKey, sortableColumns, sortInForce, sortSearch } from './list-sort';

/**
 * A list's URL state checked against the spec of the screen it opens: each filter coerced to its
 * field (type, enum, range, format, maxLength) or dropped, keys that are no field of the screen
 * dropped, so nothing the spec does not declare is ever asked. The URL is then rewritten to what is
 * in force (searchInForce), so a shared link and 重试 ask what the screen shows.
 */

const INT32_MAX = 2 ** 31 - 1;

function inRange(field: FieldMeta, n: number): boolean {
  if (field.minimum !== undefined && n < field.minimum) return false;
  if (field.maximum !== undefined && n > field.maximum) return false;
  return field.format !== 'int32' || Math.abs(n) <= INT32_MAX;
}

/** One value of a field's type; `type` and bounds are the item's for an array. */
function scalarValue(field: FieldMeta, type: FieldMeta['type'] | undefined, text: string): string | undefined {
  if (field.enum) return field.enum.some((v) => String(v) === text) ? text : undefined;
  if (type === 'integer') {
    const n = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    return Number.isSafeInteger(n) && inRange(field, n) ? String(n) : undefined;
  }
  if (type === 'number') {
    const n = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    return Number.isFinite(n) && inRange(field, n) ? String(n) : undefined;
  }
  if (type === 'boolean') return text === 'true' || text === 'false' ? text : undefined;
  if (field.format === 'date') return toWireDate(text) === text ? text : undefined;
  if (field.format === 'date-time') return toWireDateTime(text) === text ? text : undefined;
  // A search box's pattern is not enforced (a partial phone number is a filter); its length is.
  return field.maxLength === undefined ? text : text.slice(0, field.maxLength);
}

/**
 * A filter's value as the spec allows it, or undefined when nothing of it is valid: its type, enum,
 * range and format, and at most `maxLength` characters (an overlong text is cut, as its input cuts
 * a paste). An array filter keeps its valid items (`1,2`).
 */
export function filterValue(field: FieldMeta, raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (field.type !== 'array') return scalarValue(field, field.type, text);
  const item: FieldMeta = { ...field, ...field.items, enum: field.enum, type: field.itemType ?? 'string' };
  const kept = text.split(/[,，、\s]+/).flatMap((part) => scalarValue(item, item.type, part) ?? []);
  return kept.length > 0 ? kept.join(',') : undefined;
}

/** The filters a screen may be asked with: each valid for its field; unknown names dropped. */
export function filtersInForce(filters: Readonly<Record<string, string>>, fields: readonly FieldMeta[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const raw = Object.hasOwn(filters, field.name) ? filters[field.name] : undefined;
    const value = raw === undefined ? undefined : filterValue(field, raw);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/** A screen's URL state as it is in force: valid filters, and paging only when its list is paged. */
export function stateInForce(state: ListState, fields: readonly FieldMeta[], paged: boolean): ListState {
  const filters = filtersInForce(state.filters, fields);
  return paged ? { ...state, filters } : { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, filters };
}

/** The URL search of a state in force, with the testers' panel keys (`mock-…`) of the raw search kept as they were. */
export function searchInForce(raw: Readonly<Record<string, unknown>>, state: ListState): Record<string, string | number | boolean> {
  const mock = Object.entries(raw).filter((e): e is [string, string | number] => isMockKey(e[0]) && (typeof e[1] === 'string' || typeof e[1] === 'number'));
  return { ...Object.fromEntries(mock), ...toSearch(state) };
}

const defined = (search: Readonly<Record<string, unknown>>) => Object.entries(search).filter(([, v]) => v !== undefined);

/** Whether two parsed searches hold the same keys and values (an undefined value is no key). */
export function sameSearch(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const left = defined(a);
  return left.length === defined(b).length && left.every(([key, value]) => Object.hasOwn(b, key) && Object.is(b[key], value));
}

export interface ScreenSearch {
  /** What the screen lists by. */
  state: ListState;
  /** The URL search that says so. */
  search: Record<string, string | number | boolean>;
  /** Whether the URL says something else and is to be replaced by `search`. */
  rewrite: boolean;
}

/**
 * A screen's state and URL from a raw parsed search (the router's `location.search`), against its
 * fields; a sort (`orderByColumn` / `isAsc`) only by a column of `sortable`, carried with the filters
 * so the list call, the URL and the export all send it.
 */
export function screenSearch(raw: Readonly<Record<string, unknown>>, fields: readonly FieldMeta[], paged: boolean, sortable: readonly string[] = []): ScreenSearch {
  const validated = listState(validateListSearch(raw));
  const inForce = stateInForce(validated, fields, paged);
  const state = { ...inForce, filters: { ...inForce.filters, ...sortSearch(sortInForce(validated.filters, sortable)) } };
  const search = searchInForce(raw, state);
  return { state, search, rewrite: !sameSearch(raw, search) };
}

/**
 * The URL keys a resource's screen reads: its list's filters (the list's query parameters besides
 * the page), and those its refinement's own screen declares (a sub-screen's id, a read's parameters).
 */
export function screenFields(resource: ResourceMeta, refinement: Refinement | undefined): { fields: FieldMeta[]; paged: boolean; sortable: readonly string[] } {
  const list = listOperation(resource);
  // The shared sort pair is read by screenSearch against `sortable`, never as a filter.
  const filters = (list?.query ?? []).filter((f) => f.name !== 'pageNum' && f.name !== 'pageSize' && !isSortKey(f.name));
  return { fields: [...filters, ...(refinement?.search?.(resource) ?? [])], paged: list?.paged === true, sortable: sortableColumns(list) };
}

/** A resource screen's state and URL from the raw search (screenSearch over screenFields). */
export function resourceSearch(raw: Readonly<Record<string, unknown>>, resource: ResourceMeta, refinement: Refinement | undefined): ScreenSearch {
  const { fields, paged, sortable } = screenFields(resource, refinement);
  return screenSearch(raw, fields, paged, sortable);
}
