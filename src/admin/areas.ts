/**
 * The back-office areas of SPEC.md §1 in the order staff meet them, each with the endpoint groups
 * (generated/manifest keys) whose resources it lists. A group not named here still gets a screen.
 */
export const ADMIN_AREAS = [
  { key: 'promote', name: '招生推广', groups: ['ums-promote'] },
  { key: 'activity', name: '招生活动', groups: ['bms-activity'] },
  { key: 'cont', name: '继续教育', groups: ['bms-cont'] },
  { key: 'personnel', name: '人事管理', groups: ['bms-personnel'] },
  { key: 'statistics', name: '统计与目标', groups: ['bms-statistics', 'bms-page'] },
  { key: 'enterprise', name: '企业客户', groups: ['ums-enterprise'] },
  { key: 'user', name: '用户中心', groups: ['ums-user'] },
  {
    key: 'cms',
    name: '内容管理',
    groups: ['cms-web', 'cms-content', 'cms-army', 'cms-resource', 'cms-activity', 'cms-exemptionDegree', 'cms-nightClass', 'cms-selftaught', 'sms-social'],
  },
  { key: 'asset', name: '资产管理', groups: ['bms-asset'] },
  { key: 'mentalTest', name: '心理测评', groups: ['bms-mentalTest'] },
  { key: 'extension', name: '扩展功能', groups: ['bms-extension'] },
  { key: 'develop', name: '开发工具', groups: ['bms-develop'] },
  { key: 'system', name: '系统管理', groups: ['bms-system'] },
] as const;
