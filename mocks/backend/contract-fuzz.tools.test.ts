/**
 * Contract fuzzing of the mock backend over EVERY operation of EVERY group, in process (msw's
 * `getResponse` over the same handlers `npm run mock:server` serves). For each operation:
 * - a valid control request succeeds (code 0, or a file);
 * - seeded bad input (fast-check, fixed seed, bounded runs) is never a 5xx and never `code: 0`:
 *   missing required parameters, wrong types, enum values outside the enum, out-of-range numbers,
 *   oversize strings, malformed dates and urls, pattern violations, unknown ids (99999999), every
 *   bad request also carrying prototype names (`constructor`, `__proto__`, …) as extra keys;
 * - every required parameter missing, one at a time, and every undeclared method (→ 405 + Allow);
 * - prototype names as query keys change nothing: a list keeps its rows, a read its answer.
 */
import { groups, loadGroup } from '@generated/manifest/index';
import type { FieldItemMeta, FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import * as fc from 'fast-check';
import md5 from 'md5';
import { getResponse } from 'msw';
import RandExp from 'randexp';
import { describe, expect, it } from 'vitest';
import { DEMO_DEPARTMENTS, DEMO_STAFF, DEMO_VISITORS } from '../demo-accounts';
import { createNodeBackend } from '../node';
import { SITE_CONTENTS, SITE_JOBS, SITE_PUBLICITY, siteLiveCourses } from '../site-fixtures';
import { SITE_PAPERS } from '../site-papers';
import { appliesTo } from '@/lib/record-states';
import { hashSeed, type Row } from './store';
import { CACHES } from './derived/lists';
import { actingStaff } from './staff';
import { resourceOfOperation } from './sub-resources';

const SEED = 20261201;
/** Bad requests fast-check draws per operation (plus the deterministic ones): ~1064 operations. */
const RUNS = 6;
const UNKNOWN_ID = 99999999;
const PROTO_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

type Value = string | string[] | File;
interface Call {
  method: string;
  path: string;
  query: [string, Value][];
  body: [string, Value][];
  bodyType: OperationMeta['bodyType'];
}
interface Bad {
  kind: string;
  call: Call;
}

const backend = createNodeBackend();
const stats = { operations: 0, requests: 0, kinds: {} as Record<string, number>, started: performance.now() };

function toRequest(call: Call): Request {
  const url = new URL(`http://localhost${call.path}`);
  for (const [name, value] of call.query) for (const v of [value].flat()) url.searchParams.append(name, String(v));
  if (call.method === 'GET' || call.method === 'HEAD' || call.bodyType === null) return new Request(url, { method: call.method });
  if (call.bodyType === 'multipart') {
    const form = new FormData();
    for (const [name, value] of call.body) for (const v of [value].flat()) form.append(name, v);
    return new Request(url, { method: call.method, body: form });
  }
  const body = new URLSearchParams();
  for (const [name, value] of call.body) for (const v of [value].flat()) body.append(name, String(v));
  return new Request(url, { method: call.method, body });
}

interface Answer {
  status: number;
  json?: { code?: unknown; msg?: unknown; data?: { pageList?: unknown[]; total?: number } };
  allow: string | null;
}

async function send(call: Call, kind: string): Promise<Answer> {
  stats.requests += 1;
  stats.kinds[kind] = (stats.kinds[kind] ?? 0) + 1;
  const response = await getResponse(backend.handlers, toRequest(call));
  // A sign-out (valid or not) must not close the session for the calls after it.
  backend.session.setSignedOut(false);
  if (!response) return { status: 404, allow: null };
  const json = (response.headers.get('content-type') ?? '').includes('json') ? ((await response.json()) as Answer['json']) : undefined;
  return { status: response.status, json, allow: response.headers.get('allow') };
}

/** Where an operation's extra keys go: its body when it has one, else its query. */
const where = (op: OperationMeta): 'query' | 'body' => (op.bodyType === null ? 'query' : 'body');

/** A field's value constraints (an array's: its items'). */
const rulesOf = (field: FieldMeta): FieldItemMeta => (field.type === 'array' ? (field.items ?? {}) : field);

function numeric(field: FieldMeta): boolean {
  const type = field.type === 'array' ? field.itemType : field.type;
  return type === 'integer' || type === 'number';
}

/** A value the field accepts (as the app would send it: strings on the wire). */
function validValue(field: FieldMeta, rng: () => number): Value {
  if (field.format === 'binary') return new File(['1,2,3'], 'file.xlsx');
  const type = field.type === 'array' ? field.itemType : field.type;
  const rules = rulesOf(field);
  const one = (): string => {
    if (field.enum) return String(field.enum[0]);
    if (type === 'integer' || type === 'number') return String(Math.min(Math.max(1, rules.minimum ?? 1), rules.maximum ?? Infinity));
    if (type === 'boolean') return 'true';
    if (rules.format === 'date') return '2026-03-01';
    // The wire format (SPEC.md §9), not ISO.
    if (rules.format === 'date-time') return '2026-03-01 08:00:00';
    // An ID-card number must pass the §5 checksum, not only its pattern.
    if (field.widget === 'idCard') return '11010519491231002X';
    if (rules.format === 'uri') return 'https://example.com/a.png';
    const min = Math.max(rules.minLength ?? 1, 1);
    const max = rules.maxLength ?? (rules.pattern ? Infinity : Math.max(min, 8));
    if (rules.pattern) {
      const generator = new RandExp(rules.pattern);
      generator.max = 4;
      generator.randInt = (a: number, b: number) => a + Math.floor(rng() * (b - a + 1));
      for (let i = 0; i < 50; i += 1) {
        const text = generator.gen();
        if (text.length >= min && text.length <= max) return text;
      }
    }
    return '测'.repeat(Math.min(Math.max(min, 2), max));
  };
  return field.type === 'array' ? Array.from({ length: Math.max(field.minItems ?? 1, 1) }, one) : one();
}

/** A deterministic random stream per operation (the fuzzer's own randomness is fast-check's). */
function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Values a business rule of the mock checks beyond the contract (sign-in accounts, departments). */
function specialValues(op: OperationMeta): Record<string, string> {
  const staff = DEMO_STAFF[0]!;
  switch (op.operationId) {
    case 'bmsSystemAdminSignIn':
      return { account: staff.account, password: md5(staff.password) };
    case 'bmsSystemAdminUpdatePassword':
      return { oldPassword: md5(staff.password), newPassword: md5(`${staff.password}-new`) };
    case 'bmsSystemAdminChangeDepartment':
      return { departmentId: String(DEMO_DEPARTMENTS[1]!.id) };
    case 'umsUserUserSignIn':
      return { phone: DEMO_VISITORS[0].phone, password: md5(DEMO_VISITORS[0].password) };
    // A cache the backend has (the list names them), not a drawn name.
    case 'bmsExtensionOtherCacheRemove':
      return { name: CACHES[0]![0] };
    default:
      return {};
  }
}

const takesRecords = (op: OperationMeta) => ['detail', 'remove', 'able', 'action', 'save'].includes(op.kind);
const idField = (op: OperationMeta) => [...op.query, ...op.body].find((f) => (f.name === 'id' || f.name === 'ids') && takesRecords(op));

/** Reads the public site's handlers answer from fixtures (mocks/site-handlers.ts): their ids, not the store's. */
const FIXTURE_IDS: Record<string, number | undefined> = {
  cmsContentPublicityDetailsForClient: SITE_PUBLICITY[0]?.id,
  cmsWebSiteContentDetailsForClient: SITE_CONTENTS[0]?.id,
  cmsWebJobsDetail: SITE_JOBS[0]?.id,
  cmsResourcePaperDetail: SITE_PAPERS[0]?.id,
  cmsContentLiveCourseDetail: siteLiveCourses()[0]?.id,
};

/**
 * A record an action's `x-states` applies to (the control must not be refused for its state): the first
 * in a `from` state, else the first record put in one (the fuzz is about parameters, not transitions).
 */
function recordInState(op: OperationMeta, rows: Row[]): Row | undefined {
  const states = op.states;
  const row = !states || states === 'any' ? rows[0] : (rows.find((r) => appliesTo(states, r)) ?? rows[0]);
  if (row && states && states !== 'any' && !appliesTo(states, row)) row[states.field] = states.from[0];
  if (row) meetEffects(op, row);
  return row;
}

/**
 * The record put where the action's `x-effects` preconditions and actor hold for whoever the fuzz's
 * session acts as (the first demo account, 系统管理员, unless an earlier control switched department):
 * the fuzz is about parameters.
 */
function meetEffects(op: OperationMeta, row: Row): void {
  const effects = op.effects;
  if (typeof effects !== 'object') return;
  const staff = actingStaff(backend.session);
  const session: Record<string, unknown> = { $staff: staff.id, $department: staff.departmentId };
  for (const condition of effects.requires ?? []) {
    if (condition.in && condition.in[0] !== undefined) row[condition.field] = condition.in[0];
    if (typeof condition.is === 'string' && condition.is in session) row[condition.field] = session[condition.is];
  }
  if (effects.actor) row[effects.actor.field] = staff.id;
}

/** An id of an existing record: the store's table (seeded by the unknown-id probe), else the list's first row. */
async function existingId(resource: ResourceMeta, op: OperationMeta): Promise<number | undefined> {
  const fixture = FIXTURE_IDS[op.operationId];
  if (fixture !== undefined) return fixture;
  // A tag with several kinds of record answers each kind from its own table (sub-resources.ts).
  const table = resourceOfOperation(resource, op).key;
  if (backend.store.has(table))
    return recordInState(
      op,
      backend.store.rows(table, () => []),
    )?.id;
  const list = resource.operations.find((o) => o.kind === 'list' && o.paged);
  if (!list) return undefined;
  const answer = await send(
    {
      method: 'GET',
      path: list.path,
      query: [
        ['pageNum', '1'],
        ['pageSize', '1'],
      ],
      body: [],
      bodyType: null,
    },
    'control-lookup',
  );
  const row = answer.json?.data?.pageList?.[0] as { id?: number } | undefined;
  return row?.id;
}

/** The valid control request: every required field (and ids of existing records). */
function controlCall(op: OperationMeta, id: number | undefined, rng: () => number): Call {
  const special = specialValues(op);
  const fill = (fields: FieldMeta[]): [string, Value][] =>
    fields
      .filter((f) => f.required || Object.hasOwn(special, f.name) || (f.name === 'id' && op.kind !== 'save' && id !== undefined))
      .map((f): [string, Value] => {
        if (Object.hasOwn(special, f.name)) return [f.name, special[f.name]!];
        if ((f.name === 'id' || f.name === 'ids') && takesRecords(op) && id !== undefined) return [f.name, f.type === 'array' ? [String(id)] : String(id)];
        return [f.name, validValue(f, rng)];
      });
  return { method: op.method, path: op.path, query: fill(op.query), body: fill(op.body), bodyType: op.bodyType };
}

const replace = (entries: [string, Value][], name: string, value: Value | undefined): [string, Value][] =>
  value === undefined ? entries.filter(([n]) => n !== name) : [...entries.filter(([n]) => n !== name), [name, value]];

function withField(call: Call, place: 'query' | 'body', name: string, value: Value | undefined): Call {
  return place === 'query' ? { ...call, query: replace(call.query, name, value) } : { ...call, body: replace(call.body, name, value) };
}

const LIST_LIKE = new Set(['list', 'export']);

/** The bad requests fast-check draws for an operation (each must be refused). */
function badRequests(op: OperationMeta, control: Call): fc.Arbitrary<Bad> {
  const placed = [...op.query.map((f) => ({ f, at: 'query' as const })), ...op.body.map((f) => ({ f, at: 'body' as const }))];
  const choices: fc.Arbitrary<Bad>[] = [];
  const required = placed.filter((p) => p.f.required && p.f.default === undefined);
  if (required.length > 0) {
    choices.push(fc.constantFrom(...required).map(({ f, at }) => ({ kind: 'missing', call: withField(control, at, f.name, undefined) })));
  }
  const numbers = placed.filter((p) => numeric(p.f) && p.f.format !== 'binary');
  if (numbers.length > 0) {
    const notANumber = fc.oneof(
      fc.constantFrom('abc', 'NaN', 'Infinity', '1e999', '--1', '0x1g', '一', 'null', 'undefined', '[object Object]'),
      fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '' && Number.isNaN(Number(s))),
    );
    choices.push(
      fc.tuple(fc.constantFrom(...numbers), notANumber).map(([{ f, at }, v]) => ({ kind: 'wrong-type', call: withField(control, at, f.name, f.type === 'array' ? [v] : v) })),
    );
    const integers = numbers.filter((p) => (p.f.type === 'array' ? p.f.itemType : p.f.type) === 'integer');
    if (integers.length > 0) {
      choices.push(
        fc
          .tuple(
            fc.constantFrom(...integers),
            fc.double({ min: 1.01, max: 1e6, noNaN: true }).filter((d) => !Number.isInteger(d)),
          )
          .map(([{ f, at }, v]) => ({
            kind: 'wrong-type',
            call: withField(control, at, f.name, f.type === 'array' ? [String(v)] : String(v)),
          })),
      );
    }
  }
  const enums = placed.filter((p) => p.f.enum && p.f.enum.length > 0);
  if (enums.length > 0) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...enums), fc.integer({ min: 100, max: 1_000_000 }))
        .map(([{ f, at }, v]) => ({ kind: 'enum', call: withField(control, at, f.name, f.type === 'array' ? [String(v)] : String(v)) })),
    );
  }
  const ranged = placed.filter((p) => numeric(p.f) && !p.f.enum && (rulesOf(p.f).minimum !== undefined || rulesOf(p.f).maximum !== undefined));
  if (ranged.length > 0) {
    choices.push(
      fc.tuple(fc.constantFrom(...ranged), fc.integer({ min: 1, max: 1000 })).map(([{ f, at }, d]) => {
        const { minimum, maximum } = rulesOf(f);
        const v = minimum !== undefined ? minimum - d : (maximum ?? 0) + d;
        return { kind: 'range', call: withField(control, at, f.name, f.type === 'array' ? [String(v)] : String(v)) };
      }),
    );
  }
  const bounded = placed.filter((p) => rulesOf(p.f).maxLength !== undefined && !numeric(p.f));
  if (bounded.length > 0) {
    choices.push(
      fc.tuple(fc.constantFrom(...bounded), fc.integer({ min: 1, max: 5000 })).map(([{ f, at }, extra]) => {
        const text = '长'.repeat((rulesOf(f).maxLength ?? 0) + extra);
        return { kind: 'oversize', call: withField(control, at, f.name, f.type === 'array' ? [text] : text) };
      }),
    );
  }
  const formatted = placed.filter((p) => ['date', 'date-time', 'uri'].includes(rulesOf(p.f).format ?? ''));
  if (formatted.length > 0) {
    const malformed = fc.constantFrom('2026-13-45', '2026-02-30', 'yesterday', '2026/01/01', '01-02-2026', '2026-01-01T25:00:00Z', 'not a url', '长');
    choices.push(
      fc.tuple(fc.constantFrom(...formatted), malformed).map(([{ f, at }, v]) => ({ kind: 'format', call: withField(control, at, f.name, f.type === 'array' ? [v] : v) })),
    );
  }
  // Patterns hold where a backend validates (forms); a list's or export's free-text filter is a search box.
  const patterned = placed.filter((p) => rulesOf(p.f).pattern && !p.f.enum && !rulesOf(p.f).format && !(LIST_LIKE.has(op.kind) && p.at === 'query'));
  if (patterned.length > 0) {
    choices.push(
      fc.tuple(fc.constantFrom(...patterned), fc.string({ minLength: 1, maxLength: 10 })).chain(([{ f, at }, s]) => {
        const text = new RegExp(rulesOf(f).pattern!).test(s) || s.trim() === '' ? `${s}!#` : s;
        return fc.constant({ kind: 'pattern', call: withField(control, at, f.name, f.type === 'array' ? [text] : text) });
      }),
    );
  }
  const id = idField(op);
  if (id) {
    const at = op.query.includes(id) ? ('query' as const) : ('body' as const);
    choices.push(
      fc.integer({ min: 0, max: 2 }).map((variant) => {
        const present = control[at].find(([n]) => n === id.name)?.[1];
        const known = [present ?? []].flat().map(String);
        const value = id.type === 'array' ? (variant === 0 ? [String(UNKNOWN_ID)] : [...known, String(UNKNOWN_ID + variant)]) : String(UNKNOWN_ID + variant);
        return { kind: 'unknown-id', call: withField(control, at, id.name, value) };
      }),
    );
  }
  if (choices.length === 0) return fc.constant({ kind: 'none', call: control });
  // Every bad request also carries prototype names as keys: they must change nothing.
  return fc.tuple(fc.oneof(...choices), fc.subarray(PROTO_KEYS, { maxLength: 3 }), fc.string({ maxLength: 6 })).map(([bad, keys, value]) => {
    const extra = keys.map((k): [string, Value] => [k, value || 'x']);
    const at = where(op);
    return { kind: bad.kind, call: at === 'query' ? { ...bad.call, query: [...bad.call.query, ...extra] } : { ...bad.call, body: [...bad.call.body, ...extra] } };
  });
}

function expectRefused(answer: Answer, label: string): void {
  expect(answer.status, `${label}: no 5xx`).toBeLessThan(500);
  expect(answer.json, `${label}: answers the envelope`).toBeDefined();
  expect(answer.json?.code, `${label}: must not succeed (${JSON.stringify(answer.json)})`).not.toBe(0);
  expect(typeof answer.json?.code, `${label}: a numeric code`).toBe('number');
  expect(answer.json?.msg, `${label}: says why, in zh-CN`).toMatch(/[\u4e00-\u9fff]/);
}

const describeCall = (call: Call) =>
  `${call.method} ${call.path} query=${JSON.stringify(call.query.map(([n, v]) => [n, String(v).slice(0, 40)]))} body=${JSON.stringify(call.body.map(([n, v]) => [n, v instanceof File ? 'File' : String(v).slice(0, 40)]))}`;

/** What prototype names as extra query keys change in a read's answer (nothing, for a JSON GET). */
async function prototypeKeyChanges(op: OperationMeta, control: Call): Promise<string[]> {
  if (op.method !== 'GET' || op.response !== 'json') return [];
  const plain = await send(control, 'control');
  // Orval's generated answers (reads with no table behind them) are random: compare totals only of steady ones.
  const total = plain.json?.data?.total;
  const steady = op.paged === true && typeof total === 'number' && (await send(control, 'control')).json?.data?.total === total;
  const noisy = await send({ ...control, query: [...control.query, ...PROTO_KEYS.map((k): [string, Value] => [k, 'x'])] }, 'prototype-keys');
  const changes: string[] = [];
  if (noisy.status !== plain.status) changes.push(`status ${plain.status} → ${noisy.status}`);
  if (noisy.json?.code !== plain.json?.code) changes.push(`code ${String(plain.json?.code)} → ${String(noisy.json?.code)}`);
  if (steady && noisy.json?.data?.total !== total) changes.push(`total ${total} → ${String(noisy.json?.data?.total)}`);
  return changes;
}

async function fuzzOperation(resource: ResourceMeta, op: OperationMeta, allowed: string[]): Promise<void> {
  stats.operations += 1;
  const seed = hashSeed(SEED, op.operationId);
  const ids = idField(op);
  if (ids) {
    // Unknown ids first: refused, and it seeds the table the control then takes a real id from.
    const at = op.query.includes(ids) ? 'query' : 'body';
    const probe = withField(controlCall(op, UNKNOWN_ID, stream(seed)), at, ids.name, ids.type === 'array' ? [String(UNKNOWN_ID)] : String(UNKNOWN_ID));
    expectRefused(await send(probe, 'unknown-id-each'), `${op.operationId} on id ${UNKNOWN_ID}: ${describeCall(probe)}`);
  }
  const id = ids ? await existingId(resource, op) : undefined;
  const control = controlCall(op, id, stream(seed));

  // Every required parameter missing, one at a time.
  for (const field of [...op.query, ...op.body].filter((f) => f.required && f.default === undefined)) {
    if (op.kind === 'upload' && field.format === 'binary') continue; // checked below with the stateful upload's own answer
    const at = op.query.includes(field) ? 'query' : 'body';
    const call = withField(control, at, field.name, undefined);
    expectRefused(await send(call, 'missing-each'), `${op.operationId} without ${field.name}: ${describeCall(call)}`);
  }
  if (op.kind === 'upload') {
    expectRefused(await send({ ...control, body: [] }, 'missing-each'), `${op.operationId} without a file`);
  }

  // Every method the path does not serve: 405 with Allow and the envelope.
  for (const method of METHODS.filter((m) => !allowed.includes(m))) {
    const answer = await send({ ...control, method }, 'wrong-method');
    expect(answer.status, `${method} ${op.path}`).toBe(405);
    expect(answer.allow?.split(/,\s*/).toSorted(), `${method} ${op.path}: Allow`).toEqual(allowed.toSorted());
    expectRefused({ ...answer, status: 200 }, `${method} ${op.path}`);
  }

  // Seeded bad input.
  await fc.assert(
    fc.asyncProperty(badRequests(op, control), async (bad) => {
      if (bad.kind === 'none') return;
      expectRefused(await send(bad.call, bad.kind), `${op.operationId} ${bad.kind}: ${describeCall(bad.call)}`);
    }),
    { seed, numRuns: RUNS, endOnFailure: true },
  );

  // Prototype names as query keys of a read: the same answer as without them (a list keeps its rows).
  expect(await prototypeKeyChanges(op, control), `${op.operationId} with prototype keys`).toEqual([]);

  // The valid control succeeds (last: a remove or a sign-out changes state). Uploads need a real sheet (backend.test.ts).
  if (op.kind === 'upload') return;
  const answer = await send(control, 'control');
  expect(answer.status, `${op.operationId} control: ${describeCall(control)}`).toBe(200);
  // A JSON answer says code 0; a file answer has no envelope.
  expect(answer.json?.code ?? 0, `${op.operationId} control: ${describeCall(control)} → ${String(JSON.stringify(answer.json)).slice(0, 300)}`).toBe(0);
}

describe.each(groups.map((g) => g.key))('contract fuzz of %s', (key) => {
  it('refuses bad input to every operation and answers the valid control', { timeout: 120_000 }, async ({ annotate }) => {
    const group = await loadGroup[key]!();
    const before = { operations: stats.operations, requests: stats.requests, started: performance.now() };
    const paths = new Map<string, string[]>();
    for (const op of group.resources.flatMap((r) => r.operations)) paths.set(op.path, [...(paths.get(op.path) ?? []), op.method]);
    for (const resource of group.resources) {
      for (const op of resource.operations) await fuzzOperation(resource, op, [...(paths.get(op.path) ?? []), ...(paths.get(op.path)?.includes('GET') ? ['HEAD'] : [])]);
    }
    const operations = stats.operations - before.operations;
    expect(operations).toBe(group.resources.flatMap((r) => r.operations).length);
    const seconds = ((performance.now() - before.started) / 1000).toFixed(1);
    const total = ((performance.now() - stats.started) / 1000).toFixed(1);
    await annotate(
      `${key}: ${operations} operations, ${stats.requests - before.requests} requests in ${seconds} s (so far ${stats.operations} operations, ${stats.requests} requests, ${total} s; by kind ${JSON.stringify(stats.kinds)})`,
    );
  });
});
