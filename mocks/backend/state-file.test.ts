import { specHash } from '@generated/manifest/index';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createNodeBackend, DEFAULT_SEED } from '../node';
import { readStateFile, STATE_FORMAT, STATE_MESSAGES, stateFileName, stateFileText } from './state-file';
import { MockStore, type Persistence, type StoreSnapshot } from './store';

type Backend = ReturnType<typeof createNodeBackend>;

async function call(backend: Backend, path: string, form?: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, {
    method: form ? 'POST' : 'GET',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
    body: form ? new URLSearchParams(form) : undefined,
  });
  return (await (await getResponse(backend.handlers, request))!.json()) as { code: number; data?: { total: number; pageList: Record<string, unknown>[] } };
}

const ADMINS = '/api/bms/system/admin/list?pageNum=1&pageSize=1000';
const DEPARTMENTS = '/api/bms/system/department/list?pageNum=1&pageSize=1000';
const expected = { version: specHash, seed: DEFAULT_SEED };

/** Why a file cannot be loaded, or 'ok'. */
function message(text: string): string {
  const read = readStateFile(text, expected);
  return read.ok ? 'ok' : read.message;
}

/** A prepared state: a new staff member and a renamed department (whose label other tables show). */
async function prepared(): Promise<Backend> {
  const backend = createNodeBackend();
  expect((await call(backend, '/api/bms/system/admin/save', { account: 'state.e2e', name: '状态测试员', phone: '13911113333', departmentId: '2' })).code).toBe(0);
  const department = (await call(backend, '/api/bms/system/department/detail?id=3')) as { code: number; data?: Record<string, unknown> };
  const renamed = Object.fromEntries(
    Object.entries({ ...department.data, name: '招生三部' })
      .filter(([, v]) => typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  );
  expect((await call(backend, '/api/bms/system/department/save', renamed)).code).toBe(0);
  return backend;
}

describe('testers’ state files (保存状态 / 载入状态)', () => {
  it('another backend that loads the file answers with exactly the same records', async () => {
    const source = await prepared();
    const admins = await call(source, ADMINS);
    const departments = await call(source, DEPARTMENTS);
    const text = stateFileText(source.store, new Date(2026, 10, 1, 9, 30));
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(file).toMatchObject({ format: STATE_FORMAT, formatVersion: 1, specHash, seed: DEFAULT_SEED, savedAt: '2026-11-01 09:30:00' });

    const target = createNodeBackend();
    const read = readStateFile(text, expected);
    if (!read.ok) throw new Error(read.message);
    expect(read.summary.tables).toBeGreaterThanOrEqual(2);
    expect(read.summary.records).toBeGreaterThan(admins.data!.total);
    await target.store.replace(read.snapshot);
    expect(await call(target, ADMINS)).toEqual(admins);
    expect(await call(target, DEPARTMENTS)).toEqual(departments);
    expect(admins.data!.pageList[0]).toMatchObject({ name: '状态测试员' });
  });

  it('tells the tester when the loaded state was saved, and nothing when the file does not say', () => {
    const good = JSON.parse(stateFileText(new MockStore({ version: specHash, seed: DEFAULT_SEED }), new Date(2026, 10, 1, 9, 30))) as Record<string, unknown>;
    const summary = (change: Record<string, unknown>) => {
      const read = readStateFile(JSON.stringify({ ...good, ...change }), expected);
      if (!read.ok) throw new Error(read.message);
      return read.summary;
    };
    expect(summary({}).savedAt).toBe('2026-11-01 09:30:00');
    expect(summary({ savedAt: 20261101 }).savedAt).toBe('');
    expect(summary({ savedAt: undefined }).savedAt).toBe('');
  });

  it('names the file after when it was saved', () => {
    expect(stateFileName(new Date(2026, 10, 1, 9, 5))).toBe('模拟数据状态-2026-11-01-0905.json');
  });

  it('refuses a file that is not JSON, not a state, of other specs or seed, or broken, with a message that says why', () => {
    const good = JSON.parse(stateFileText(new MockStore({ version: specHash, seed: DEFAULT_SEED }))) as Record<string, unknown>;
    const variant = (change: Record<string, unknown>) => JSON.stringify({ ...good, ...change });
    expect(message(variant({}))).toBe('ok');
    expect(message('')).toBe(STATE_MESSAGES.notJson);
    expect(message('<html>')).toBe(STATE_MESSAGES.notJson);
    expect(message('[1,2]')).toBe(STATE_MESSAGES.foreign);
    expect(message('{"name":"package.json"}')).toBe(STATE_MESSAGES.foreign);
    expect(message(variant({ formatVersion: 2 }))).toBe(STATE_MESSAGES.newer(2));
    expect(message(variant({ specHash: '0123456789abcdef' }))).toBe(STATE_MESSAGES.otherSpecs('0123456789abcdef', specHash));
    expect(message(variant({ seed: 1 }))).toBe(STATE_MESSAGES.otherSeed(1, DEFAULT_SEED));
    expect(message(variant({ tables: [] }))).toBe(STATE_MESSAGES.broken('缺少数据表'));
    expect(message(variant({ tables: { bmsSystemAdmin: {} } }))).toBe(STATE_MESSAGES.broken('表「bmsSystemAdmin」不是记录列表'));
    expect(message(variant({ tables: { bmsSystemAdmin: [{ name: '无编号' }] } }))).toBe(STATE_MESSAGES.broken('表「bmsSystemAdmin」有记录缺少编号'));
    expect(message(variant({ tables: { bmsSystemAdmin: [{ id: 1 }, { id: 1 }] } }))).toBe(STATE_MESSAGES.broken('表「bmsSystemAdmin」的编号 1 重复'));
    expect(STATE_MESSAGES.otherSpecs('a', 'b')).toMatch(/^无法载入：/);
  });

  it('replace persists every table it loads, and only then resolves', async () => {
    let saved: StoreSnapshot | undefined;
    let cleared = 0;
    const persistence: Persistence = {
      load: async () => saved,
      save: async (snapshot) => void (saved = structuredClone(snapshot)),
      clear: async () => void ((cleared += 1), (saved = undefined)),
    };
    const store = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence });
    store.rows('a', () => [{ id: 1 }]);
    store.touch('a');
    await store.replace({ version: specHash, seed: DEFAULT_SEED, tables: { b: [{ id: 7, name: '乙' }], c: [] } });
    expect(cleared).toBe(1);
    expect(saved?.tables).toEqual({ b: [{ id: 7, name: '乙' }], c: [] });
    expect(store.has('a')).toBe(false);
    const again = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence });
    await again.restore();
    expect(again.rows('b', () => [])).toEqual([{ id: 7, name: '乙' }]);
  });
});
