/**
 * Who sees what (`x-scope` of a list, `x-data-scope` of a position's 数据范围; openapi/README.md
 * "Meaning"): the records a list, its export and a detail answer the signed-in staff member, as their
 * position's 数据范围 at sign-in selects them. A super administrator, a 全部 position and a list whose
 * records belong to nobody (`all`) see every record.
 */
import { loadGroup } from '@generated/manifest/index';
import type { DataScopeLevel, ListScope, OperationMeta, ScopeOpen } from '@generated/manifest/types';
import { isState } from '@/lib/record-states';
import { adminRows, signedInStaff } from './staff';
import type { MockSession, SessionStaff } from './session';
import type { MockStore, Row } from './store';
import { DEPARTMENTS } from './vocabulary';

/** The levels when the spec says nothing (the 岗位 schema's own order: 仅本人, 本部门, 本部门及下级, 全部). */
const DEFAULT_LEVELS: Readonly<Record<string, DataScopeLevel>> = { 1: 'owner', 2: 'department', 3: 'departmentTree', 4: 'all' };

let levels: Promise<Readonly<Record<string, DataScopeLevel>>> | undefined;

/** `x-data-scope` of the position's 数据范围, as the system spec declares it. */
function dataScopeLevels(): Promise<Readonly<Record<string, DataScopeLevel>>> {
  levels ??= (async () => {
    const system = await loadGroup['bms-system']?.();
    const position = system?.resources.find((r) => r.key === 'bmsSystemPosition');
    const field = position?.operations.find((o) => o.kind === 'list')?.dataFields?.find((f) => f.name === 'dataScope');
    return field?.dataScope ?? DEFAULT_LEVELS;
  })();
  return levels;
}

/** A department and every department below it (the department table as stored, else the fixed tree). */
function departmentTree(store: MockStore, root: number): Set<number> {
  const table = store.has('bmsSystemDepartment') ? (store.rows('bmsSystemDepartment', () => []) as { id: number; parentId?: unknown }[]) : DEPARTMENTS;
  const out = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of table) {
      if (!out.has(d.id) && out.has(Number(d.parentId))) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Which records of a list the staff member sees; `undefined` when they see every one. */
export interface ScopeFilter {
  /** In the staff member's scope (theirs, their department's …). */
  mine: (row: Row) => boolean;
  /** Open to them whatever their scope (a lead in 公海, in their department's pool). */
  open: ScopeOpen[];
  staff: SessionStaff;
  department?: string;
}

/** The staff member's scope over a list, or undefined when it is every record. */
export async function listScope(store: MockStore, session: MockSession | undefined, operation: OperationMeta): Promise<ScopeFilter | undefined> {
  const scope: ListScope | undefined = operation.scope;
  if (scope === undefined || scope === 'all') return undefined;
  const staff = await signedInStaff(store, session);
  if (staff.isSuper) return undefined;
  const level = staff.dataScope === undefined ? 'all' : ((await dataScopeLevels())[String(staff.dataScope)] ?? 'all');
  if (level === 'all') return undefined;
  const { owner, department } = scope;
  const open = scope.open ?? [];
  if (level === 'owner' && owner) return { mine: (row) => isState(row[owner], staff.id), open, staff, department };
  if (staff.departmentId === undefined) return { mine: () => false, open, staff, department };
  const departments = level === 'departmentTree' ? departmentTree(store, staff.departmentId) : new Set([staff.departmentId]);
  if (department) return { mine: (row) => departments.has(Number(row[department])), open, staff, department };
  if (!owner) return undefined;
  // A list that says only whose a record is: the records of the department's staff.
  const staffIn = new Set((await adminRows(store)).filter((a) => departments.has(Number(a.departmentId))).map((a) => a.id));
  return { mine: (row) => staffIn.has(Number(row[owner])), open, staff, department };
}

/** Whether an open record is open to this staff member (`within: department`: only their department's). */
function openTo(entry: ScopeOpen, row: Row, filter: ScopeFilter): boolean {
  if (!entry.in.some((value) => isState(row[entry.field], value))) return false;
  return entry.within !== 'department' || (filter.department !== undefined && isState(row[filter.department], filter.staff.departmentId ?? ''));
}

/**
 * The rows a list (or export) answers. Open records are answered when the list is asked for them by
 * their field (所在池 = 公海): a consultant's own list stays their own, and the pools are one filter away.
 */
export function scopedRows(rows: Row[], filter: ScopeFilter | undefined, query: Readonly<Record<string, unknown>>): Row[] {
  if (!filter) return rows;
  const asked = filter.open.filter((entry) => {
    const value = query[entry.field];
    const values = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
    return values.some((v) => entry.in.some((state) => isState(v, state)));
  });
  return rows.filter((row) => filter.mine(row) || asked.some((entry) => openTo(entry, row, filter)));
}

/** Whether one record is visible (a detail by id): in scope, or open to them. */
export function visible(row: Row, filter: ScopeFilter | undefined): boolean {
  return !filter || filter.mine(row) || filter.open.some((entry) => openTo(entry, row, filter));
}
