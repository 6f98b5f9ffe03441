/**
 * The mock backend's tables as demo data: how many rows each has, which small tables are a fixed
 * list (the one department tree, positions, clue sources, channels), and rows built field by field
 * from what the manifest says the fields mean (values.ts). A relation id is always the id of a row
 * of its target's table (ids are 1..size) and a label is that row's label field.
 */
import { groups, loadGroup } from '@generated/manifest/index';
import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { loadMenuTable, MENU_KEY, menuTable } from './derived/menus';
import { hashSeed, type MockStore, type Row } from './store';
import { ownershipChanges } from './record-rules';
import { LEADS_TABLE, planTargets, TARGET_TABLES } from './targets';
import { splitSubResourceKey, subResource } from './sub-resources';
import { createdBy, creationWindow, FINISHED_LABEL, isStateField, latestCreation, tableDepth, type CreationWindow } from './time-order';
import { fieldValue, formatDateTime, planFields, RECENT_BATCHES, REFERENCE_DATE, seedRow, type FieldPlan, type ValueContext } from './values';
import { CHANNELS, DEPARTMENTS, POSITIONS } from './vocabulary';
import { LIVE_TEACHERS, SITE_JOBS, siteLiveCourses } from '../site-fixtures';
import { PAPER_COURSES, SITE_PAPERS } from '../site-papers';

/** Resources whose lists are large enough to page through at 1000 rows per page. */
const LARGE = /Clue$|ClueStatusRecord$|LoginRecord$|StudentExercise$/;

const levelOf = (id: number): number => {
  const parent = DEPARTMENTS.find((d) => d.id === id)?.parentId ?? 0;
  return parent === 0 ? 1 : 1 + levelOf(parent);
};

type FixedRow = Record<string, unknown> & { id: number };

/**
 * Each position's department and 数据范围 (1 仅本人, 2 本部门, 3 本部门及下级, 4 全部), by position id
 * (vocabulary.ts POSITIONS): a 管理员's position is one of their department's (the form's picker offers
 * only those), and what a staff member sees of a list follows their position's 数据范围.
 */
const POSITION_HOMES: Readonly<Record<number, { departmentId: number; dataScope: number; isDepartmentAdmin: boolean }>> = {
  1: { departmentId: 1, dataScope: 4, isDepartmentAdmin: true }, // 超级管理员 · 总部
  2: { departmentId: 2, dataScope: 1, isDepartmentAdmin: false }, // 招生顾问 · 招生一部
  3: { departmentId: 2, dataScope: 3, isDepartmentAdmin: true }, // 招生主管 · 招生一部
  4: { departmentId: 13, dataScope: 1, isDepartmentAdmin: false }, // 班主任 · 学员服务中心
  5: { departmentId: 4, dataScope: 2, isDepartmentAdmin: false }, // 教务专员 · 继续教育部
  6: { departmentId: 4, dataScope: 1, isDepartmentAdmin: false }, // 讲师 · 继续教育部
  7: { departmentId: 18, dataScope: 2, isDepartmentAdmin: false }, // 教研专员 · 教研中心
  8: { departmentId: 6, dataScope: 4, isDepartmentAdmin: false }, // 人事专员 · 人事行政部
  9: { departmentId: 7, dataScope: 4, isDepartmentAdmin: false }, // 财务专员 · 财务部
  10: { departmentId: 19, dataScope: 2, isDepartmentAdmin: false }, // 运营专员 · 运营中心
  11: { departmentId: 12, dataScope: 2, isDepartmentAdmin: false }, // 新媒体运营 · 市场推广部
  12: { departmentId: 8, dataScope: 4, isDepartmentAdmin: false }, // 技术支持 · 信息技术部
  13: { departmentId: 3, dataScope: 3, isDepartmentAdmin: true }, // 部门经理 · 招生二部
  14: { departmentId: 13, dataScope: 3, isDepartmentAdmin: true }, // 学习服务中心主任 · 学员服务中心
};

/** 岗位编码, in the order of vocabulary.ts POSITIONS: what an HR system calls the positions. */
const POSITION_CODES = [
  'super_admin',
  'enroll_consultant',
  'enroll_supervisor',
  'head_teacher',
  'academic_affairs',
  'lecturer',
  'research_specialist',
  'hr_specialist',
  'finance_specialist',
  'operations_specialist',
  'new_media',
  'tech_support',
  'department_manager',
  'service_center_director',
] as const;

/**
 * 审批配置: who answers each business's applications, level by level (mocks/backend/derived/approvals.ts
 * finds the approver). For every department; 费用报销 and 资产领用 go to the super administrator.
 */
const NO_APPROVER = { departmentId: undefined, positionId: undefined, approverId: undefined };
const APPROVAL_LEVELS: readonly FixedRow[] = [
  { id: 1, name: '请假审批', businessType: 1, level: 1, approverType: 1, ...NO_APPROVER, status: 1 },
  { id: 2, name: '请假审批（上级）', businessType: 1, level: 2, approverType: 2, ...NO_APPROVER, status: 1 },
  { id: 3, name: '费用报销审批', businessType: 2, level: 1, approverType: 4, ...NO_APPROVER, approverId: 1, status: 1 },
  { id: 4, name: '线索状态变更审批', businessType: 3, level: 1, approverType: 1, ...NO_APPROVER, status: 1 },
  { id: 5, name: '退费审批', businessType: 4, level: 1, approverType: 3, ...NO_APPROVER, positionId: 9, status: 1 },
  { id: 6, name: '报名争议审批', businessType: 5, level: 1, approverType: 1, ...NO_APPROVER, status: 1 },
  { id: 7, name: '资产领用审批', businessType: 6, level: 1, approverType: 4, ...NO_APPROVER, approverId: 1, status: 1 },
];

/**
 * Small, well-known tables: their whole content is this list (other fields generated); and the
 * public site's fixtures, whose lists the site handlers serve, so references point at their ids.
 */
const FIXED_TABLES: Record<string, readonly FixedRow[]> = {
  bmsSystemDepartment: DEPARTMENTS.map((d) => ({ ...d, level: levelOf(d.id), sort: d.id, status: 1 })),
  bmsSystemPosition: POSITIONS.map((name, index) => ({ id: index + 1, name, code: POSITION_CODES[index], status: 1, ...POSITION_HOMES[index + 1] })),
  bmsSystemApprovalConfig: APPROVAL_LEVELS,
  umsPromoteClueOrigin: CHANNELS.map((name, index) => ({ id: index + 1, name })),
  umsPromoteOpxChannel: CHANNELS.map((name, index) => ({ id: index + 1, name })),
  cmsResourcePaper: SITE_PAPERS as unknown as FixedRow[],
  cmsWebJobs: SITE_JOBS as unknown as FixedRow[],
  cmsContentLiveCourse: siteLiveCourses(REFERENCE_DATE) as unknown as FixedRow[],
  // The one menu tree (groups, resources, a button per permission key): "my menus", the 菜单 screen
  // and the grants of 岗位权限 all use its ids (derived/menus.ts). A getter: its buttons' names come
  // from the groups' manifests, loaded by prepareRelations before anything is seeded from it.
  get [MENU_KEY]() {
    return menuTable();
  },
};

/** The seed the browser and the mock server use (node.ts DEFAULT_SEED), for callers that name none. */
const DEFAULT_TARGET_SEED = 20260901;

const plannedTables = new Map<number, Record<string, FixedRow[]>>();

/**
 * Tables planned from other records (targets.ts: enrolment targets in proportion to what the leads
 * achieved), per seed; undefined for other tables, and until the leads' manifest is loaded
 * (prepareRelations of a target table loads it).
 */
function derivedRows(key: string, seed: number): readonly FixedRow[] | undefined {
  if (!TARGET_KEYS.has(key)) return undefined;
  let tables = plannedTables.get(seed);
  if (!tables) {
    const leads = metas.get(LEADS_TABLE);
    if (!leads) return undefined;
    const parents = new Map(DEPARTMENTS.map((d) => [d.id, d.parentId]));
    tables = planTargets(seedTable(leads, seed), parents, RECENT_BATCHES, seed);
    plannedTables.set(seed, tables);
  }
  return tables[key];
}
const TARGET_KEYS = new Set<string>(Object.values(TARGET_TABLES));

/** A table whose records are a given list (fixed, or planned from other records), or undefined for a generated one. */
function fixedRows(key: string, seed: number): readonly FixedRow[] | undefined {
  return FIXED_TABLES[key] ?? derivedRows(key, seed);
}

/**
 * The demo lead: 招生线索 1200, first in the 招生线索 list, and its story for its record page: two
 * follow-ups, two circulation records (分配, 转移) and an appointment, and nothing else pointing at it
 * (RESERVED), so testers and tests meet the same lead every time. Its times come first, then its story's.
 */
export const DEMO_LEAD = 1200;
const PHONE = '13712345678';
const LEAD = { clueId: DEMO_LEAD, clueType: 1, cluePhone: PHONE } as const;
const DEMO_LEAD_STORY: Record<string, Record<number, Record<string, unknown>>> = {
  umsPromoteAdmissionsClue: {
    [DEMO_LEAD]: {
      name: '陈晓雨',
      phone: PHONE,
      status: 3,
      pool: 1,
      ownerId: 2,
      departmentId: 2,
      followTime: '2025-11-12 15:30:00',
      nextFollowTime: '2025-11-16 10:00:00',
      createTime: '2025-11-05 10:20:00',
    },
  },
  umsPromoteClueFollow: {
    1: {
      clueId: DEMO_LEAD,
      followWay: 1,
      followContent: '电话沟通：想报读自考本科（汉语言文学），约好周六上午到校咨询',
      followTime: '2025-11-09 14:00:00',
      ownerId: 2,
      departmentId: 2,
      createTime: '2025-11-09 14:02:00',
    },
    2: {
      clueId: DEMO_LEAD,
      followWay: 2,
      followContent: '微信发送了招生简章和学费说明，对分期付款有兴趣',
      followTime: '2025-11-12 15:30:00',
      ownerId: 2,
      departmentId: 2,
      createTime: '2025-11-12 15:31:00',
    },
  },
  umsPromoteCirculate: {
    1: { ...LEAD, circulateType: 1, fromPool: 2, toPool: 1, fromOwnerId: null, toOwnerId: 1, reason: '新线索分配', createBy: '系统管理员', createTime: '2025-11-05 10:21:00' },
    2: { ...LEAD, circulateType: 5, fromPool: 1, toPool: 1, fromOwnerId: 1, toOwnerId: 2, reason: '转给招生一部跟进', createBy: '系统管理员', createTime: '2025-11-08 09:00:00' },
  },
  umsPromoteAppointment: {
    1: { clueId: DEMO_LEAD, name: '陈晓雨', phone: PHONE, status: 1, campus: '天河校区', ownerId: 2, appointTime: '2025-11-15 10:00:00', createTime: '2025-11-12 15:35:00' },
  },
};

/** Rows of larger tables that must be what other mocks say (the demo staff are admins 1 to 4). */
const FIXED_ROWS: Record<string, Record<number, Record<string, unknown>>> = {
  bmsSystemAdmin: {
    1: { account: 'admin', name: '系统管理员', phone: '13800000001', departmentId: 1, positionId: 1, status: 1, isSuper: true },
    2: { account: 'zhaosheng', name: '李招生', phone: '13800000002', departmentId: 2, positionId: 2, status: 1, isSuper: false },
    3: { account: 'jiaowu', name: '王教务', phone: '13800000003', departmentId: 4, positionId: 5, status: 1, isSuper: false },
    4: { account: 'zhaosheng2', name: '陈顾问', phone: '13800000004', departmentId: 2, positionId: 2, status: 1, isSuper: false },
  },
  // The records the site fixtures point to carry the names the fixtures show.
  cmsResourceCourse: Object.fromEntries(PAPER_COURSES.map((name, index) => [index + 1, { name }])),
  cmsResourceTeacher: Object.fromEntries(LIVE_TEACHERS.map((name, index) => [index + 1, { name }])),
  ...DEMO_LEAD_STORY,
};

/** Records only fixed rows point to: generated references take another (values.ts `reserved`). */
const RESERVED: Record<string, ReadonlySet<number>> = { umsPromoteAdmissionsClue: new Set([DEMO_LEAD]) };

const summaries = new Map(groups.flatMap((g) => g.resources.map((r) => [r.key, { group: g.key, summary: r }] as const)));

/** The ids of a fixed table (any order), or undefined for a generated one (ids 1..tableSize). */
export function fixedIds(key: string, seed = DEFAULT_TARGET_SEED): number[] | undefined {
  return fixedRows(key, seed)?.map((row) => row.id);
}

/** How many rows a resource's table has (ids 1..n, newest first, unless fixed), or undefined for no such table. */
export function tableSize(key: string, seed: number): number | undefined {
  const fixed = fixedRows(key, seed);
  if (fixed) return fixed.length;
  // A kind of record of a tag that groups several (活动报名's team/…) has a table of its own.
  const known = summaries.get(splitSubResourceKey(key)?.resourceKey ?? key);
  if (!known || !known.summary.kinds.includes('list')) return undefined;
  return LARGE.test(key) ? 1200 : 20 + (hashSeed(seed, key) % 181);
}

const metas = new Map<string, ResourceMeta>();
// Per resource description, not per key: a description is loaded once, and one made up by a test under
// a real key gets plans of its own.
const plansOf = new WeakMap<ResourceMeta, FieldPlan[]>();

export function listOperation(resource: ResourceMeta): OperationMeta | undefined {
  return resource.operations.find((o) => o.kind === 'list' && o.paged);
}

function plans(resource: ResourceMeta): FieldPlan[] {
  let found = plansOf.get(resource);
  if (!found) {
    found = planFields(listOperation(resource)?.dataFields ?? [], resource.key).filter((p) => p.field.name !== 'id');
    plansOf.set(resource, found);
  }
  return found;
}

async function metaOf(key: string): Promise<ResourceMeta | undefined> {
  const cached = metas.get(key);
  if (cached) return cached;
  const sub = splitSubResourceKey(key);
  const group = summaries.get(sub?.resourceKey ?? key)?.group;
  const tag = group ? (await loadGroup[group]?.())?.resources.find((r) => r.key === (sub?.resourceKey ?? key)) : undefined;
  const meta = tag && sub ? subResource(tag, sub.kind) : tag;
  if (meta) metas.set(key, meta);
  return meta;
}

/**
 * Loads the manifests of every table a resource's rows point to (and theirs, for their labels), so
 * seeding can stay synchronous. Cheap after the first call.
 */
export async function prepareRelations(resource: ResourceMeta, seen = new Set<string>()): Promise<void> {
  if (seen.has(resource.key)) return;
  seen.add(resource.key);
  if (resource.key === MENU_KEY) await loadMenuTable();
  metas.set(resource.key, resource);
  // Targets are planned from the leads (targets.ts).
  if (TARGET_KEYS.has(resource.key)) {
    const leads = await metaOf(LEADS_TABLE);
    if (leads) await prepareRelations(leads, seen);
  }
  const targets = new Set(
    plans(resource)
      .flatMap((p) => [p.ref?.resource, p.labelRef?.resource])
      .filter((k): k is string => !!k),
  );
  // Side by side: a list's first answer waits for all of them (two or three groups' manifests).
  await Promise.all(
    [...targets].map(async (key) => {
      const target = await metaOf(key);
      if (target) await prepareRelations(target, seen);
    }),
  );
}

/** The tables a loaded table points to (time-order.ts), undefined until prepareRelations loaded it. */
function refsOf(key: string): string[] | undefined {
  const meta = metas.get(key);
  return meta && plans(meta).flatMap((p) => (p.ref ? [p.ref.resource] : []));
}

/** When a table's records were created (time-order.ts): the fixed lists first, then by depth. */
function windowOf(key: string): CreationWindow {
  return creationWindow(REFERENCE_DATE.getTime(), tableDepth(key, refsOf), FIXED_TABLES[key] !== undefined);
}

/**
 * The records of a table created no later than `time`: for a generated table how many of its oldest
 * (ids 1..n), for a fixed list the ids themselves (some carry their own creation, e.g. the site's papers).
 */
function createdNoLaterThan(key: string, time: number, seed: number): number | number[] | undefined {
  const size = tableSize(key, seed);
  if (size === undefined) return undefined;
  const fixed = fixedRows(key, seed);
  if (!fixed) return createdBy(windowOf(key), size, time);
  const window = windowOf(key);
  return fixed.filter((row) => (instant(row.createTime) ?? latestCreation(window, indexOf(key, row.id, size, seed), size)) <= time).map((row) => row.id);
}

/** The latest moment a record may have been created (its own creation when fixed, else its slice's end). */
function latestCreationOf(key: string, id: number, seed: number): number | undefined {
  const size = tableSize(key, seed);
  if (size === undefined) return undefined;
  const own = instant(fixedRows(key, seed)?.find((row) => row.id === id)?.createTime ?? FIXED_ROWS[key]?.[id]?.createTime);
  return own ?? latestCreation(windowOf(key), indexOf(key, id, size, seed), size);
}

/** A record's position in its table, newest (0) first, as seedTable lists it. */
function indexOf(key: string, id: number, size: number, seed: number): number {
  const ids = fixedIds(key, seed);
  return ids ? ids.filter((other) => other > id).length : size - id;
}

const instant = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const time = new Date(value.length === 10 ? `${value}T00:00:00` : value.replace(' ', 'T')).getTime();
  return Number.isNaN(time) ? undefined : time;
};

/** Label lookups nest (a label's row has labels of its own): deep enough for a label, never a loop. */
let depth = 0;
const MAX_DEPTH = 3;
const labelCache = new Map<string, unknown>();

function context(seed: number, resource: { key: string; name: string }, id: number, index: number, count: number, store?: MockStore): ValueContext {
  const row: Record<string, unknown> = { id };
  const own = metas.has(resource.key) ? plans(metas.get(resource.key)!) : [];
  const states = own.filter((p) => p.field.enum && p.field.enumLabels && isStateField(p.field.name));
  const refPlans = own.filter((p) => p.ref);
  return {
    seed,
    resource,
    id,
    index,
    count,
    row,
    tableSize: (key) => tableSize(key, seed),
    tableIds: (key) => fixedIds(key, seed),
    labelOf: (key, targetId, field) => labelOf(seed, key, targetId, field, store),
    reserved: (key) => RESERVED[key],
    creation: windowOf(resource.key),
    olderThanRow: (key) => {
      const created = instant(row.createTime);
      if (created === undefined) return undefined;
      // Its own table's records (a team of the same table): an older one, by id.
      if (key === resource.key) return fixedRows(key, seed) ? undefined : Math.max(1, id - 1);
      return createdNoLaterThan(key, created, seed);
    },
    floor: () => {
      let latest: number | undefined;
      for (const plan of refPlans) {
        const target = row[plan.field.name];
        if (typeof target !== 'number' || plan.ref!.resource === resource.key) continue;
        const created = latestCreationOf(plan.ref!.resource, target, seed);
        if (created !== undefined) latest = Math.max(latest ?? created, created);
      }
      return latest;
    },
    finished: () =>
      states.some(({ field }) => {
        const at = field.enum!.findIndex((v) => String(v) === String(row[field.name]));
        return at >= 0 && FINISHED_LABEL.test(field.enumLabels![at] ?? '');
      }),
  };
}

function labelOf(seed: number, key: string, id: number, field: string, store?: MockStore): unknown {
  // A table someone changed (or created rows in) answers for itself: labels follow renames.
  if (store?.has(key)) return store.rows(key, () => []).find((r) => r.id === id)?.[field];
  const cacheKey = `${seed}|${key}|${id}|${field}`;
  if (labelCache.has(cacheKey)) return labelCache.get(cacheKey);
  const meta = metas.get(key);
  const size = tableSize(key, seed);
  const known = fixedIds(key, seed)?.includes(id) ?? (size !== undefined && id >= 1 && id <= size);
  if (!meta || size === undefined || !known || depth >= MAX_DEPTH) return undefined;
  depth += 1;
  try {
    const row = buildRow(meta, seed, id, indexOf(key, id, size, seed), size);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: only bounds a memo's memory; a label is the same whether or when the cache is cleared
    if (labelCache.size > 50_000) labelCache.clear();
    labelCache.set(cacheKey, row[field]);
    return row[field];
  } finally {
    depth -= 1;
  }
}

function buildRow(resource: ResourceMeta, seed: number, id: number, index: number, count: number, store?: MockStore): Row {
  const fixed: Record<string, unknown> = { ...fixedRows(resource.key, seed)?.find((r) => r.id === id), ...FIXED_ROWS[resource.key]?.[id] };
  const planned = plans(resource);
  const ctx = context(seed, resource, id, index, count, store);
  let built = seedRow(planned, ctx, fixed);
  // A row that does not hold together (a 公海 lead with an owner, an enrolled one without) is built
  // again with what record-rules.ts says fixed; what was fixed by hand stays.
  const changes = Object.entries(
    ownershipChanges(planned, built, {
      draw: (plan) => fieldValue(plan, ctx, { optional: false }),
      lookup: (key, target, field) => labelOf(seed, key, target, field, store),
    }),
  ).filter(([name]) => !Object.hasOwn(fixed, name));
  if (changes.length > 0) built = seedRow(planned, context(seed, resource, id, index, count, store), { ...Object.fromEntries(changes), ...fixed });
  // The list's own field order, as a backend serialises its class.
  const row: Row = { id };
  for (const field of listOperation(resource)?.dataFields ?? []) if (field.name !== 'id' && built[field.name] !== undefined) row[field.name] = built[field.name];
  return row;
}

/**
 * A table's rows, newest first (ids descending), deterministic for the seed. With `limit`, only the
 * first rows: the same rows the whole table starts with. Call prepareRelations(resource) first.
 */
export function seedTable(resource: ResourceMeta, seed: number, limit = Infinity, store?: MockStore): Row[] {
  const count = tableSize(resource.key, seed) ?? 0;
  const ids = fixedIds(resource.key, seed)?.toSorted((a, b) => b - a) ?? Array.from({ length: count }, (_, index) => count - index);
  return ids.slice(0, Math.min(count, limit)).map((id, index) => buildRow(resource, seed, id, index, count, store));
}

const DERIVED_NOW = new Set(['createTime', 'updateTime']);

/**
 * A created record as a backend stores it: what the user sent, plus only what the backend derives
 * (creation time and author, labels of the records it points to, and the fields the list requires
 * but the form does not carry: counts, levels, a default status). A field the user left empty stays
 * empty. Call prepareRelations(resource) first.
 */
export function createRow(resource: ResourceMeta, values: Record<string, unknown>, id: number, store?: MockStore, seed = 0): Row {
  const save = resource.operations.find((o) => o.kind === 'save');
  const sent = new Set((save?.body ?? []).map((f) => f.name));
  const ctx = context(seed, resource, id, 0, 1, store);
  Object.assign(ctx.row, values, { id });
  const now = formatDateTime(new Date());
  for (const plan of plans(resource)) {
    const { field } = plan;
    if (DERIVED_NOW.has(field.name)) ctx.row[field.name] = now;
    else if (field.name === 'createBy') ctx.row[field.name] = '系统管理员';
    else if (plan.labelOf) {
      const label = fieldValue(plan, ctx);
      if (label === undefined) delete ctx.row[field.name];
      else ctx.row[field.name] = label;
    } else if (ctx.row[field.name] === undefined && field.required) ctx.row[field.name] = derivedValue(field, plan, ctx, sent.has(field.name));
  }
  return ctx.row as Row;
}

/** A required field the user did not fill: its default, a new record's zero, or a generated value. */
function derivedValue(field: FieldMeta, plan: FieldPlan, ctx: ValueContext, onForm: boolean): unknown {
  if (field.default !== undefined) return field.default;
  if (!onForm && (field.type === 'integer' || field.type === 'number') && !field.enum && !plan.ref && plan.semantic === 'count') return Math.max(0, field.minimum ?? 0);
  return fieldValue(plan, ctx, { optional: false });
}

/**
 * Label → id of a table's records (its label field, e.g. a department's name), for an import whose
 * reference cells hold labels. The first record wins when two share a label (newest first).
 */
export async function labelIndex(key: string, label: string, store: MockStore): Promise<Map<string, number>> {
  const meta = await metaOf(key);
  if (!meta) return new Map();
  await prepareRelations(meta);
  const rows = store.has(key) ? store.rows(key, () => []) : seedTable(meta, store.seed, Infinity, store);
  const index = new Map<string, number>();
  for (const row of rows) {
    const text = row[label];
    if (typeof text === 'string' && !index.has(text.trim())) index.set(text.trim(), row.id);
  }
  return index;
}

/** The department table (the one the 部门 screen lists), seeded on first use: the switcher reads it too. */
export async function departmentRows(store: MockStore): Promise<Row[]> {
  const meta = await metaOf('bmsSystemDepartment');
  if (!meta) return [];
  await prepareRelations(meta);
  return store.rows(meta.key, () => seedTable(meta, store.seed, Infinity, store));
}

/**
 * seedTable for the whole table, in slices that yield to the event loop: in the browser the mock
 * backend shares the page's main thread, and the first touch of a large table by an import (the
 * list screen before it only seeded its first page) must not be one long task.
 */
export async function seedTableInSlices(
  resource: ResourceMeta,
  store: MockStore,
  slices: (ids: number[], step: (id: number, index: number) => void) => Promise<void>,
): Promise<Row[]> {
  const count = tableSize(resource.key, store.seed) ?? 0;
  const ids = fixedIds(resource.key, store.seed)?.toSorted((a, b) => b - a) ?? Array.from({ length: count }, (_, index) => count - index);
  const rows: Row[] = [];
  await slices(ids, (id, index) => rows.push(buildRow(resource, store.seed, id, index, count, store)));
  return rows;
}
