/**
 * The mock backend applies what a named action declares it does (`x-effects`, openapi/README.md
 * "Meaning"): its preconditions and actor, the fields it sets on the record it acts on, the records it
 * writes in other resources and the records it updates through a reference — all or nothing, as one
 * transaction: every change is computed on copies first and stored only when none is refused.
 */
import { groups, loadGroup } from '@generated/manifest/index';
import type { ActionEffects, FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { formatDateTime } from '@/lib/date-format';
import { applySets, effectsRefusal, recordName, writtenValues, type Acting, type SourceContext } from '@/lib/record-effects';
import { REFUSAL_CODES } from './contract';
import { createRow, prepareRelations, seedTable } from './demo-data';
import { applyAction, stateRefusal } from './rows';
import type { MockSession } from './session';
import { signedInStaff } from './staff';
import type { MockStore, Row } from './store';
import { changedFields, logWrite } from './write-log';

export interface EffectsContext {
  store: MockStore;
  session?: MockSession;
}

export type EffectsOutcome = { ok: true; msg: string } | { ok: false; code: number; msg: string };

const groupOf = new Map(groups.flatMap((g) => g.resources.map((r) => [r.key, g.key] as const)));

/** A resource's manifest by its tag, from whichever group declares it. */
export async function resourceMeta(key: string): Promise<ResourceMeta | undefined> {
  const group = groupOf.get(key);
  return group ? (await loadGroup[group]?.())?.resources.find((r) => r.key === key) : undefined;
}

/** The list record's fields of a resource (what its rows hold). */
export function recordFieldsOf(resource: ResourceMeta): FieldMeta[] {
  const ops = resource.operations;
  return (ops.find((o) => o.kind === 'list' && o.paged) ?? ops.find((o) => o.kind === 'list') ?? ops.find((o) => o.kind === 'detail'))?.dataFields ?? [];
}

/** A resource's table as stored, seeded on first use (its references' tables prepared first). */
export async function tableOf(store: MockStore, resource: ResourceMeta): Promise<Row[]> {
  await prepareRelations(resource);
  return store.rows(resource.key, () => seedTable(resource, store.seed, Infinity, store));
}

const nextId = (rows: readonly Row[]) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;

/** How a record of a resource is named in a message: 招生线索「张三」 is resourceName + this. */
function labelOf(fields: readonly FieldMeta[]) {
  const label = ['name', 'title', 'realName', 'nickname', 'account'].find((name) => fields.some((f) => f.name === name));
  return (row: Readonly<Record<string, unknown>>) => recordName(row, label);
}

/**
 * A record as the backend keeps it after a change: the labels of what it points to follow its
 * references (a cleared 负责人 shows none), its creation stays as it was, `updateTime` is now.
 */
function restamped(resource: ResourceMeta, before: Row, changed: Record<string, unknown>, store: MockStore): Row {
  const relabelled = createRow(resource, { ...changed, id: before.id }, before.id, store, store.seed);
  // A label whose reference was cleared: gone with it.
  for (const field of recordFieldsOf(resource)) {
    if (field.labelOf && !Object.hasOwn(changed, field.labelOf)) delete relabelled[field.name];
  }
  for (const key of ['createTime', 'createBy'] as const) {
    if (before[key] === undefined) delete relabelled[key];
    else relabelled[key] = before[key];
  }
  if (!Object.hasOwn(before, 'updateTime') && !recordFieldsOf(resource).some((f) => f.name === 'updateTime')) delete relabelled.updateTime;
  return relabelled;
}

interface Pending {
  resource: ResourceMeta;
  rows: Row[];
  replaced: Map<number, Row>;
  created: Row[];
}

/**
 * Applies a named action's `x-effects` to the records it acts on (`ids`/`id`, or the record its `on`
 * reference names), or refuses it with nothing changed: 40004 for a record that does not exist,
 * 40009 for a state or precondition that does not hold, 40003 for someone who is not its actor.
 */
export async function applyEffects(
  ctx: EffectsContext,
  resource: ResourceMeta,
  operation: OperationMeta,
  effects: ActionEffects,
  params: Record<string, unknown>,
): Promise<EffectsOutcome> {
  const acted = effects.on ? await resourceMeta(effects.on.resource) : resource;
  if (!acted) return { ok: false, code: REFUSAL_CODES.invalid, msg: `「${operation.summary}」指向的资源不存在` };
  const actedFields = recordFieldsOf(acted);
  const actedRows = await tableOf(ctx.store, acted);
  const raw = effects.on ? params[effects.on.field] : (params.ids ?? params.id);
  const ids = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(Number);
  const missing = ids.filter((id) => !actedRows.some((r) => r.id === id));
  if (missing.length > 0) return { ok: false, code: REFUSAL_CODES.notFound, msg: `记录不存在或已被删除（ID：${missing.slice(0, 5).join('、')}）` };
  const targets = ids.map((id) => actedRows.find((r) => r.id === id) as Row);

  // The action's own x-states, when it moves a field of the records it acts on.
  if (!effects.on) {
    const conflict = stateRefusal(operation, targets, params, actedFields);
    if (conflict) return { ok: false, ...conflict };
  }
  const staff = await signedInStaff(ctx.store, ctx.session);
  const acting: Acting = { id: staff.id, name: staff.name, departmentId: staff.departmentId, departmentName: staff.departmentName };
  const now = formatDateTime(new Date());
  const base: SourceContext = { staff: acting, now, params };
  const refused = effectsRefusal(effects, targets, base, { resourceName: acted.name, label: labelOf(actedFields), fields: actedFields, summary: operation.summary });
  if (refused) return { ok: false, code: refused.kind === 'actor' ? REFUSAL_CODES.notTheActor : REFUSAL_CODES.stateConflict, msg: refused.msg };

  // Every change on copies first; stored only when none is refused.
  const pending = new Map<string, Pending>();
  const pendingOf = async (meta: ResourceMeta): Promise<Pending> => {
    let entry = pending.get(meta.key);
    if (!entry) {
      entry = { resource: meta, rows: await tableOf(ctx.store, meta), replaced: new Map(), created: [] };
      pending.set(meta.key, entry);
    }
    return entry;
  };
  const current = (entry: Pending, row: Row) => entry.replaced.get(row.id) ?? row;

  const actedEntry = await pendingOf(acted);
  for (const target of targets) {
    const moved = effects.on ? { ...target } : applyAction(operation, target, params, actedFields, { declared: true });
    const changed = applySets(effects.sets, target, { ...base, record: target }, moved);
    actedEntry.replaced.set(target.id, restamped(acted, target, changed, ctx.store));
  }

  // One written record per acted-on record (or one, for an action on no record).
  for (const record of targets.length > 0 ? targets : [undefined]) {
    const sources = { ...base, record };
    for (const write of effects.writes ?? []) {
      const meta = await resourceMeta(write.resource);
      if (!meta) return { ok: false, code: REFUSAL_CODES.invalid, msg: `「${operation.summary}」要写入的资源 ${write.resource} 不存在` };
      const entry = await pendingOf(meta);
      const values = writtenValues(write.values, sources);
      const id = Math.max(nextId(entry.rows), nextId(entry.created));
      const row = createRow(meta, values, id, ctx.store, ctx.store.seed);
      // What the action wrote wins over what a create derives (its author, its time).
      Object.assign(row, values);
      if (Object.hasOwn(row, 'createBy') && values.createBy === undefined) row.createBy = acting.name;
      entry.created.push(row);
    }
    for (const update of effects.updates ?? []) {
      const meta = await resourceMeta(update.resource);
      if (!meta) return { ok: false, code: REFUSAL_CODES.invalid, msg: `「${operation.summary}」要更新的资源 ${update.resource} 不存在` };
      const via = record?.[update.via] ?? params[update.via];
      if (via === undefined || via === null || via === '') continue;
      const entry = await pendingOf(meta);
      const found = entry.rows.find((r) => String(r.id) === String(via));
      if (!found) return { ok: false, code: REFUSAL_CODES.notFound, msg: `${meta.name}不存在或已被删除（ID：${String(via)}）` };
      const before = current(entry, found);
      entry.replaced.set(found.id, restamped(meta, found, applySets(update.sets, before, sources), ctx.store));
    }
  }

  // Commit: every table at once, each change in the write log.
  const by = acting.name ?? '系统管理员';
  const action = operation.summary || '操作';
  for (const entry of pending.values()) {
    for (const [id, row] of entry.replaced) {
      const index = entry.rows.findIndex((r) => r.id === id);
      const before = entry.rows[index] as Row;
      entry.rows[index] = row;
      logWrite(ctx.store, entry.resource.key, id, { by, action, changes: changedFields(before, row) });
    }
    entry.rows.unshift(...entry.created.toReversed());
    for (const row of entry.created) logWrite(ctx.store, entry.resource.key, row.id, { by, action, changes: changedFields(undefined, row) });
    if (entry.replaced.size > 0 || entry.created.length > 0) ctx.store.touch(entry.resource.key);
  }
  // Answered once every changed table is kept (IndexedDB in the browser): a reload right after the
  // answer must not find the lead moved but its circulation record lost.
  await ctx.store.flush();
  return { ok: true, msg: `${action}成功` };
}

/** A value of a `x-unique` field another record already holds: refused naming that record. */
export function uniqueRefusal(resource: ResourceMeta, values: Record<string, unknown>, rows: readonly Row[], id: number | undefined): string | undefined {
  const fields = recordFieldsOf(resource);
  const label = labelOf(fields);
  for (const field of fields) {
    if (!field.unique) continue;
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    const other = rows.find((r) => r.id !== id && String(r[field.name] ?? '') === String(value));
    if (other) return `${field.title}「${String(value)}」已存在（${resource.name}「${label(other)}」）`;
  }
  return undefined;
}
