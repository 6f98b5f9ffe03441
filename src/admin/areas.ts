/** The back-office areas of SPEC.md §1, in the order staff meet them; keys are endpoint group names. */
export const ADMIN_AREAS = [
  { key: 'promote', name: '招生推广' },
  { key: 'activity', name: '招生活动' },
  { key: 'cont', name: '继续教育' },
  { key: 'personnel', name: '人事管理' },
  { key: 'statistics', name: '统计与目标' },
  { key: 'enterprise', name: '企业管理' },
  { key: 'asset', name: '资产管理' },
  { key: 'mentalTest', name: '心理测评' },
  { key: 'extension', name: '扩展功能' },
  { key: 'develop', name: '开发工具' },
  { key: 'system', name: '系统管理' },
] as const;
