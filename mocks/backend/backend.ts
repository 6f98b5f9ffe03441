import { HttpResponse } from 'msw';
import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { coerceParams, coerceValue } from './coerce';
import { checkBody, REFUSAL_CODES } from './contract';
import { reportImportProgress } from '@/lib/import-progress';
import { pascal } from '@/lib/operation-name';
import { derivedAnswers } from './derived/index';
import { locate, type GroupModules } from './modules';
import { applyAction, filterRows, hasFilters, pageRange, paginate, stateRefusal } from './rows';
import { createRow, labelIndex, prepareRelations, seedTable, seedTableInSlices, tableSize } from './demo-data';
import type { MockStore, Row } from './store';
import type { MockSession } from './session';
import { forgetSecrets, isSecret, splitSecrets, storeSecrets } from './secrets';
import { actingStaff } from './staff';
import { MAX_BYTES, SHEET_MESSAGES, SheetRefused } from './sheet-guard';
import { importSignal, processInSlices } from './sheet-import';
import { changedFields, logWrite } from './write-log';
import { fieldLabels, sortableColumns, sortQuery, sortRows } from './list-sort';
import { bySubResource } from './sub-resources';
import { applyEffects, uniqueRefusal } from './effects';
import { listScope, scopedRows, visible } from './scope';
import { importSheet, writeSheet, xlsxResponse } from './xlsx';

// Stryker disable next-line ConditionalExpression: HttpResponse.json drops an undefined `data` key anyway; the guard only keeps the object tidy
const ok = (data?: unknown, msg = '操作成功') => HttpResponse.json({ code: 0, msg, ...(data === undefined ? {} : { data }) });
const fail = (msg: string, code = 40000) => HttpResponse.json({ code, msg });

const UPLOAD_TYPES = /\.(xlsx|xls|csv)$/i;

function rowCount(resource: ResourceMeta, seed: number): number {
  return tableSize(resource.key, seed) ?? 0;
}

/**
 * Seeds a resource's rows from what its fields mean (demo-data.ts, values.ts), deterministically. With
 * `limit`, only the first rows: the same rows the whole table starts with (each field has its own
 * seeded stream). Relations point at rows of their targets' tables; call prepareRelations first.
 */
function seedRows(resource: ResourceMeta, store: MockStore, limit = Infinity): Row[] {
  return seedTable(resource, store.seed, limit, store);
}

function listOperation(resource: ResourceMeta): OperationMeta | undefined {
  return resource.operations.find((o) => o.kind === 'list' && o.paged);
}

async function readParams(request: Request, operation: OperationMeta): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const query = coerceParams(url.searchParams, operation.query);
  if (operation.bodyType !== 'form') return query;
  const body = coerceParams(new URLSearchParams(await request.text()), operation.body);
  return { ...query, ...body };
}

function idsOf(params: Record<string, unknown>): number[] {
  const raw = params.ids ?? params.id;
  return (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== undefined).map(Number);
}

/** 40004 naming the ids that are not in the table, or undefined when every id is (all or nothing). */
function unknownIds(rows: Row[], ids: number[]): Response | undefined {
  const known = new Set(rows.map((r) => r.id));
  const missing = [...new Set(ids.filter((id) => !known.has(id)))];
  if (missing.length === 0) return undefined;
  const shown = missing.length > 5 ? `${missing.slice(0, 5).join('、')} 等 ${missing.length} 条` : missing.join('、');
  return fail(`记录不存在或已被删除（ID：${shown}）`, REFUSAL_CODES.notFound);
}

/**
 * A created record: the values sent, plus what a backend derives (times, author, labels of the
 * records it points to, required fields the form does not carry); a field left empty stays empty.
 */
function newRow(_modules: GroupModules, resource: ResourceMeta, values: Record<string, unknown>, id: number, store?: MockStore): Row {
  return createRow(resource, values, id, store, store?.seed);
}

/**
 * On create, the references the spec marks `x-owner` that the form left out: the record belongs to
 * the signed-in staff member (`staff`) and their department (`department`), as a backend would set.
 */
function withOwner(fields: FieldMeta[], values: Record<string, unknown>, session: MockSession | undefined): Record<string, unknown> {
  const staff = actingStaff(session);
  const filled = { ...values };
  for (const field of fields) {
    if (!field.owner || filled[field.name] !== undefined) continue;
    filled[field.name] = field.owner === 'staff' ? staff.id : staff.departmentId;
  }
  return filled;
}

/** Who a write is by: the signed-in staff member's name (the first demo account before any sign-in). */
function authorName(session: MockSession | undefined): string {
  return actingStaff(session).name;
}

/** What a toggle or a named action is called in the write log: 启用 or 禁用 (启用或禁用管理员), else its summary. */
function writeName(operation: OperationMeta, params: Record<string, unknown>): string {
  const toggle = operation.kind === 'able' ? /^(\S+?)或(.*)$/.exec(operation.summary) : null;
  if (!toggle?.[1]) return operation.summary || '操作';
  return Number(params.status) === 1 ? toggle[1] : (toggle[2] ?? '').slice(0, toggle[1].length) || operation.summary;
}

export interface BackendContext {
  store: MockStore;
  /** Who is signed in (computed answers that record their author); absent in tests that need no one. */
  session?: MockSession;
}

/** The stateful answer to a request a spec describes, or undefined to fall back to Orval's generated answer. */
async function answer(ctx: BackendContext, request: Request, modules: GroupModules, resource: ResourceMeta, operation: OperationMeta): Promise<Response | undefined> {
  const list = listOperation(resource);
  if (!list) return undefined;
  // The tables its rows point to must be known before any row is made (labels come from them).
  await prepareRelations(resource);
  // Whose records the signed-in staff member sees (x-scope): a list, its export and a detail alike.
  const scope = ['list', 'detail', 'export'].includes(operation.kind) ? await listScope(ctx.store, ctx.session, list) : undefined;
  if (operation === list && !ctx.store.has(resource.key) && !scope) {
    // An unfiltered page of an untouched table needs only the table's first rows: seeding all of a
    // large one (1200 rows) would hold up a screen's first answer by a few hundred ms.
    const query = await readParams(request.clone(), operation);
    // A sorted page needs the whole table, as a filtered one does.
    if (!hasFilters(query) && !sortQuery(request).orderByColumn) {
      const { start, end } = pageRange(query);
      return ok({ pageList: seedRows(resource, ctx.store, end).slice(start), total: rowCount(resource, ctx.store.seed) });
    }
  }
  // A detail or remove that names no record of this table (e.g. a cache key) is no row operation.
  if ((operation.kind === 'detail' || operation.kind === 'remove') && ![...operation.query, ...operation.body].some((f) => f.name === 'id' || f.name === 'ids')) return undefined;
  // An import is often the first to touch the whole table (its list screen only seeded a page):
  // seeded in slices, so the page's main thread (MSW) never runs one long task for it.
  if (operation.kind === 'upload' && !ctx.store.has(resource.key)) {
    const seeded = await seedTableInSlices(resource, ctx.store, (ids, step) => processInSlices(ids, step, request.signal, { report: false }));
    if (!ctx.store.has(resource.key)) ctx.store.rows(resource.key, () => seeded);
  }
  const rows = ctx.store.rows(resource.key, () => seedRows(resource, ctx.store));
  const fields = list.dataFields ?? [];
  const save = resource.operations.find((o) => o.kind === 'save');

  switch (operation.kind) {
    case 'list': {
      if (operation !== list) return undefined;
      const query = await readParams(request, operation);
      const sorted = sortRows(filterRows(scopedRows(rows, scope, query), query, operation), sortQuery(request), sortableColumns(list), fieldLabels(fields));
      if ('error' in sorted) return fail(sorted.error);
      return ok(paginate(sorted.rows, query));
    }
    case 'detail': {
      const ids = idsOf(await readParams(request, operation));
      // A record outside the staff member's scope is not theirs to find.
      const row = rows.find((r) => r.id === ids[0] && visible(r, scope));
      return row ? ok(row) : (unknownIds(rows, ids) ?? fail('记录不存在或已被删除', REFUSAL_CODES.notFound));
    }
    case 'save': {
      const params = await readParams(request, operation);
      // A create needs every required field; an update (with `id`) only valid values for what it sends.
      const checked = checkBody(await modules.zod(), operation, params);
      if (checked.error !== undefined || !checked.data) return fail(checked.error ?? '数据校验失败');
      // A password (`format: password`) is kept beside the record, never in what its answers carry (secrets.ts).
      const { values, secrets } = splitSecrets(operation.body, checked.data);
      const id = values.id === undefined ? undefined : Number(values.id);
      // x-unique: a value another record holds (a lead's phone) is refused, naming that record.
      const taken = uniqueRefusal(resource, values, rows, id);
      if (taken) return fail(taken, REFUSAL_CODES.stateConflict);
      if (id !== undefined) {
        const index = rows.findIndex((r) => r.id === id);
        if (index < 0) return unknownIds(rows, [id]) ?? fail('记录不存在或已被删除', REFUSAL_CODES.notFound);
        const before = rows[index] as Row;
        // The labels of what it points to follow the edit (a new 部门 shows its name); creation stays as it was.
        const updated = createRow(resource, { ...before, ...values, id }, id, ctx.store, ctx.store.seed);
        rows[index] = { ...updated, createTime: before.createTime, createBy: before.createBy } as Row;
        for (const key of ['createTime', 'createBy'] as const) if (before[key] === undefined) delete rows[index]![key];
        logWrite(ctx.store, resource.key, id, { by: authorName(ctx.session), action: '编辑', changes: changedFields(before, rows[index]) });
        storeSecrets(ctx.store, resource.key, id, secrets);
      } else {
        const created = newRow(modules, resource, withOwner(fields, values, ctx.session), rows.reduce((max, r) => Math.max(max, r.id), 0) + 1, ctx.store);
        // Its author is whoever is signed in, as a backend records it.
        if (Object.hasOwn(created, 'createBy')) created.createBy = authorName(ctx.session);
        rows.unshift(created);
        logWrite(ctx.store, resource.key, created.id, { by: authorName(ctx.session), action: '新增', changes: changedFields(undefined, created) });
        storeSecrets(ctx.store, resource.key, created.id, secrets);
      }
      ctx.store.touch(resource.key);
      return ok(undefined, id === undefined ? '新增成功' : '保存成功');
    }
    case 'remove': {
      const ids = new Set(idsOf(await readParams(request, operation)));
      // Every id must exist, or nothing is removed (a backend's transaction).
      const refused = unknownIds(rows, [...ids]);
      if (refused) return refused;
      const before = rows.length;
      for (let i = rows.length - 1; i >= 0; i -= 1) if (ids.has((rows[i] as Row).id)) rows.splice(i, 1);
      if (rows.length === before) return fail('记录不存在或已被删除', REFUSAL_CODES.notFound);
      for (const id of ids) logWrite(ctx.store, resource.key, id, { by: authorName(ctx.session), action: '删除', changes: [] });
      if (save?.body.some(isSecret)) forgetSecrets(ctx.store, resource.key, ids);
      ctx.store.touch(resource.key);
      return ok(undefined, '删除成功');
    }
    case 'able':
    case 'action': {
      const params = await readParams(request, operation);
      // What the action declares it does (x-effects), applied all or nothing.
      const effects = operation.effects;
      if (operation.kind === 'action' && operation.method !== 'GET' && typeof effects === 'object') {
        const outcome = await applyEffects(ctx, resource, operation, effects, params);
        return outcome.ok ? ok(undefined, outcome.msg) : fail(outcome.msg, outcome.code);
      }
      const ids = idsOf(params);
      // An action on records (its `id` or every one of its `ids`) refuses ids that are not in the table.
      const refused = unknownIds(rows, ids);
      if (refused) return refused;
      const targets = rows.filter((r) => ids.includes(r.id));
      // A read (GET) or an action on no record: the generated answer.
      if (operation.method === 'GET' || targets.length === 0) return undefined;
      // A record in a state the action does not apply to (x-states) refuses the whole call: nothing changes.
      const conflict = operation.kind === 'action' ? stateRefusal(operation, targets, params, fields) : undefined;
      if (conflict) return fail(conflict.msg, conflict.code);
      for (const row of targets) {
        const index = rows.indexOf(row);
        rows[index] =
          operation.kind === 'able'
            ? {
                ...row,
                status: coerceValue(
                  fields.find((f) => f.name === 'status'),
                  String(params.status),
                ),
              }
            : applyAction(operation, row, params, fields);
        logWrite(ctx.store, resource.key, row.id, { by: authorName(ctx.session), action: writeName(operation, params), changes: changedFields(row, rows[index]) });
      }
      ctx.store.touch(resource.key);
      return ok(undefined, `${operation.summary || '操作'}成功`);
    }
    case 'export': {
      // `ids` (导出选中) picks the records; the other params still filter, as a backend's WHERE would.
      const { ids, ...query } = await readParams(request, operation);
      const chosen = scopedRows(ids === undefined ? rows : rows.filter((r) => idsOf({ ids }).includes(r.id)), scope, query);
      // The export carries the list's sort: the sheet reads in the order the screen showed.
      const sorted = sortRows(filterRows(chosen, query, operation), sortQuery(request), sortableColumns(list), fieldLabels(fields));
      if ('error' in sorted) return fail(sorted.error);
      const bytes = await writeSheet(fields, sorted.rows);
      return xlsxResponse(bytes, `${resource.name}.xlsx`);
    }
    case 'downloadMould': {
      // No password column: a secret is set in the form (or by a reset), never typed into a sheet.
      const formFields = (save?.body ?? []).filter((f) => f.name !== 'id' && !isSecret(f));
      return xlsxResponse(await writeSheet(formFields, []), `${resource.name}导入模板.xlsx`);
    }
    case 'upload':
      return save ? upload(ctx, request, modules, resource, save, rows) : undefined;
  }
}

async function upload(ctx: BackendContext, request: Request, modules: GroupModules, resource: ResourceMeta, save: OperationMeta, rows: Row[]): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const file = form?.get('file');
  if (!(file instanceof File) || file.size === 0) return fail('请选择要导入的文件（不能为空文件）');
  if (!UPLOAD_TYPES.test(file.name)) return fail('文件格式不正确，请上传 xlsx、xls 或 csv 文件');
  if (file.size > MAX_BYTES) return fail(SHEET_MESSAGES.tooLarge);
  const job = importSignal(request);
  try {
    reportImportProgress({ phase: 'read', done: 0, total: 0 });
    // Checked, bounded, parsed and every row coerced and validated off this thread (sheet-runner.ts):
    // the group's zod module is evaluated in the worker, never here. Refusals carry their message.
    const results = await importSheet(
      await file.arrayBuffer(),
      file.name,
      { group: modules.meta.key, schema: `${pascal(save.operationId)}Body`, fields: save.body.filter((f) => f.name !== 'id' && !isSecret(f)) },
      {
        signal: job.signal,
        progress: (done, total) => reportImportProgress({ phase: 'rows', done, total }),
      },
    );
    const errors: { row: number; reason: string }[] = [];
    const added: Row[] = [];
    let nextId = rows.reduce((max, r) => Math.max(max, r.id), 0);
    // Reference cells that hold labels (部门「招生一部」): resolved against the target tables here.
    const fields = new Map(save.body.map((f) => [f.name, f]));
    const labelled = new Set(results.flatMap((r) => ('labels' in r && r.labels ? Object.keys(r.labels) : [])));
    const indexes = new Map<string, Map<string, number>>();
    for (const name of labelled) {
      const ref = fields.get(name)?.ref;
      if (ref) indexes.set(name, await labelIndex(ref.resource, ref.label, ctx.store));
    }
    // Only the records are made here (derived fields, labels of related records), in slices; the
    // rows were counted as the worker checked them.
    await processInSlices(
      results,
      (result) => {
        if ('reason' in result) {
          errors.push({ row: result.row, reason: result.reason });
          return;
        }
        const unknown = Object.entries(result.labels ?? {}).find(([name, text]) => {
          const id = indexes.get(name)?.get(text);
          if (id !== undefined) result.values[name] = id;
          return id === undefined;
        });
        // x-unique: a value a record holds, or an earlier row of this sheet, makes the row fail.
        const taken = unknown ? undefined : uniqueRefusal(resource, result.values, [...rows, ...added], undefined);
        if (unknown) {
          const [name, text] = unknown;
          errors.push({ row: result.row, reason: `${fields.get(name)?.title ?? name}「${text}」不存在` });
        } else if (taken) {
          errors.push({ row: result.row, reason: taken });
        } else {
          nextId += 1;
          added.push(newRow(modules, resource, result.values, nextId, ctx.store));
        }
      },
      job.signal,
      { report: false },
    );
    // Inserted only once every row was checked: a cancelled import leaves the table as it was.
    rows.unshift(...added.toReversed());
    if (added.length > 0) ctx.store.touch(resource.key);
    return ok({ total: results.length, success: added.length, failed: errors.length, errors }, errors.length ? '部分导入成功' : '导入成功');
  } catch (error) {
    if (error instanceof SheetRefused) return fail(error.message);
    if (job.signal.aborted) return fail('导入已取消');
    throw error;
  } finally {
    job.dispose();
  }
}

/** Answers any `/api` request: stateful for resources with CRUD meaning, Orval's generated answer otherwise. */
export async function handleApiRequest(ctx: BackendContext, request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  // A tag's other kinds of record (活动报名's team/…) answer from tables of their own (sub-resources.ts).
  const located = bySubResource(await locate(request.method, url.pathname));
  if (!located) return undefined;
  const derived = derivedAnswers[located.operation.operationId];
  const computed = derived ? await derived(ctx, request.clone(), located) : undefined;
  if (computed) return computed;
  const stateful = await answer(ctx, request.clone(), located.modules, located.resource, located.operation);
  if (stateful) return stateful;
  return (await located.modules.generated()).answer(request);
}
