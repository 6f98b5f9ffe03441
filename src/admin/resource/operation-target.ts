import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { appliesTo, bulkStateReason as statesReason } from '@/lib/record-states';
import type { Row } from './use-resource-list';

/** Fields of an operation's payload (form body or query). */
export function payloadFields(operation: OperationMeta): FieldMeta[] {
  return operation.bodyType === 'form' ? operation.body : operation.query;
}

/** The id part of a payload: `id` for one record, `ids` for several, as the operation declares. */
export function targetPayload(operation: OperationMeta, rows: Row[]): Record<string, unknown> {
  const names = new Set(payloadFields(operation).map((f) => f.name));
  const ids = rows.map((r) => r.id);
  if (names.has('ids')) return { ids };
  if (names.has('id')) return { id: ids[0] };
  return {};
}

/** What the user must still fill in for an operation besides the target ids. */
export function extraFields(operation: OperationMeta): FieldMeta[] {
  return payloadFields(operation).filter((f) => f.name !== 'id' && f.name !== 'ids');
}

/** Whether an operation acts on records (one or many) rather than on the whole resource. */
export function isRecordOperation(operation: OperationMeta): boolean {
  const names = payloadFields(operation).map((f) => f.name);
  return names.includes('id') || names.includes('ids');
}

/** The operation's last path segment: `audit`, `withdraw`, `able` … */
export function actionName(operation: OperationMeta): string {
  return operation.action.split('/').pop() ?? operation.action;
}

/**
 * Whether a record action applies to this record (`x-states`): its status is one the action starts
 * from. A record without the status field is not offered it; `any` and standard actions always are.
 */
export function appliesToRow(operation: OperationMeta, row: Row): boolean {
  return appliesTo(operation.states, row);
}

/**
 * Why a bulk action is off for the selected records (所选记录中有 2 条不是「待审核」状态), naming
 * the states by the list's enum labels; undefined when every selected record applies.
 */
export function bulkStateReason(operation: OperationMeta, rows: Row[], fields: FieldMeta[]): string | undefined {
  const states = operation.states;
  if (!states || states === 'any') return undefined;
  return statesReason(
    states,
    rows,
    fields.find((f) => f.name === states.field),
  );
}
