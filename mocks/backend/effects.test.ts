import md5 from 'md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { memorySession, type MockSession } from './session';
import { mockApi, type Params } from './mock-api.fixtures';
import { applyEffects, resourceMeta, uniqueRefusal } from './effects';
import type { MockStore, Row } from './store';
import { writesOf } from './write-log';

/*
 * What the admissions actions declare they do (x-effects in openapi/ums/promote.yaml), applied by the
 * mock backend all or nothing, and whose leads a consultant sees (x-scope, their position's 数据范围).
 */

interface Page {
  pageList: Row[];
  total: number;
}

let store: MockStore;
let call: ReturnType<typeof mockApi>['call'];
beforeEach(() => {
  ({ store, call } = mockApi());
});

const signIn = async (account: string) => expect((await call('POST', 'bms/system/admin/signIn', { account, password: md5('123456') })).code).toBe(0);
const leads = async (params: Params = {}) => (await call<Page>('GET', 'ums/promote/admissionsClue/list', { pageNum: 1, pageSize: 1000, ...params })).data!;
const all = async (path: string, params: Params = {}) => (await call<Page>('GET', `ums/promote/${path}/list`, { pageNum: 1, pageSize: 1000, ...params })).data!.pageList;
const lead = async (id: number) => (await call<Row>('GET', 'ums/promote/admissionsClue/detail', { id })).data;

async function newLead(name: string, phone: string): Promise<Row> {
  const created = await call('POST', 'ums/promote/admissionsClue/save', { name, phone, projectType: 2, batch: '202609' });
  expect(created).toMatchObject({ code: 0 });
  const found = (await leads({ keyword: phone })).pageList;
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('admissions: a lead from creation to reception (x-effects)', () => {
  it('a new lead is the consultant’s; the same phone again is refused, naming the lead that has it', async () => {
    await signIn('zhaosheng');
    const created = await newLead('林知秋', '19912340001');
    expect(created).toMatchObject({ ownerId: 2, ownerName: '李招生', departmentId: 2, pool: 1, status: 1 });
    const again = await call('POST', 'ums/promote/admissionsClue/save', { name: '林知秋', phone: '19912340001', projectType: 2, batch: '202609' });
    expect(again).toEqual({ code: 40009, msg: '手机号「19912340001」已存在（招生线索「林知秋」）' });
    // An edit that keeps its own phone is no duplicate; one taking another lead's is.
    expect((await call('POST', 'ums/promote/admissionsClue/save', { id: created.id, remark: '周末可到校' })).code).toBe(0);
    const other = await newLead('周知远', '19912340002');
    expect((await call('POST', 'ums/promote/admissionsClue/save', { id: other.id, phone: '19912340001' })).msg).toBe('手机号「19912340001」已存在（招生线索「林知秋」）');
  });

  it('each follow-up is a record of its own; the lead’s 最近跟进时间 and status move', async () => {
    await signIn('zhaosheng');
    const { id } = await newLead('林知秋', '19912340001');
    expect((await call('PUT', 'ums/promote/admissionsClue/follow', { id, followWay: 1, followContent: '电话沟通，约周六到校' })).msg).toBe('跟进招生线索成功');
    const first = await lead(id);
    expect(first).toMatchObject({ status: 2 });
    expect(first?.followTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await call('PUT', 'ums/promote/admissionsClue/follow', { id, followWay: 2, followContent: '微信发送招生简章', intentionLevel: 1 });
    expect(await lead(id)).toMatchObject({ status: 2, intentionLevel: 1 });
    const follows = await all('clueFollow', { clueId: id });
    expect(follows.map((f) => f.followContent)).toEqual(['微信发送招生简章', '电话沟通，约周六到校']);
    expect(follows[0]).toMatchObject({ clueId: id, clueName: '林知秋', followWay: 2, ownerId: 2, ownerName: '李招生' });
  });

  it('an appointment booked on the lead, then its reception registered: the lead becomes 已预约, then 已到访', async () => {
    await signIn('zhaosheng');
    const { id } = await newLead('林知秋', '19912340001');
    expect((await call('PUT', 'ums/promote/appointment/apply', { clueId: id, appointTime: '2026-12-05 10:00:00', campus: '天河校区' })).code).toBe(0);
    expect(await lead(id)).toMatchObject({ status: 3 });
    const [appointment] = await all('appointment', { clueId: id });
    expect(appointment).toMatchObject({ clueId: id, name: '林知秋', phone: '19912340001', status: 1, ownerId: 2, ownerName: '李招生', campus: '天河校区' });
    const received = await call('PUT', 'ums/promote/appointment/reception', { id: appointment!.id, receptionTime: '2026-12-05 10:20:00' });
    expect(received).toMatchObject({ code: 0, msg: '登记接待成功' });
    const [after] = await all('appointment', { clueId: id });
    expect(after).toMatchObject({ status: 3, receptionTime: '2026-12-05 10:20:00', receptionistName: '李招生' });
    expect(await lead(id)).toMatchObject({ status: 4 });
    // Registered once: a second reception is refused by its x-states.
    expect((await call('PUT', 'ums/promote/appointment/reception', { id: appointment!.id, receptionTime: '2026-12-05 11:00:00' })).code).toBe(40009);
  });

  it('given up by its owner to 公海, drawn by another consultant: owner, pool and two circulation records', async () => {
    await signIn('zhaosheng');
    const { id } = await newLead('林知秋', '19912340001');
    expect((await call('PUT', 'ums/promote/admissionsClue/giveUp', { ids: [id], reason: '暂无报读计划' })).msg).toBe('放弃招生线索成功');
    const given = await lead(id);
    expect(given).toMatchObject({ pool: 3 });
    expect(given?.ownerId).toBeUndefined();
    expect(given?.ownerName).toBeUndefined();

    await signIn('zhaosheng2');
    expect((await call('PUT', 'ums/promote/admissionsClue/seaDraw', { ids: [id] })).code).toBe(0);
    expect(await lead(id)).toMatchObject({ pool: 1, ownerId: 4, ownerName: '陈顾问', departmentId: 2 });
    const records = await all('circulate', { clueId: id });
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      circulateType: 3,
      clueName: '林知秋',
      cluePhone: '19912340001',
      fromPool: 3,
      toPool: 1,
      toOwnerId: 4,
      toOwnerName: '陈顾问',
      createBy: '陈顾问',
    });
    expect(records[0]?.fromOwnerId).toBeUndefined();
    expect(records[1]).toMatchObject({ circulateType: 4, fromPool: 1, toPool: 3, fromOwnerId: 2, fromOwnerName: '李招生', reason: '暂无报读计划', createBy: '李招生' });
    expect(records[1]?.toOwnerId).toBeUndefined();
  });

  it('refuses what the declarations forbid, naming the lead, and then changes nothing', async () => {
    await signIn('zhaosheng');
    const { id } = await newLead('林知秋', '19912340001');
    const circulations = (await all('circulate')).length;
    // Not in 公海: not drawn from it.
    expect(await call('PUT', 'ums/promote/admissionsClue/seaDraw', { ids: [id] })).toEqual({ code: 40009, msg: '招生线索「林知秋」当前所在池为「个人」，不能执行「从公海领取」' });
    await signIn('zhaosheng2');
    // Not theirs: not given up by them.
    expect(await call('PUT', 'ums/promote/admissionsClue/giveUp', { ids: [id], reason: '不是我的' })).toEqual({
      code: 40003,
      msg: '只有负责人可以执行「放弃招生线索」（招生线索「林知秋」）',
    });
    // All or nothing: one lead that may not be drawn refuses the whole call.
    const sea = (await leads({ pool: 3 })).pageList[0]!;
    const refused = await call('PUT', 'ums/promote/admissionsClue/seaDraw', { ids: [sea.id, id] });
    expect(refused.code).toBe(40009);
    await signIn('admin');
    expect(await lead(sea.id)).toMatchObject({ pool: 3 });
    expect(await lead(id)).toMatchObject({ pool: 1, ownerId: 2 });
    expect(await all('circulate')).toHaveLength(circulations);
  });
});

describe('admissions: whose leads a consultant sees (x-scope, 数据范围 仅本人)', () => {
  it('their own leads, the pools when they ask for them, and nobody else’s', async () => {
    await signIn('admin');
    const everyone = await leads();
    expect(everyone.total).toBe(1200);
    await signIn('zhaosheng');
    const own = await leads();
    expect(own.total).toBeLessThan(everyone.total);
    expect(own.pageList.every((r) => r.ownerId === 2)).toBe(true);
    // 公海 is open to anyone, when asked for.
    const sea = await leads({ pool: 3 });
    expect(sea.total).toBeGreaterThan(0);
    expect(sea.pageList.every((r) => r.pool === 3)).toBe(true);
    // 部门线索池: their department's only.
    const pool = await leads({ pool: 2 });
    expect(pool.pageList.every((r) => r.pool === 2 && r.departmentId === 2)).toBe(true);
    // Someone else's lead in someone's hands is not found by id either.
    const others = everyone.pageList.find((r) => r.pool === 1 && r.ownerId !== 2)!;
    expect((await call('GET', 'ums/promote/admissionsClue/detail', { id: others.id })).code).toBe(40004);
  });
});

describe('admissions: what an action writes is kept and logged', () => {
  it('each follow-up written gets a new id above every other follow-up’s', async () => {
    // Every follow-up there is, as the super administrator sees them.
    await signIn('admin');
    const before = (await all('clueFollow')).map((f) => f.id);
    await signIn('zhaosheng');
    const { id } = await newLead('陈新立', '19912340009');
    await call('PUT', 'ums/promote/admissionsClue/follow', { id, followWay: 1, followContent: '第一次' });
    await call('PUT', 'ums/promote/admissionsClue/follow', { id, followWay: 1, followContent: '第二次' });
    const mine = await all('clueFollow', { clueId: id });
    const [second, first] = mine.map((f) => f.id);
    expect(first).toBe(Math.max(0, ...before) + 1);
    expect(second).toBe(first! + 1);
  });

  it('the write log names who changed the lead, by which action, and what changed', async () => {
    await signIn('zhaosheng');
    const { id } = await newLead('许知远', '19912340010');
    await call('PUT', 'ums/promote/admissionsClue/follow', { id, followWay: 1, followContent: '电话沟通' });
    const entry = writesOf(store, 'umsPromoteAdmissionsClue', id).find((w) => w.action === '跟进招生线索');
    expect(entry).toMatchObject({ by: '李招生' });
    expect(entry!.changes.map((c) => c.field)).toContain('status');
  });
});

const clueMeta = async () => (await resourceMeta('umsPromoteAdmissionsClue'))!;

describe('applyEffects: declarations that point nowhere are refused, with nothing changed', () => {
  const session: MockSession = memorySession();

  it('an action on a resource that does not exist', async () => {
    const resource = await clueMeta();
    const operation = resource.operations.find((o) => o.kind === 'list')!;
    const outcome = await applyEffects({ store, session }, resource, { ...operation, summary: '测试动作' }, { on: { resource: 'noSuchResource', field: 'id' } } as never, {});
    expect(outcome).toEqual({ ok: false, code: 40000, msg: '「测试动作」指向的资源不存在' });
  });

  it('a write into a resource that does not exist', async () => {
    const resource = await clueMeta();
    const operation = resource.operations.find((o) => o.kind === 'list')!;
    const outcome = await applyEffects({ store, session }, resource, { ...operation, summary: '测试动作' }, { writes: [{ resource: 'noSuchResource', values: {} }] } as never, {});
    expect(outcome).toEqual({ ok: false, code: 40000, msg: '「测试动作」要写入的资源 noSuchResource 不存在' });
  });
});

describe('uniqueRefusal: only a value that is there can collide', () => {
  it('an empty value is never taken, even where other records have none', async () => {
    const resource = (await resourceMeta('umsPromoteAdmissionsClue'))!;
    const rows = [{ id: 1, name: '甲' }] as Row[];
    expect(uniqueRefusal(resource, { phone: '' }, rows, undefined)).toBeUndefined();
    expect(uniqueRefusal(resource, { phone: '13800000000' }, [{ id: 1, name: '甲', phone: '13800000000' }] as Row[], undefined)).toContain('「甲」');
  });
});
