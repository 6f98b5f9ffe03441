import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { formatDateTime } from '@/lib/date-format';
import { nextState, stateRefusalMessage } from '@/lib/record-states';
import { REFUSAL_CODES } from './contract';
import type { Row } from './store';

const PAGING = new Set(['pageNum', 'pageSize']);
const DATE_TIME_FIELDS = ['createTime', 'updateTime', 'publishTime'];

function dateField(row: Row): string | undefined {
  return DATE_TIME_FIELDS.find((f) => typeof row[f] === 'string');
}

function matches(row: Row, name: string, value: unknown, fields: Map<string, FieldMeta>): boolean {
  if (name === 'keyword') {
    const needle = String(value).toLowerCase();
    return Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(needle));
  }
  if (name === 'startDate' || name === 'endDate') {
    const field = dateField(row);
    if (!field) return true;
    const day = String(row[field]).slice(0, 10);
    return name === 'startDate' ? day >= String(value) : day <= String(value);
  }
  const values = Array.isArray(value) ? value : [value];
  // `ids` (the shared ListIds): just these records, e.g. the labels a screen looks up in one call.
  if (name === 'ids') return values.some((v) => String(v) === String(row.id));
  // Own fields only: a filter named like an inherited member (`constructor`, `toString`) is no column.
  // A field of the record that this one leaves empty matches no value (a follow-up of no lead is no
  // lead's); a name that is no field of the record filters nothing.
  if (!Object.hasOwn(row, name)) return !fields.has(name);
  const actual = row[name];
  // A record holding several references (`courseIds`) matches a filter naming any of them.
  if (Array.isArray(actual)) return values.some((v) => actual.some((item) => String(item) === String(v)));
  const field = fields.get(name);
  // Free text filters match by substring, as staff expect of a search box; codes and ids match exactly.
  if (field?.type === 'string' && !field.enum && !field.format && !name.endsWith('Id')) {
    return values.some((v) => String(actual ?? '').includes(String(v)));
  }
  return values.some((v) => String(v) === String(actual));
}

/** A query's filters: every param but paging that has a value. */
function activeFilters(query: Record<string, unknown>): [string, unknown][] {
  return Object.entries(query).filter(([name, value]) => !PAGING.has(name) && value !== undefined && value !== '');
}

/** Whether a list query filters anything (paging alone does not). */
export function hasFilters(query: Record<string, unknown>): boolean {
  return activeFilters(query).length > 0;
}

/** The rows a list/export query selects. */
export function filterRows(rows: Row[], query: Record<string, unknown>, operation: OperationMeta): Row[] {
  const fields = new Map((operation.dataFields ?? []).map((f) => [f.name, f]));
  const filters = activeFilters(query);
  return filters.length === 0 ? rows : rows.filter((row) => filters.every(([name, value]) => matches(row, name, value, fields)));
}

/** The rows [start, end) a list query asks for. */
export function pageRange(query: Record<string, unknown>): { start: number; end: number } {
  const pageSize = Math.min(Math.max(Number(query.pageSize) || 15, 1), 1000);
  const pageNum = Math.max(Number(query.pageNum) || 1, 1);
  return { start: (pageNum - 1) * pageSize, end: pageNum * pageSize };
}

export function paginate(rows: Row[], query: Record<string, unknown>): { pageList: Row[]; total: number } {
  const { start, end } = pageRange(query);
  return { pageList: rows.slice(start, end), total: rows.length };
}

const OWNER_PARAMS = ['ownerId', 'toAdminId', 'adminId', 'employeeId', 'teacherId'];

/** The status field an action's `x-states` names, as the list declares it (its enum labels name states). */
function stateField(operation: OperationMeta, fields: FieldMeta[]): FieldMeta | undefined {
  const states = operation.states;
  return states && states !== 'any' ? fields.find((f) => f.name === states.field) : undefined;
}

/** A state as the row's field holds it: text for a text field, else the declared value. */
function stored(field: FieldMeta | undefined, value: string | number): unknown {
  return field?.type === 'string' ? String(value) : value;
}

export interface StateRefusal {
  code: number;
  msg: string;
}

/**
 * Why a named action may not run on these records, or undefined when it may (all or nothing: one
 * record in the wrong state refuses the whole call). `x-states` decides: every record's `field` must be
 * in `from` (当前状态为「已驳回」，不能执行「审核」), and a `toByParam` action needs a parameter value
 * that leads somewhere. `any` or no states: always allowed.
 */
export function stateRefusal(operation: OperationMeta, targets: Row[], params: Record<string, unknown>, fields: FieldMeta[]): StateRefusal | undefined {
  const states = operation.states;
  if (!states || states === 'any') return undefined;
  const msg = stateRefusalMessage(states, targets, operation.summary, stateField(operation, fields));
  if (msg) return { code: REFUSAL_CODES.stateConflict, msg };
  const next = nextState(states, params);
  if (next && 'missing' in next) {
    const param = [...operation.query, ...operation.body].find((f) => f.name === next.missing);
    return { code: REFUSAL_CODES.invalid, msg: `「${param?.title ?? next.missing}」的值不正确` };
  }
  return undefined;
}

/**
 * The change a named action makes to a record (once stateRefusal has allowed it): its `x-states`
 * field moved to `to` (or to the value `toByParam` names for the parameter sent), and an owner the
 * action assigns (分配, 转移) set.
 */
export function applyAction(operation: OperationMeta, row: Row, params: Record<string, unknown>, fields: FieldMeta[], options: { declared?: boolean } = {}): Row {
  const next: Row = { ...row };
  if (Object.hasOwn(row, 'updateTime') || fields.some((f) => f.name === 'updateTime')) next.updateTime = formatDateTime(new Date());
  // An action that declares its effects (x-effects) sets its owner itself: no guessing from parameter names.
  for (const key of options.declared ? [] : OWNER_PARAMS) {
    if (params[key] !== undefined) next[key === 'toAdminId' ? (Object.hasOwn(row, 'ownerId') ? 'ownerId' : 'adminId') : key] = params[key];
  }
  const states = operation.states;
  if (states && states !== 'any') {
    const state = nextState(states, params);
    if (state && 'value' in state) next[states.field] = stored(stateField(operation, fields), state.value);
  }
  return next;
}
