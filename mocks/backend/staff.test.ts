import md5 from 'md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { secretsKey, storeSecrets } from './secrets';
import { mockApi } from './mock-api.fixtures';
import type { memorySession } from './session';
import { ADMIN_KEY, adminRows, signedInStaff } from './staff';
import type { MockStore } from './store';

let store: MockStore;
let session: ReturnType<typeof memorySession>;
let call: ReturnType<typeof mockApi>['call'];
beforeEach(() => {
  ({ store, session, call } = mockApi('bms/system/'));
});

const keys = async () => ((await call<{ permission?: string }[]>('GET', 'menu/listMine')).data ?? []).flatMap((m) => (m.permission ? [m.permission] : []));
const signIn = (account: string, password = '123456') => call<Record<string, unknown>>('POST', 'admin/signIn', { account, password: md5(password) });

/** A staff member an administrator added, with a password (what the 管理员 form's 初始密码 stores). */
async function addStaff(values: Record<string, unknown>, password: string): Promise<number> {
  const rows = await adminRows(store);
  const id = rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
  rows.unshift({ id, status: 1, isSuper: false, ...values });
  storeSecrets(store, ADMIN_KEY, id, { password: md5(password) });
  return id;
}

describe('staff accounts are the 管理员 table', () => {
  it('the demo accounts sign in with their documented passwords; a wrong one is refused', async () => {
    expect(await signIn('admin')).toMatchObject({ code: 0, data: { id: 1, isSuper: true } });
    expect(await signIn('jiaowu')).toMatchObject({ code: 0, data: { id: 3, name: '王教务', departmentId: 4, positionId: 5 } });
    expect(await signIn('zhaosheng', '654321')).toMatchObject({ code: 10001, msg: '账号或密码错误' });
    expect(await signIn('nobody')).toMatchObject({ code: 10001 });
  });

  it('a staff member an administrator added signs in with their password, and the answer carries no password', async () => {
    const id = await addStaff({ account: 'wangxin', name: '王新', departmentId: 2, positionId: 2 }, 'Wx#2026a');
    const answer = await signIn('wangxin', 'Wx#2026a');
    expect(answer).toMatchObject({ code: 0, data: { id, name: '王新', departmentId: 2, positionId: 2, isSuper: false } });
    expect(JSON.stringify(answer)).not.toContain(md5('Wx#2026a'));
    expect(typeof answer.data?.lastLoginTime).toBe('string');
    // The list never carries it either: the secrets are a table of their own.
    const page = await call<{ pageList: Record<string, unknown>[] }>('GET', 'admin/list', { pageNum: 1, pageSize: 5 });
    expect(page.data?.pageList.some((row) => 'password' in row)).toBe(false);
    expect(store.has(secretsKey(ADMIN_KEY))).toBe(true);
  });

  it('a disabled account is refused by name', async () => {
    await addStaff({ account: 'tingyong', name: '停用者', departmentId: 2, positionId: 2, status: 0 }, '123456');
    expect(await signIn('tingyong')).toMatchObject({ code: 10004, msg: '账号「tingyong」已停用，请联系管理员' });
  });

  it('what they may do follows the position they signed in with, until their next sign-in', async () => {
    const id = await addStaff({ account: 'wangxin', name: '王新', departmentId: 2, positionId: 2 }, 'Wx#2026a');
    await signIn('wangxin', 'Wx#2026a');
    expect(await signedInStaff(store, session)).toMatchObject({ id, positionId: 2, dataScope: 1 });
    expect(await keys()).not.toContain('statistics:statisticsDepartment:list');
    // Moved to 招生主管 while signed in: nothing changes for the open session…
    const row = (await adminRows(store)).find((r) => r.id === id)!;
    row.positionId = 3;
    expect(await signedInStaff(store, session)).toMatchObject({ positionId: 2, dataScope: 1 });
    // …and the next sign-in brings the new position's grants and 数据范围.
    await signIn('wangxin', 'Wx#2026a');
    expect(await signedInStaff(store, session)).toMatchObject({ positionId: 3, dataScope: 3 });
    expect((await keys()).some((key) => key.startsWith('statistics:'))).toBe(true);
  });

  it('a sign-out ends the session; before any sign-in the mocks act as the super administrator', async () => {
    expect(await signedInStaff(store, session)).toMatchObject({ id: 1, isSuper: true });
    await signIn('zhaosheng');
    expect(await signedInStaff(store, session)).toMatchObject({ id: 2, name: '李招生' });
    expect(await call('DELETE', 'admin/signOut')).toMatchObject({ code: 0 });
    expect(session.staff()).toBeUndefined();
  });
});
