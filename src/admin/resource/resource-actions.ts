import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { ALWAYS_ALLOWED } from '../permissions';
import { isRecordOperation } from './operation-target';

/** An action declared to act on another resource's record (`x-effects.on`: 预约 on a lead) is offered on that record's rows instead. */
function actsOnAnother(operation: OperationMeta): boolean {
  return typeof operation.effects === 'object' && operation.effects.on !== undefined;
}

/**
 * A resource's own named actions that take no record: 提交申请 (approvalFlow/apply), 抽奖 … — actions
 * whose form is made of the resource's own fields (so what they send becomes, or acts on, records of it).
 * The screen offers them in its toolbar beside 新增, so they are in reach.
 * One's own account actions (`self`: 切换部门) and sign-in (`public`) are not the resource's, nor are
 * utilities whose form names no field of its records (a file to parse, a cache key of another table).
 */
export function resourceActions(resource: ResourceMeta, can: (permission: string) => boolean): OperationMeta[] {
  const fields = new Set((resource.operations.find((o) => o.kind === 'list' && o.paged)?.dataFields ?? []).map((f) => f.name));
  return resource.operations.filter(
    (o) =>
      o.kind === 'action' &&
      o.method !== 'GET' &&
      o.bodyType === 'form' &&
      !ALWAYS_ALLOWED.has(o.permission) &&
      !isRecordOperation(o) &&
      !actsOnAnother(o) &&
      o.body.length > 0 &&
      o.body.every((f) => fields.has(f.name)) &&
      can(o.permission),
  );
}
