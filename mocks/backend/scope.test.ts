import md5 from 'md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from './mock-api.fixtures';
import type { Row } from './store';

let call: ReturnType<typeof mockApi>['call'];
beforeEach(() => {
  call = mockApi('bms/').call;
});

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
