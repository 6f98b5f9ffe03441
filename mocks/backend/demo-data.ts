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
import { fieldValue, formatDateTime, planFields, REFERENCE_DATE, seedRow, type FieldPlan, type ValueContext } from './values';
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
 * Small, well-known tables: their whole content is this list (other fields generated); and the
 * public site's fixtures, whose lists the site handlers serve, so references point at their ids.
 */
const FIXED_TABLES: Record<string, readonly FixedRow[]> = {
  bmsSystemDepartment: DEPARTMENTS.map((d) => ({ ...d, level: levelOf(d.id), sort: d.id, status: 1 })),
  bmsSystemPosition: POSITIONS.map((name, index) => ({ id: index + 1, name, ...(index < 2 ? { departmentId: index + 1, status: 1 } : {}) })),
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

/** Rows of larger tables that must be what other mocks say (the demo staff are admins 1 and 2). */
const FIXED_ROWS: Record<string, Record<number, Record<string, unknown>>> = {
  bmsSystemAdmin: {
    1: { account: 'admin', name: '系统管理员', phone: '13800000001', departmentId: 1, positionId: 1, status: 1, isSuper: true },
    2: { account: 'zhaosheng', name: '李招生', phone: '13800000002', departmentId: 2, positionId: 2, status: 1, isSuper: false },
  },
  // The records the site fixtures point to carry the names the fixtures show.
  cmsResourceCourse: Object.fromEntries(PAPER_COURSES.map((name, index) => [index + 1, { name }])),
  cmsResourceTeacher: Object.fromEntries(LIVE_TEACHERS.map((name, index) => [index + 1, { name }])),
};

const summaries = new Map(groups.flatMap((g) => g.resources.map((r) => [r.key, { group: g.key, summary: r }] as const)));

/** The ids of a fixed table (any order), or undefined for a generated one (ids 1..tableSize). */
export function fixedIds(key: string): number[] | undefined {
  return FIXED_TABLES[key]?.map((row) => row.id);
}

/** How many rows a resource's table has (ids 1..n, newest first, unless fixed), or undefined for no such table. */
export function tableSize(key: string, seed: number): number | undefined {
  const fixed = FIXED_TABLES[key];
  if (fixed) return fixed.length;
  const known = summaries.get(key);
  if (!known || !known.summary.kinds.includes('list')) return undefined;
  return LARGE.test(key) ? 1200 : 20 + (hashSeed(seed, key) % 181);
}

const metas = new Map<string, ResourceMeta>();
const plansOf = new Map<string, FieldPlan[]>();

export function listOperation(resource: ResourceMeta): OperationMeta | undefined {
  return resource.operations.find((o) => o.kind === 'list' && o.paged);
}

function plans(resource: ResourceMeta): FieldPlan[] {
  let found = plansOf.get(resource.key);
  if (!found) {
    found = planFields(listOperation(resource)?.dataFields ?? [], resource.key).filter((p) => p.field.name !== 'id');
    plansOf.set(resource.key, found);
  }
  return found;
}

async function metaOf(key: string): Promise<ResourceMeta | undefined> {
  const cached = metas.get(key);
  if (cached) return cached;
  const group = summaries.get(key)?.group;
  const meta = group ? (await loadGroup[group]?.())?.resources.find((r) => r.key === key) : undefined;
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

/** Label lookups nest (a label's row has labels of its own): deep enough for a label, never a loop. */
let depth = 0;
const MAX_DEPTH = 3;
const labelCache = new Map<string, unknown>();

function context(seed: number, resource: { key: string; name: string }, id: number, index: number, count: number, store?: MockStore): ValueContext {
  return {
    seed,
    resource,
    id,
    index,
    count,
    row: { id },
    tableSize: (key) => tableSize(key, seed),
    tableIds: fixedIds,
    labelOf: (key, targetId, field) => labelOf(seed, key, targetId, field, store),
  };
}

function labelOf(seed: number, key: string, id: number, field: string, store?: MockStore): unknown {
  // A table someone changed (or created rows in) answers for itself: labels follow renames.
  if (store?.has(key)) return store.rows(key, () => []).find((r) => r.id === id)?.[field];
  const cacheKey = `${seed}|${key}|${id}|${field}`;
  if (labelCache.has(cacheKey)) return labelCache.get(cacheKey);
  const meta = metas.get(key);
  const size = tableSize(key, seed);
  const known = fixedIds(key)?.includes(id) ?? (size !== undefined && id >= 1 && id <= size);
  if (!meta || size === undefined || !known || depth >= MAX_DEPTH) return undefined;
  depth += 1;
  try {
    const row = buildRow(meta, seed, id, size - id, size);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: only bounds a memo's memory; a label is the same whether or when the cache is cleared
    if (labelCache.size > 50_000) labelCache.clear();
    labelCache.set(cacheKey, row[field]);
    return row[field];
  } finally {
    depth -= 1;
  }
}

function buildRow(resource: ResourceMeta, seed: number, id: number, index: number, count: number, store?: MockStore): Row {
  const fixed = { ...FIXED_TABLES[resource.key]?.find((r) => r.id === id), ...FIXED_ROWS[resource.key]?.[id] };
  const built = seedRow(plans(resource), context(seed, resource, id, index, count, store), fixed);
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
  const ids = fixedIds(resource.key)?.toSorted((a, b) => b - a) ?? Array.from({ length: count }, (_, index) => count - index);
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
  const ids = fixedIds(resource.key)?.toSorted((a, b) => b - a) ?? Array.from({ length: count }, (_, index) => count - index);
  const rows: Row[] = [];
  await slices(ids, (id, index) => rows.push(buildRow(resource, store.seed, id, index, count, store)));
  return rows;
}
