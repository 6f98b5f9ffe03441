import type { Row } from '../store';
import { formatDateTime, REFERENCE_DATE } from '../values';
import type { DerivedAnswer } from './types';

/**
 * BI 页面 and DataEase 看板: small configuration tables a company fills by hand, so their demo rows
 * are a fixed list — boards with names staff would give them and addresses on the company's BI
 * hosts (a generated url would point at the public site's news pages). The tables stay the generic
 * stateful ones (list, detail, save, remove, able): these answers only seed them before the generic
 * answer runs, and then step aside (undefined).
 */
const BI_HOST = 'https://bi.edu-services.cn';
const DATAEASE_HOST = 'https://dataease.edu-services.cn';
const HOUR_MS = 3_600_000;

/** A time `hours` before the demo data's reference date, in the wire format. */
const before = (hours: number) => formatDateTime(new Date(REFERENCE_DATE.getTime() - hours * HOUR_MS));

const BI_PAGES: Row[] = [
  { name: '招生总览', code: 'enroll_overview', path: 'enroll-overview', refreshSeconds: 300, status: 1, remark: '每日晨会投屏使用' },
  { name: '部门业绩看板', code: 'department_performance', path: 'department-performance', refreshSeconds: 600, status: 1 },
  { name: '渠道转化分析', code: 'channel_conversion', path: 'channel-conversion', refreshSeconds: 1800, status: 1, remark: '投放复盘' },
  { name: '线索跟进漏斗', code: 'clue_funnel', path: 'clue-funnel', refreshSeconds: 600, status: 1 },
  { name: '继续教育学情看板', code: 'continue_learning', path: 'continue-learning', refreshSeconds: 3600, status: 1 },
  { name: '人效目标看板', code: 'efficiency_target', path: 'efficiency-target', refreshSeconds: 900, status: 1 },
  { name: '财务收支月报', code: 'finance_monthly', path: 'finance-monthly', refreshSeconds: 0, status: 0, remark: '财务部核对中，暂停使用' },
  { name: '旧版招生报表', code: 'legacy_enroll', path: 'legacy-enroll', refreshSeconds: 0, status: 0, remark: '已由招生总览取代' },
].map(({ path, ...row }, index, all) => ({
  id: all.length - index,
  ...row,
  url: `${BI_HOST}/dashboard/${String(path)}`,
  sort: index + 1,
  createTime: before(24 * (90 - index * 9) + index),
  updateTime: before(24 * (20 - index * 2) + 3),
}));

const DATAEASE_BOARDS: Row[] = [
  { name: '招生日报看板', type: 1, link: 'Zs8kQ2mPx4', status: 1, remark: '招生部每日 9 点前查看' },
  { name: '财务收支看板', type: 1, link: 'Fn3bW7tRq1', status: 1 },
  { name: '线索来源看板', type: 1, link: 'Lx5cV9hJk2', status: 1 },
  { name: '招生数据大屏（总部）', type: 2, link: 'Hq2dS6mNa8', status: 1, remark: '总部大厅电视' },
  { name: '学习服务中心运营大屏', type: 2, link: 'Yc7eT1pLb3', status: 1 },
  { name: '旧版招生日报', type: 1, link: 'Od4fU8rKc5', status: 0, remark: '已停用' },
].map(({ link, ...row }, index, all) => ({
  id: all.length - index,
  ...row,
  resourceId: `10872635409123${String(45_088 + index * 7919).padStart(5, '0')}`,
  url: `${DATAEASE_HOST}/#/de-link/${String(link)}`,
  sort: index + 1,
  createTime: before(24 * (120 - index * 11) + index),
  updateTime: before(24 * (15 - index) + 5),
}));

/** Seeds a table with its fixed rows the first time any of its operations is asked, then lets the generic answer run. */
const seeded =
  (key: string, rows: readonly Row[]): DerivedAnswer =>
  async (ctx) => {
    ctx.store.rows(key, () => rows.map((row) => ({ ...row })));
    return undefined;
  };

const seedAll = (key: string, rows: readonly Row[], actions: string[]) => Object.fromEntries(actions.map((action) => [`${key}${action}`, seeded(key, rows)]));

const ACTIONS = ['List', 'Detail', 'Save', 'Remove', 'Able'];

export const boardAnswers: Record<string, DerivedAnswer> = {
  ...seedAll('bmsStatisticsBiPage', BI_PAGES, ACTIONS),
  ...seedAll('bmsStatisticsDataEase', DATAEASE_BOARDS, ACTIONS),
};
