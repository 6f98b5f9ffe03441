/** Confirmation questions of record actions, by action name (the operation's last path segment). */
export const ACTION_CONFIRMATIONS: Record<string, string> = {
  remove: '确定要删除吗？',
  audit: '确定要审核该记录吗？',
  auditIgnorePermission: '确定要越权审核该审批吗？此操作将被记录。',
  withdraw: '确定要撤回该审批吗？',
  start: '确定要启动吗？',
  pause: '确定要暂停吗？',
  resume: '确定要恢复吗？',
  stop: '确定要停止吗？停止后不可恢复。',
  publish: '确定要发布吗？',
  finish: '确定要完结吗？',
  giveUp: '确定要放弃该线索吗？放弃后将回到公海。',
  draw: '确定要领取该线索吗？',
  seaDraw: '确定要从公海领取该线索吗？',
  confirm: '确定要确认吗？',
};
