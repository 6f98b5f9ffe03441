import type { FieldMeta, GroupMeta, OperationMeta } from '@generated/manifest/types';
import { offeredOn, type Acting } from '@/lib/record-effects';
import type { Row } from './row';

/**
 * What the screens derive from an action's `x-effects` (openapi/README.md, "Meaning"): where it is
 * offered (only on records its `requires` and `actor` allow: 从公海领取 on a lead in 公海), the actions
 * of other resources that act on this resource's records through a reference (`on`: 申请预约到访 on a
 * lead's row, its 线索 filled), and which lists a success changed (to fetch them again).
 */

/** Whether the signed-in staff member is offered the action on this record (its preconditions and actor). */
export function effectsAllow(operation: OperationMeta, row: Row, acting: Acting | undefined): boolean {
  return offeredOn(operation.effects, row, acting);
}

/**
 * Actions of the group's other resources that act on a record of `resourceKey` named by a reference
 * in their form (`x-effects.on`), that the user may run: offered on this resource's rows.
 */
export function actionsOnRecords(group: GroupMeta, resourceKey: string, can: (permission: string) => boolean): OperationMeta[] {
  return group.resources.flatMap((r) =>
    r.operations.filter((o) => o.kind === 'action' && o.method !== 'GET' && typeof o.effects === 'object' && o.effects.on?.resource === resourceKey && can(o.permission)),
  );
}

/** The form values an `on` action takes from the record it is offered on (its reference filled, not asked). */
export function presetFor(operation: OperationMeta, row: Row): Record<string, unknown> | undefined {
  const on = typeof operation.effects === 'object' ? operation.effects.on : undefined;
  return on ? { [on.field]: row.id } : undefined;
}

/** The resources whose records an action changes besides its own: the one it acts on, writes into and updates. */
export function touchedResources(operation: OperationMeta | undefined): string[] {
  const effects = operation?.effects;
  if (typeof effects !== 'object') return [];
  return [
    ...new Set(
      [effects.on?.resource, ...(effects.writes ?? []).map((w) => w.resource), ...(effects.updates ?? []).map((u) => u.resource)].filter((key): key is string => Boolean(key)),
    ),
  ];
}

/**
 * Why a bulk action is off for the selected records by its `x-effects` (所选记录中有 2 条不能执行「从公海领取」
 * （所在池不符）), or undefined when its preconditions and actor hold for every one of them.
 */
export function bulkEffectsReason(operation: OperationMeta, rows: readonly Row[], acting: Acting | undefined, fields: readonly FieldMeta[]): string | undefined {
  const effects = operation.effects;
  if (typeof effects !== 'object') return undefined;
  const refused = rows.filter((row) => !offeredOn(effects, row, acting));
  if (refused.length === 0) return undefined;
  const names = [...new Set([...(effects.actor ? [effects.actor.field] : []), ...(effects.requires ?? []).map((c) => c.field)])];
  const titles = names.map((name) => fields.find((f) => f.name === name)?.title ?? name);
  const action = operation.summary.trim().replace(/^批量/, '');
  return `所选记录中有 ${refused.length} 条不能执行「${action}」（${titles.join('、')}不符）`;
}
