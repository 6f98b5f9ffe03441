/**
 * 审批流程 as a backend runs it (SPEC.md §4 "audit/withdraw of an approval flow"): who answers an
 * application is computed from 审批配置 (the business's levels and how each level's approver is found),
 * so these answers are derived rather than generic:
 * - approvalFlow/apply: the application, by the signed-in staff member of their department, now, at
 *   level 1 with that level's approver; its first record (提交申请);
 * - approvalFlow/audit: only the current approver; 通过 moves to the next level's approver, or finishes
 *   (已通过) when it was the last; 驳回 finishes (已驳回); finishing sets 完成时间 (never before 申请时间)
 *   and clears 当前审批人; auditIgnorePermission is the same without the approver check (越权审核);
 * - approvalFlow/withdraw: only the applicant (the operation's `x-actor`), while pending (已撤回);
 * - approvalFlow/record/list: the flow's records in time order (审批记录).
 * Every change is all or nothing, and a refusal names the record. The records are kept beside the
 * flows (`bmsSystemApprovalFlow:records`); a seeded flow's history is told from its own fields until
 * something is added to it.
 */
import { loadGroup } from '@generated/manifest/index';
import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { createRow, departmentRows, prepareRelations, seedTable } from '../demo-data';
import { filterRows, paginate, stateRefusal } from '../rows';
import type { SessionStaff } from '../session';
import { signedInStaff } from '../staff';
import type { MockStore, Row } from '../store';
import { formatDateTime } from '../values';
import { logWrite, changedFields } from '../write-log';
import { ok, readParams, refuse, REFUSAL_CODES } from './operations-shared';
import type { DerivedAnswer, DerivedContext } from './types';

const FLOW_KEY = 'bmsSystemApprovalFlow';
const CONFIG_KEY = 'bmsSystemApprovalConfig';
const ADMIN_KEY = 'bmsSystemAdmin';
const POSITION_KEY = 'bmsSystemPosition';
export const RECORDS_KEY = `${FLOW_KEY}:records`;
/** Ids of the records told from a seeded flow's own fields (stored records count from 1). */
const TOLD = 1_000_000;

/** 审批记录's 操作 (ApprovalFlowRecordAction): 提交申请, 通过, 驳回, 撤回; 通过/驳回 are also the flow's auditStatus. */
const Action = { Submit: 0, Pass: 1, Reject: 2, Withdraw: 3 } as const;
const PENDING = 0;

interface FlowRecord extends Row {
  flowId: number;
  level: number;
  action: number;
  operatorId: number;
  operatorName: string;
  opinion?: string;
  ignorePermission: boolean;
  createTime: string;
}

async function metaOf(key: string): Promise<ResourceMeta | undefined> {
  const meta = (await loadGroup['bms-system']?.())?.resources.find((r) => r.key === key);
  if (meta) await prepareRelations(meta);
  return meta;
}

async function tableRows(store: MockStore, key: string): Promise<Row[]> {
  const meta = await metaOf(key);
  return meta ? store.rows(key, () => seedTable(meta, store.seed, Infinity, store)) : [];
}

const num = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : Number(value));
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const later = (a: string, b: string) => (a >= b ? a : b);

/** The levels of a business for an applicant's department: its enabled configs (that department's, or those for all), by level. */
async function levelsOf(store: MockStore, businessType: number, departmentId: number | undefined): Promise<Row[]> {
  const configs = (await tableRows(store, CONFIG_KEY)).filter((c) => Number(c.businessType) === businessType && Number(c.status) !== 0);
  const own = configs.filter((c) => departmentId !== undefined && num(c.departmentId) === departmentId);
  const chosen = own.length > 0 ? own : configs.filter((c) => num(c.departmentId) === undefined);
  const byLevel = new Map<number, Row>();
  for (const config of chosen.toSorted((a, b) => Number(a.level) - Number(b.level) || a.id - b.id))
    if (!byLevel.has(Number(config.level))) byLevel.set(Number(config.level), config);
  return [...byLevel.values()];
}

/**
 * Who answers a level for an applicant: 指定人员 the named admin; 指定岗位 an enabled admin of that
 * position (in the applicant's department first); 部门管理员 / 上级部门管理员 an enabled admin of that
 * department (or the nearest one above it) whose position is its department-admin position. Whoever
 * cannot be found falls to the super administrator (admin 1), so an application always has an approver.
 */
async function approverOf(store: MockStore, config: Row | undefined, applicant: { id?: number; departmentId?: number }): Promise<Row | undefined> {
  const admins = (await tableRows(store, ADMIN_KEY)).filter((a) => Number(a.status) !== 0 && a.id !== applicant.id);
  const fallback = admins.find((a) => a.id === 1);
  if (!config) return fallback;
  const type = Number(config.approverType);
  if (type === 4) return admins.find((a) => a.id === num(config.approverId)) ?? fallback;
  if (type === 3) {
    const holders = admins.filter((a) => num(a.positionId) === num(config.positionId));
    return holders.find((a) => num(a.departmentId) === applicant.departmentId) ?? holders[0] ?? fallback;
  }
  const positions = await tableRows(store, POSITION_KEY);
  const adminPosition = new Set(positions.filter((p) => p.isDepartmentAdmin === true).map((p) => p.id));
  const departments = await departmentRows(store);
  const parentOf = (id: number | undefined) => num(departments.find((d) => d.id === id)?.parentId);
  let department = type === 2 ? parentOf(applicant.departmentId) : applicant.departmentId;
  for (let depth = 0; department !== undefined && department > 0 && depth < 10; depth += 1) {
    const found = admins.find((a) => num(a.departmentId) === department && adminPosition.has(num(a.positionId) ?? -1));
    if (found) return found;
    department = parentOf(department);
  }
  return fallback;
}

/** A flow's records: the stored ones, or (never written to) its history told from its own fields. */
function recordsOf(store: MockStore, flow: Row): FlowRecord[] {
  const stored = (store.rows(RECORDS_KEY, () => []) as FlowRecord[]).filter((r) => r.flowId === flow.id);
  return stored.length > 0 ? stored.toSorted((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id) : told(flow);
}

function told(flow: Row): FlowRecord[] {
  const applyTime = text(flow.applyTime);
  const applicant = { operatorId: Number(flow.applicantId), operatorName: text(flow.applicantName) };
  const records: FlowRecord[] = [{ id: TOLD + flow.id * 10, flowId: flow.id, level: 0, action: Action.Submit, ...applicant, ignorePermission: false, createTime: applyTime }];
  const status = Number(flow.auditStatus);
  const finishTime = later(text(flow.finishTime), applyTime);
  if (status === Action.Withdraw)
    records.push({ id: TOLD + flow.id * 10 + 1, flowId: flow.id, level: 0, action: Action.Withdraw, ...applicant, ignorePermission: false, createTime: finishTime });
  else if (status === Action.Pass || status === Action.Reject) {
    const approver = { operatorId: num(flow.currentApproverId) ?? 1, operatorName: text(flow.currentApproverName) || '系统管理员' };
    records.push({
      id: TOLD + flow.id * 10 + 1,
      flowId: flow.id,
      level: Number(flow.currentLevel) || 1,
      action: status,
      ...approver,
      ignorePermission: false,
      createTime: finishTime,
    });
  }
  return records;
}

/**
 * Adds a record to a flow's history. A seeded flow's told history is stored first, so nothing of it is
 * lost; a `fresh` flow (just applied for) has none.
 */
function addRecord(store: MockStore, flow: Row, record: Omit<FlowRecord, 'id' | 'flowId'>, fresh = false): void {
  const rows = store.rows(RECORDS_KEY, () => []) as FlowRecord[];
  if (!fresh && !rows.some((r) => r.flowId === flow.id)) rows.push(...told(flow));
  const nextId = rows.reduce((max, r) => (r.id < TOLD ? Math.max(max, r.id) : max), 0) + 1;
  rows.push({ ...record, id: nextId, flowId: flow.id } as FlowRecord);
  store.touch(RECORDS_KEY);
}

/** The flow's approver fields for a level's approver (or none: a finished flow has no current approver). */
function approverFields(approver: Row | undefined): Record<string, unknown> {
  return approver ? { currentApproverId: approver.id, currentApproverName: text(approver.name) } : { currentApproverId: undefined, currentApproverName: undefined };
}

function withoutEmpty(row: Row): Row {
  for (const key of Object.keys(row)) if (row[key] === undefined) delete row[key];
  return row;
}

const flowLabel = (flow: Row) => `审批流程「${text(flow.title) || flow.id}」`;

interface Acting {
  ctx: DerivedContext;
  request: Request;
  operation: OperationMeta;
  resource: ResourceMeta;
}

/** The flow an action names, after the checks every action shares: it exists and is in a state the action applies to. */
async function targetFlow({
  ctx,
  request,
  operation,
  resource,
}: Acting): Promise<{ flow: Row; rows: Row[]; params: Record<string, unknown>; fields: FieldMeta[]; staff: SessionStaff } | Response> {
  const params = await readParams(request, operation);
  const rows = await tableRows(ctx.store, FLOW_KEY);
  const id = num(params.id);
  const flow = rows.find((r) => r.id === id);
  if (!flow) return refuse(`审批流程不存在或已被删除（ID：${String(params.id)}）`, REFUSAL_CODES.notFound);
  const fields = resource.operations.find((o) => o.kind === 'list' && o.paged)?.dataFields ?? [];
  const conflict = stateRefusal(operation, [flow], params, fields);
  if (conflict) return refuse(conflict.msg, conflict.code);
  return { flow, rows, params, fields, staff: await signedInStaff(ctx.store, ctx.session) };
}

function replace(ctx: DerivedContext, rows: Row[], before: Row, after: Row, staff: SessionStaff, action: string): void {
  rows[rows.indexOf(before)] = after;
  ctx.store.touch(FLOW_KEY);
  logWrite(ctx.store, FLOW_KEY, after.id, { by: staff.name, action, changes: changedFields(before, after) });
}

const audit =
  (ignorePermission: boolean): DerivedAnswer =>
  async (ctx, request, { operation, resource }) => {
    const target = await targetFlow({ ctx, request, operation, resource });
    if (target instanceof Response) return target;
    const { flow, rows, params, staff } = target;
    if (!ignorePermission && num(flow.currentApproverId) !== staff.id) {
      return refuse(`${flowLabel(flow)}当前由「${text(flow.currentApproverName) || '其他审批人'}」审批，您不能审核`, REFUSAL_CODES.notTheActor);
    }
    const result = Number(params.result);
    const now = formatDateTime(new Date());
    const level = Number(flow.currentLevel) || 1;
    const after: Row = { ...flow };
    const levels = await levelsOf(ctx.store, Number(flow.businessType), num(flow.departmentId));
    const next = result === Action.Pass ? levels.find((c) => Number(c.level) > level) : undefined;
    if (next) {
      // Passed at this level, on to the next one's approver: still pending.
      Object.assign(
        after,
        { currentLevel: Number(next.level) },
        approverFields(await approverOf(ctx.store, next, { id: num(flow.applicantId), departmentId: num(flow.departmentId) })),
      );
    } else {
      Object.assign(after, { auditStatus: result === Action.Pass ? 1 : 2, finishTime: later(now, text(flow.applyTime)) }, approverFields(undefined));
    }
    const opinion = typeof params.opinion === 'string' && params.opinion.trim() !== '' ? params.opinion.trim() : undefined;
    addRecord(ctx.store, flow, {
      level,
      action: result,
      operatorId: staff.id,
      operatorName: staff.name,
      ...(opinion ? { opinion } : {}),
      ignorePermission,
      createTime: later(now, text(flow.applyTime)),
    });
    replace(ctx, rows, flow, withoutEmpty(after), staff, operation.summary);
    return ok(undefined, `${operation.summary}成功`);
  };

/** Flows a staff member answered (通过 or 驳回 in its records), by flow id. */
function answeredBy(store: MockStore, flows: Row[], staffId: number): Set<number> {
  const stored = store.rows(RECORDS_KEY, () => []) as FlowRecord[];
  const withStored = new Set(stored.map((r) => r.flowId));
  const records = [...stored, ...flows.filter((f) => !withStored.has(f.id)).flatMap(told)];
  return new Set(records.filter((r) => r.operatorId === staffId && (r.action === Action.Pass || r.action === Action.Reject)).map((r) => r.flowId));
}

export const approvalAnswers: Record<string, DerivedAnswer> = {
  /**
   * 范围 (scope) is the signed-in staff member's view: 我发起的 (their applications), 待我审批 (pending,
   * waiting for them), 我已审批 (those they answered). Without it, the generic list answers.
   */
  bmsSystemApprovalFlowList: async (ctx, request, { operation }) => {
    const params = await readParams(request, operation);
    const scope = num(params.scope);
    if (scope === undefined) return undefined;
    const staff = await signedInStaff(ctx.store, ctx.session);
    const flows = await tableRows(ctx.store, FLOW_KEY);
    const answered = scope === 3 ? answeredBy(ctx.store, flows, staff.id) : undefined;
    const mine = flows.filter((flow) =>
      scope === 1
        ? num(flow.applicantId) === staff.id
        : scope === 2
          ? Number(flow.auditStatus) === PENDING && num(flow.currentApproverId) === staff.id
          : (answered?.has(flow.id) ?? false),
    );
    const { scope: _scope, ...filters } = params;
    return ok(paginate(filterRows(mine, filters, operation), filters));
  },

  bmsSystemApprovalFlowApply: async (ctx, request, { operation, resource }) => {
    const params = await readParams(request, operation);
    const staff = await signedInStaff(ctx.store, ctx.session);
    const rows = await tableRows(ctx.store, FLOW_KEY);
    const businessType = Number(params.businessType);
    const levels = await levelsOf(ctx.store, businessType, staff.departmentId);
    const approver = await approverOf(ctx.store, levels[0], { id: staff.id, departmentId: staff.departmentId });
    const now = formatDateTime(new Date());
    const id = rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    const values = {
      ...params,
      // No business record behind it (an application made here): it stands for itself.
      businessId: id,
      applicantId: staff.id,
      departmentId: staff.departmentId,
      auditStatus: PENDING,
      currentLevel: Number(levels[0]?.level ?? 1),
      applyTime: now,
      ...approverFields(approver),
    };
    const flow = withoutEmpty(createRow(resource, values, id, ctx.store, ctx.store.seed));
    rows.unshift(flow);
    ctx.store.touch(FLOW_KEY);
    addRecord(ctx.store, flow, { level: 0, action: Action.Submit, operatorId: staff.id, operatorName: staff.name, ignorePermission: false, createTime: now }, true);
    logWrite(ctx.store, FLOW_KEY, id, { by: staff.name, action: operation.summary, changes: changedFields(undefined, flow) });
    return ok(undefined, `${operation.summary}成功`);
  },

  bmsSystemApprovalFlowAudit: audit(false),
  bmsSystemApprovalFlowAuditIgnorePermission: audit(true),

  bmsSystemApprovalFlowWithdraw: async (ctx, request, { operation, resource }) => {
    const target = await targetFlow({ ctx, request, operation, resource });
    if (target instanceof Response) return target;
    const { flow, rows, staff } = target;
    // Only its applicant may withdraw an application (the operation's actor).
    if (num(flow.applicantId) !== staff.id) return refuse(`只有申请人「${text(flow.applicantName)}」可以撤回${flowLabel(flow)}`, REFUSAL_CODES.notTheActor);
    const now = later(formatDateTime(new Date()), text(flow.applyTime));
    const after = withoutEmpty({ ...flow, auditStatus: Action.Withdraw, finishTime: now, ...approverFields(undefined) });
    addRecord(ctx.store, flow, { level: 0, action: Action.Withdraw, operatorId: staff.id, operatorName: staff.name, ignorePermission: false, createTime: now });
    replace(ctx, rows, flow, after, staff, operation.summary);
    return ok(undefined, `${operation.summary}成功`);
  },

  bmsSystemApprovalFlowRecordList: async (ctx, request, { operation }) => {
    const params = await readParams(request, operation);
    const flow = (await tableRows(ctx.store, FLOW_KEY)).find((r) => r.id === num(params.flowId));
    if (!flow) return refuse(`审批流程不存在或已被删除（ID：${String(params.flowId)}）`, REFUSAL_CODES.notFound);
    return ok(recordsOf(ctx.store, flow));
  },
};
