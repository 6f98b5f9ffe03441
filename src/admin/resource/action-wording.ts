import type { OperationMeta } from '@generated/manifest/types';
import { actionConfirmation } from '@/admin/action-confirmations';

/** An operation's summary without a leading 批量: the same words for one record and for many. */
const plainSummary = (operation: OperationMeta) => operation.summary.trim().replace(/^批量/, '');

/**
 * The verb of an action on a resource, when its summary is verb + resource name (删除管理员 → 删除,
 * 撤销临时授权 → 撤销, 审核审批流程 → 审核); 删除 for any removal. Undefined when the summary says
 * something else (重置密码, 工作交接): the wording then quotes the summary as it is.
 */
export function actionVerb(operation: OperationMeta, resourceName: string): string | undefined {
  const summary = plainSummary(operation);
  if (summary.endsWith(resourceName) && summary.length > resourceName.length) return summary.slice(0, -resourceName.length).trim();
  return operation.kind === 'remove' ? '删除' : undefined;
}

/**
 * The two verbs of an able/enable toggle, from its summary 启用或禁用管理员 / 上架或下架课程 /
 * 开放或关闭招聘岗位 (the spec names the switching-on verb first): { on: 启用, off: 禁用 }.
 */
export function toggleVerbs(operation: OperationMeta): { on: string; off: string } {
  const match = /^(\S+?)或(.*)$/.exec(plainSummary(operation));
  const on = match?.[1];
  const off = on && match[2]?.slice(0, on.length);
  return on && off ? { on, off } : { on: '启用', off: '禁用' };
}

export interface ActionWording {
  /** The dialog's title: the action and the record(s) it acts on. */
  title: string;
  /** The question under it, in the words staff know (确定要删除吗？). */
  question: string;
  /** The success toast: what happened. */
  done: string;
}

/**
 * What an action dialog says: 禁用管理员「张三」？ / 删除选中的 3 条管理员？, 确定要禁用吗？, and 已禁用.
 * `labels` are the names of the records acted on; `verb` overrides the one read from the summary
 * (a toggle's verb depends on the record's current status).
 */
export function actionWording(operation: OperationMeta, resourceName: string, labels: string[], verb = actionVerb(operation, resourceName)): ActionWording {
  const target = labels.length === 1 ? `${resourceName}「${labels[0] ?? ''}」` : `选中的 ${labels.length} 条${resourceName}`;
  const known = actionConfirmation(operation.action);
  const count = labels.length > 1 ? ` ${labels.length} 条` : '';
  if (verb) {
    return { title: `${verb}${target}？`, question: known ?? `确定要${verb}吗？`, done: `已${verb}${count}` };
  }
  const summary = plainSummary(operation);
  return { title: `${summary}：${target}`, question: known ?? `确定要${summary}吗？`, done: `${summary}成功` };
}
