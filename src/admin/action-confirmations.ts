/**
 * The question the resource screens ask under an action dialog's title (the title names the action
 * and the record: 删除管理员「张三」？), keyed by the action's last path segment, e.g.
 * `…/system/approvalFlow/withdraw` → `withdraw`. Entries say what the action cannot undo or whom it
 * affects; an action missing here asks the generic 确定要<动作>吗？ (src/admin/resource/action-wording.ts).
 *
 * @example
 * const text = actionConfirmation(operation.action) ?? `确定要${verb}吗？`;
 */
export const ACTION_CONFIRMATIONS: Readonly<Record<string, string>> = {
  remove: '删除后无法恢复，确定要删除吗？',
  // Approval flows (SPEC.md §4, §6).
  audit: '确定要提交审核结果吗？',
  auditIgnorePermission: '越权审核不受当前审批人限制，并会在审批记录中标记为越权审核。确定要继续吗？',
  withdraw: '确定要撤回该审批吗？',
  // Clues and assets.
  giveUp: '确定要放弃该线索吗？放弃后线索将退回公海。',
  draw: '确定要领取该线索吗？',
  seaDraw: '确定要从公海领取该线索吗？',
  confirm: '确定要确认领用吗？',
  recycle: '确定要回收该资产吗？',
  cancel: '确定要取消报名吗？',
  // Outbound-call tasks.
  start: '确定要开始吗？',
  pause: '确定要暂停吗？',
  resume: '确定要恢复吗？',
  stop: '确定要结束吗？结束后无法再次开始。',
  // Reviews and other one-way state changes.
  publish: '确定要发布吗？发布后相关人员即可看到。',
  finish: '确定要完结吗？完结后不能再修改。',
  redo: '确定要打回重做吗？',
  verify: '确定要核销该订单吗？',
  grant: '确定要发放奖品吗？',
  // System administration.
  resetPassword: '确定要重置该管理员的密码吗？',
  handOver: '确定要进行工作交接吗？交接后原负责人的数据将转给接收人。',
  restore: '确定要恢复默认值吗？当前配置将被覆盖。',
  refreshCache: '确定要刷新缓存吗？',
  refresh: '确定要刷新统计缓存吗？',
  execute: '确定要执行数据修复吗？该操作会直接修改数据。',
  sync: '确定要立即同步吗？',
  sendTemplate: '确定要群发该模板消息吗？',
};

/** The project's question for an action (its name or its full path), or undefined for the generic one. */
export function actionConfirmation(action: string): string | undefined {
  const name = action.split('/').pop() ?? action;
  return Object.hasOwn(ACTION_CONFIRMATIONS, name) ? ACTION_CONFIRMATIONS[name] : undefined;
}
