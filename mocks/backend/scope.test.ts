import { specHash } from '@generated/manifest/index';
import md5 from 'md5';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockHandlers } from '../handlers';
import { DEFAULT_SEED } from '../node';
import { memorySession } from './session';
import { MockStore, type Row } from './store';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

let handlers: ReturnType<typeof mockHandlers>;
beforeEach(() => {
  handlers = mockHandlers({ store: new MockStore({ version: specHash, seed: DEFAULT_SEED }), session: memorySession(), scenario: () => ({ kind: 'off' }) });
});

async function call<T = unknown>(method: string, path: string, params: Record<string, string | number> = {}): Promise<Envelope<T>> {
  const encoded = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const url = `http://localhost/api/bms/${path}`;
  const request =
    method === 'GET' ? new Request(`${url}?${encoded}`) : new Request(url, { method, body: encoded, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no answer for ${method} ${path}`);
  return (await response.json()) as Envelope<T>;
}

const signIn = (account: string) => call('POST', 'system/admin/signIn', { account, password: md5('123456') });
const list = (path: string) => call<{ pageList: Row[] }>('GET', path, { pageNum: 1, pageSize: 1000 });

describe('data scope (x-scope) of a list that says only whose a record is', () => {
  it('本部门: the records owned by their department’s staff', async () => {
    await signIn('admin');
    const everyTask = (await list('extension/autoCourse/list')).data!.pageList;
    const admins = (await call<{ pageList: Row[] }>('GET', 'system/admin/list', { pageNum: 1, pageSize: 1000 })).data!.pageList;
    const ofDepartment2 = new Set(admins.filter((a) => a.departmentId === 2).map((a) => a.id));
    const expected = everyTask.filter((t) => ofDepartment2.has(Number(t.ownerId))).map((t) => t.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everyTask.length);
    const position = (await call<Row>('GET', 'system/position/detail', { id: 2 })).data!;
    const saved = await call('POST', 'system/position/save', {
      id: 2,
      name: String(position.name),
      code: String(position.code),
      departmentId: Number(position.departmentId),
      isDepartmentAdmin: String(position.isDepartmentAdmin),
      dataScope: 2,
    });
    expect(saved).toMatchObject({ code: 0 });
    await signIn('zhaosheng');
    const seen = await list('extension/autoCourse/list');
    expect(seen.data!.pageList.map((t) => t.id).toSorted()).toEqual(expected.toSorted());
  });
});
