import type { OperationMeta } from '@generated/manifest/types';
import type { Row } from './row';

/**
 * Who may act (openapi/README.md, "Meaning"): an action only one person on the record may take — 撤回
 * by its applicant (`applicantId`), 审核 by its current approver (`currentApproverId`). The back office
 * offers it only to them; the backend refuses anyone else, naming the record.
 */
export const actorOf = (operation: OperationMeta): string | undefined => operation.actor?.field;

/** Whether the signed-in staff member (`me`, their id) may take the action on this record. */
export function mayAct(operation: OperationMeta, row: Row, me: number | undefined): boolean {
  const field = actorOf(operation);
  if (field === undefined) return true;
  return me !== undefined && String(row[field] ?? '') === String(me);
}
