import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import type { Row } from './store';

const PAGING = new Set(['pageNum', 'pageSize']);
const DATE_TIME_FIELDS = ['createTime', 'updateTime', 'publishTime'];

function dateField(row: Row): string | undefined {
  return DATE_TIME_FIELDS.find((f) => typeof row[f] === 'string');
}

function matches(row: Row, name: string, value: unknown, fields: Map<string, FieldMeta>): boolean {
  if (name === 'keyword') {
    const needle = String(value).toLowerCase();
    return Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(needle));
  }
  if (name === 'startDate' || name === 'endDate') {
    const field = dateField(row);
    if (!field) return true;
    const day = String(row[field]).slice(0, 10);
    return name === 'startDate' ? day >= String(value) : day <= String(value);
  }
  // Own fields only: a filter named like an inherited member (`constructor`, `toString`) is no column.
  if (!Object.hasOwn(row, name)) return true;
  const actual = row[name];
  const values = Array.isArray(value) ? value : [value];
  const field = fields.get(name);
  // Free text filters match by substring, as staff expect of a search box; codes and ids match exactly.
  if (field?.type === 'string' && !field.enum && !field.format && !name.endsWith('Id')) {
    return values.some((v) => String(actual ?? '').includes(String(v)));
  }
  return values.some((v) => String(v) === String(actual));
}

/** A query's filters: every param but paging that has a value. */
function activeFilters(query: Record<string, unknown>): [string, unknown][] {
  return Object.entries(query).filter(([name, value]) => !PAGING.has(name) && value !== undefined && value !== '');
}

/** Whether a list query filters anything (paging alone does not). */
export function hasFilters(query: Record<string, unknown>): boolean {
  return activeFilters(query).length > 0;
}

/** The rows a list/export query selects. */
export function filterRows(rows: Row[], query: Record<string, unknown>, operation: OperationMeta): Row[] {
  const fields = new Map((operation.dataFields ?? []).map((f) => [f.name, f]));
  const filters = activeFilters(query);
  return filters.length === 0 ? rows : rows.filter((row) => filters.every(([name, value]) => matches(row, name, value, fields)));
}

/** The rows [start, end) a list query asks for. */
export function pageRange(query: Record<string, unknown>): { start: number; end: number } {
  const pageSize = Math.min(Math.max(Number(query.pageSize) || 15, 1), 1000);
  const pageNum = Math.max(Number(query.pageNum) || 1, 1);
  return { start: (pageNum - 1) * pageSize, end: pageNum * pageSize };
}

export function paginate(rows: Row[], query: Record<string, unknown>): { pageList: Row[]; total: number } {
  const { start, end } = pageRange(query);
  return { pageList: rows.slice(start, end), total: rows.length };
}

/** Words in an enum label that an action moves a record to (SPEC.md §4 transitions). */
const ACTION_LABELS: Record<string, string[]> = {
  start: ['进行', '执行', '开始'],
  resume: ['进行', '执行', '恢复'],
  batchStart: ['进行', '学习中', '开始'],
  pause: ['暂停'],
  stop: ['结束', '停止', '终止'],
  publish: ['发布'],
  finish: ['完结', '完成', '结束'],
  apply: ['申请', '待审'],
  change: ['改约', '变更'],
  reception: ['接待', '到访'],
  withdraw: ['撤回'],
  confirm: ['确认', '已领'],
  giveUp: ['公海', '放弃'],
  draw: ['跟进', '已领', '领取'],
  seaDraw: ['跟进', '已领', '领取'],
  assign: ['已分配', '跟进'],
  commit: ['已提交'],
  read: ['已批阅', '已阅'],
  redo: ['重做', '待提交'],
  handle: ['已处理'],
};

const STATUS_FIELDS = ['status', 'auditStatus', 'taskStatus', 'clueStatus', 'state'];

/** The change a named action makes to a row: an enum status moved to the matching label, owners set. */
export function applyAction(action: string, row: Row, params: Record<string, unknown>, fields: FieldMeta[]): Row {
  const next: Row = { ...row, updateTime: new Date().toISOString().slice(0, 19) + 'Z' };
  if (action === 'audit' || action.startsWith('audit')) {
    const result = Number(params.result ?? params.auditResult ?? 1);
    const field = fields.find((f) => f.name === 'auditStatus') ?? fields.find((f) => f.name === 'status' && f.enumLabels?.some((l) => l.includes('通过')));
    if (field?.enum && field.enumLabels) {
      const index = field.enumLabels.findIndex((l) => (result === 2 ? l.includes('驳回') || l.includes('拒绝') : l.includes('通过')));
      if (index >= 0) next[field.name] = field.enum[index];
    }
    return next;
  }
  for (const key of ['ownerId', 'toAdminId', 'adminId', 'employeeId', 'teacherId']) {
    if (params[key] !== undefined) next[key === 'toAdminId' ? (Object.hasOwn(row, 'ownerId') ? 'ownerId' : 'adminId') : key] = params[key];
  }
  const words = ACTION_LABELS[action];
  if (words) {
    const candidates = STATUS_FIELDS.map((name) => fields.find((f) => f.name === name)).filter((f): f is FieldMeta => !!f?.enumLabels);
    for (const field of candidates) {
      const index = field.enumLabels?.findIndex((l) => words.some((w) => l.includes(w))) ?? -1;
      if (index >= 0 && field.enum) {
        next[field.name] = field.enum[index];
        break;
      }
    }
  }
  return next;
}
