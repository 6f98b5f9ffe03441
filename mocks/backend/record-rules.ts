import type { FieldPlan } from './values';

/**
 * What a generated record must say, given what else it says, so that every screen counts it the
 * same way (the workbench by department, the enrolment trend by owner, the lists by status):
 * - a lead in 公海 has no owner; one in someone's own pool (个人) has one;
 * - a lead someone is working on (已预约, 已到访, 已报名) is in its owner's own pool: it has an owner;
 * - a record that has an owner belongs to the owner's department; a record with a department field
 *   always names one (a 部门线索池 lead is in some department's pool).
 * demo-data.ts builds a row, asks for these changes and builds it again with them fixed (each field
 * has its own seeded stream, so the rest of the row stays as it was).
 */

/** Status labels of a record someone is working on: it has an owner. */
const WORKED = /^已(预约|到访|报名|接待)$/;
const OWN_POOL = '个人';
const SEA = '公海';

const labelOf = (plan: FieldPlan | undefined, value: unknown): string | undefined => {
  const field = plan?.field;
  const at = field?.enum?.findIndex((v) => String(v) === String(value)) ?? -1;
  return at >= 0 ? field?.enumLabels?.[at] : undefined;
};
const valueOf = (plan: FieldPlan, label: string): unknown => plan.field.enum?.[plan.field.enumLabels?.indexOf(label) ?? -1];

export interface RuleContext {
  /** A field's value drawn as if it were required (its own seeded stream). */
  draw(plan: FieldPlan): unknown;
  /** A field of another table's record (the owner's department). */
  lookup(resource: string, id: number, field: string): unknown;
}

/** The fields to set (undefined: leave empty) so the row holds together; empty when it does. */
export function ownershipChanges(plans: FieldPlan[], row: Record<string, unknown>, ctx: RuleContext): Record<string, unknown> {
  const byName = new Map(plans.map((p) => [p.field.name, p]));
  const owner = byName.get('ownerId');
  const department = byName.get('departmentId');
  if (owner?.ref?.resource !== 'bmsSystemAdmin') return {};
  const pool = byName.get('pool');
  const changes: Record<string, unknown> = {};
  const worked = WORKED.test(labelOf(byName.get('status'), row.status) ?? '');
  let poolLabel = labelOf(pool, row.pool);
  if (pool && poolLabel !== undefined && worked && poolLabel !== OWN_POOL) {
    changes.pool = valueOf(pool, OWN_POOL);
    poolLabel = OWN_POOL;
  }
  let ownerId = row.ownerId;
  if (poolLabel === SEA) ownerId = undefined;
  else if ((poolLabel === OWN_POOL || worked) && (ownerId === undefined || ownerId === null)) ownerId = ctx.draw(owner);
  if (ownerId !== row.ownerId) changes.ownerId = ownerId;
  if (department?.ref?.resource === 'bmsSystemDepartment') {
    const home = typeof ownerId === 'number' ? ctx.lookup('bmsSystemAdmin', ownerId, 'departmentId') : undefined;
    const departmentId = typeof home === 'number' ? home : (row.departmentId ?? ctx.draw(department));
    if (departmentId !== row.departmentId) changes.departmentId = departmentId;
  }
  return changes;
}
