import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { effectsRefusal, type Acting } from '@/lib/record-effects';
import { appliesTo, fromLabels, stateLabel } from '@/lib/record-states';
import { actionVerb, toggleVerbs } from '../resource/action-wording';
import { isRecordOperation } from '../resource/operation-target';
import { labelField, recordLabel } from '../resource/record-label';
import type { RowIntent } from '../resource/row-actions';
import type { Row } from '../resource/row';

/** What the record's page offers to do with it next, and, for what it cannot, why. */
export interface RecordStep {
  key: string;
  /** The button's words: 编辑, 禁用, 删除, the action's summary. */
  label: string;
  intent: RowIntent;
  /** Why it cannot be done on this record now; undefined when it can. */
  reason?: string;
  destructive?: boolean;
}

const lacks = (label: string) => `当前岗位没有「${label}」的权限`;

/**
 * Every action a record's resource has, in the order staff meet them (编辑, the toggle, its own
 * actions, 删除), each offered or explained: an action whose `x-states` do not list the record's state
 * says which state it needs and which the record is in; one the position is not granted says so; one
 * only someone else on the record may take, or whose preconditions (`x-effects`) do not hold, says
 * that, in the backend's own words (`effectsRefusal`). The page then shows the whole of what can
 * happen to a record, not only what happens to be allowed.
 */
export function recordSteps(resource: ResourceMeta, record: Row, can: (permission: string) => boolean, fields: readonly FieldMeta[], acting?: Acting): RecordStep[] {
  const steps: RecordStep[] = [];
  const of = (kind: OperationMeta['kind']) => resource.operations.find((o) => o.kind === kind);
  const save = of('save');
  if (save) steps.push({ key: save.operationId, label: '编辑', intent: { type: 'edit', row: record }, reason: can(save.permission) ? undefined : lacks('编辑') });
  const able = of('able');
  if (able && 'status' in record) {
    const verbs = toggleVerbs(able);
    const enabled = Number(record.status) === 1;
    const verb = enabled ? verbs.off : verbs.on;
    const intent: RowIntent = { type: 'action', operation: able, rows: [record], preset: { status: enabled ? 0 : 1 }, verb };
    steps.push({ key: able.operationId, label: verb, intent, reason: can(able.permission) ? undefined : lacks(verb) });
  }
  for (const operation of resource.operations.filter((o) => o.kind === 'action' && o.method !== 'GET' && isRecordOperation(o))) {
    const label = operation.summary.replace(/^批量/, '');
    const states = operation.states;
    let reason = can(operation.permission) ? undefined : lacks(label);
    if (!reason && states && states !== 'any' && !appliesTo(states, record)) {
      const field = fields.find((f) => f.name === states.field);
      reason = `仅${fromLabels(states, field)}状态可以${actionVerb(operation, resource.name) ?? label}，当前为「${stateLabel(record[states.field], field)}」`;
    }
    const effects = operation.effects;
    if (!reason && typeof effects === 'object') {
      const name = labelField(fields);
      const words = { resourceName: resource.name, label: (row: Row) => recordLabel(row, name), fields, summary: operation.summary };
      reason = effectsRefusal(effects, [record], { staff: acting }, words)?.msg;
    }
    steps.push({ key: operation.operationId, label, intent: { type: 'action', operation, rows: [record] }, reason });
  }
  const remove = of('remove');
  if (remove && isRecordOperation(remove)) {
    steps.push({
      key: remove.operationId,
      label: '删除',
      intent: { type: 'action', operation: remove, rows: [record] },
      reason: can(remove.permission) ? undefined : lacks('删除'),
      destructive: true,
    });
  }
  return steps;
}
