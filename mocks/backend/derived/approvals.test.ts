import md5 from 'md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../mock-api.fixtures';

type Flow = Record<string, unknown> & { id: number };
interface FlowRecord {
  id: number;
  operatorId?: number;
  ignorePermission?: boolean;
  action: number;
  level: number;
  operatorName: string;
  opinion?: string;
  createTime: string;
}

let call: ReturnType<typeof mockApi>['call'];
beforeEach(() => {
  call = mockApi('bms/system/').call;
});

const signIn = (account: string) => call('POST', 'admin/signIn', { account, password: md5('123456') });
const flows = async (params: Record<string, string | number> = {}) =>
  (await call<{ pageList: Flow[]; total: number }>('GET', 'approvalFlow/list', { pageNum: 1, pageSize: 1000, ...params })).data!;
const flow = async (id: number) => (await call<Flow>('GET', 'approvalFlow/detail', { id })).data!;
const records = async (flowId: number) => (await call<FlowRecord[]>('GET', 'approvalFlow/record/list', { flowId })).data!;
const apply = (title: string) => call('PUT', 'approvalFlow/apply', { businessType: 2, title, content: '易拉宝 2 个', amount: 356.5, reason: '周末招生咨询会' });
const byTitle = async (title: string) => (await flows({ keyword: title })).pageList.find((f) => f.title === title)!;

describe('审批流程', () => {
  it('an application is the signed-in staff member’s, pending at level 1 with that level’s approver, and starts its history', async () => {
    await signIn('zhaosheng');
    expect(await apply('物料报销')).toMatchObject({ code: 0, msg: '提交申请成功' });
    const applied = await byTitle('物料报销');
    expect(applied).toMatchObject({ applicantId: 2, applicantName: '李招生', departmentId: 2, departmentName: '招生一部', auditStatus: 0, currentLevel: 1 });
    expect(applied).toMatchObject({ currentApproverId: 1, currentApproverName: '系统管理员', amount: 356.5, reason: '周末招生咨询会' });
    expect(applied.finishTime).toBeUndefined();
    expect(await records(applied.id)).toMatchObject([{ action: 0, level: 0, operatorName: '李招生' }]);
    // 我发起的 holds it; the approver finds it under 待我审批.
    expect((await flows({ scope: 1 })).pageList.map((f) => f.id)).toContain(applied.id);
    await signIn('admin');
    expect((await flows({ scope: 2 })).pageList.map((f) => f.id)).toContain(applied.id);
  });

  it('the approver passes it: finished after it was applied, no current approver, the opinion in its history', async () => {
    await signIn('zhaosheng');
    await apply('通过测试');
    const applied = await byTitle('通过测试');
    // Not the approver: refused, by name, and nothing changes.
    const refused = await call('PUT', 'approvalFlow/audit', { id: applied.id, result: 1 });
    expect(refused).toMatchObject({ code: 40003 });
    expect(refused.msg).toContain('「通过测试」');
    expect(await flow(applied.id)).toEqual(applied);

    await signIn('admin');
    expect(await call('PUT', 'approvalFlow/audit', { id: applied.id, result: 1, opinion: '同意' })).toMatchObject({ code: 0 });
    const passed = await flow(applied.id);
    expect(passed).toMatchObject({ auditStatus: 1 });
    expect(passed.currentApproverId).toBeUndefined();
    expect(passed.currentApproverName).toBeUndefined();
    expect(String(passed.finishTime) >= String(passed.applyTime)).toBe(true);
    expect(await records(applied.id)).toMatchObject([{ action: 0 }, { action: 1, level: 1, operatorName: '系统管理员', opinion: '同意' }]);
    expect((await flows({ scope: 3 })).pageList.map((f) => f.id)).toContain(applied.id);
    // Decided: no second answer.
    expect(await call('PUT', 'approvalFlow/audit', { id: applied.id, result: 2 })).toMatchObject({ code: 40009 });
  });

  it('only its applicant may withdraw it: anyone else is refused by name and nothing changes', async () => {
    await signIn('zhaosheng');
    await apply('撤回测试');
    const applied = await byTitle('撤回测试');
    await signIn('admin');
    const refused = await call('PUT', 'approvalFlow/withdraw', { id: applied.id });
    expect(refused).toEqual({ code: 40003, msg: '只有申请人「李招生」可以撤回审批流程「撤回测试」' });
    expect(await flow(applied.id)).toEqual(applied);
    expect(await records(applied.id)).toHaveLength(1);

    await signIn('zhaosheng');
    expect(await call('PUT', 'approvalFlow/withdraw', { id: applied.id })).toMatchObject({ code: 0, msg: '撤回申请成功' });
    expect(await flow(applied.id)).toMatchObject({ auditStatus: 3 });
    expect((await records(applied.id)).map((r) => r.action)).toEqual([0, 3]);
  });

  it('a seeded flow’s history is told from its own fields, in time order', async () => {
    const seeded = (await flows()).pageList.find((f) => f.auditStatus === 1)!;
    const history = await records(seeded.id);
    expect(history.map((r) => r.action)).toEqual([0, 1]);
    expect(history[1]!.createTime >= history[0]!.createTime).toBe(true);
  });
});

const approverOfApplied = async (businessType: number, title: string) => {
  await signIn('zhaosheng');
  await call('PUT', 'approvalFlow/apply', { businessType, title, content: '说明', amount: 1, reason: '原因' });
  const applied = await byTitle(title);
  await signIn('admin');
  return (await call<Flow>('GET', 'admin/detail', { id: Number(applied.currentApproverId) })).data!;
};

describe('审批流程: who answers an application (审批配置)', () => {
  it('指定岗位: an enabled admin holding that position answers, not just anyone', async () => {
    // The seeded config of business 4 names position 9 (财务专员); nobody of 招生一部 holds it.
    const approver = await approverOfApplied(4, '岗位审批');
    expect(approver).toMatchObject({ positionId: 9, status: 1 });
  });

  it('部门管理员: only a holder of a department-admin position answers; without one in the department, the one above', async () => {
    // 招生一部 has no enabled 招生主管: the approver comes from 总部 (its 超级管理员), not a 招生一部 colleague.
    expect(await approverOfApplied(3, '部门管理员审批一')).toMatchObject({ id: 1 });
    // Once 教研专员 (held by 申治涛 of 招生一部) is a department-admin position, 申治涛 answers.
    await signIn('admin');
    const position = (await call<Flow>('GET', 'position/detail', { id: 7 })).data!;
    const saved = await call('POST', 'position/save', {
      id: 7,
      name: String(position.name),
      code: String(position.code),
      departmentId: Number(position.departmentId),
      isDepartmentAdmin: 'true',
      dataScope: Number(position.dataScope),
    });
    expect(saved).toMatchObject({ code: 0 });
    expect(await approverOfApplied(3, '部门管理员审批二')).toMatchObject({ id: 133, departmentId: 2, positionId: 7 });
  });
});

describe('审批记录', () => {
  it('the application’s first record is the applicant’s own, not an override', async () => {
    await signIn('zhaosheng');
    await apply('记录测试');
    const applied = await byTitle('记录测试');
    expect(await records(applied.id)).toMatchObject([{ action: 0, operatorName: '李招生', ignorePermission: false }]);
  });

  it('an opinion is kept trimmed; a blank one is not kept', async () => {
    await signIn('zhaosheng');
    await apply('意见一');
    await apply('意见二');
    const first = await byTitle('意见一');
    const second = await byTitle('意见二');
    await signIn('admin');
    await call('PUT', 'approvalFlow/audit', { id: first.id, result: 1, opinion: '  同意  ' });
    await call('PUT', 'approvalFlow/audit', { id: second.id, result: 2, opinion: '   ' });
    expect((await records(first.id))[1]).toMatchObject({ action: 1, opinion: '同意' });
    const rejected = (await records(second.id))[1]!;
    expect(rejected).toMatchObject({ action: 2 });
    expect(rejected.opinion).toBeUndefined();
  });

  it('a seeded flow’s told history: submitted by its applicant, then its answer or withdrawal; a pending one has only its submission', async () => {
    const all = (await flows()).pageList;
    const byStatus = (status: number) => all.find((f) => f.auditStatus === status)!;
    for (const [status, actions] of [
      [0, [0]],
      [1, [0, 1]],
      [2, [0, 2]],
      [3, [0, 3]],
    ] as const) {
      const seeded = byStatus(status);
      const history = await records(seeded.id);
      expect(history.map((r) => r.action)).toEqual(actions);
      expect(history[0]).toMatchObject({ operatorId: seeded.applicantId, operatorName: seeded.applicantName, ignorePermission: false });
      for (const record of history) expect(record.ignorePermission).toBe(false);
    }
    // Each told record has its own id, also across flows.
    const ids = (await Promise.all(all.slice(0, 5).map((f) => records(f.id)))).flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Ids are int64 in the contract.
    for (const id of ids) expect(Number.isInteger(id)).toBe(true);
  });

  it('越权审核 of a seeded flow keeps its told history and marks the new record as an override', async () => {
    await signIn('admin');
    const seeded = (await flows()).pageList.find((f) => f.auditStatus === 0 && f.currentApproverId !== 1)!;
    expect(await call('PUT', 'approvalFlow/auditIgnorePermission', { id: seeded.id, result: 2 })).toMatchObject({ code: 0 });
    expect(await records(seeded.id)).toMatchObject([
      { action: 0, operatorName: seeded.applicantName, ignorePermission: false },
      { action: 2, operatorName: '系统管理员', ignorePermission: true },
    ]);
  });

  it('a refusal for a decided flow names its state and the action', async () => {
    await signIn('admin');
    const passed = (await flows()).pageList.find((f) => f.auditStatus === 1)!;
    expect(await call('PUT', 'approvalFlow/audit', { id: passed.id, result: 2 })).toEqual({ code: 40009, msg: '当前状态为「已通过」，不能执行「审核」' });
  });
});

const setDataScope = async (positionId: number, dataScope: number) => {
  await signIn('admin');
  const position = (await call<Flow>('GET', 'position/detail', { id: positionId })).data!;
  const saved = await call('POST', 'position/save', {
    id: positionId,
    name: String(position.name),
    code: String(position.code),
    departmentId: Number(position.departmentId),
    isDepartmentAdmin: String(position.isDepartmentAdmin),
    dataScope,
  });
  expect(saved).toMatchObject({ code: 0 });
};

describe('审批流程 list: whose flows a staff member sees (x-scope, 数据范围)', () => {
  it('本部门: the flows of their department, whoever applied, and no others', async () => {
    await signIn('admin');
    const everyFlow = (await flows()).pageList;
    const departments = everyFlow.filter((f) => f.departmentId === 2);
    expect(departments.some((f) => f.applicantId !== 2)).toBe(true);
    await setDataScope(2, 2);
    await signIn('zhaosheng');
    const seen = (await flows()).pageList;
    expect(seen.map((f) => f.id).toSorted()).toEqual(departments.map((f) => f.id).toSorted());
  });
});
