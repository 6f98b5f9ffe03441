import { specHash } from '@generated/manifest/index';
import md5 from 'md5';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockHandlers } from '../../handlers';
import { DEFAULT_SEED } from '../../node';
import { memorySession } from '../session';
import { MockStore } from '../store';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
type Flow = Record<string, unknown> & { id: number };
interface FlowRecord {
  action: number;
  level: number;
  operatorName: string;
  opinion?: string;
  createTime: string;
}

let handlers: ReturnType<typeof mockHandlers>;
beforeEach(() => {
  handlers = mockHandlers({ store: new MockStore({ version: specHash, seed: DEFAULT_SEED }), session: memorySession(), scenario: () => ({ kind: 'off' }) });
});

async function call<T = unknown>(method: string, path: string, params: Record<string, string | number> = {}): Promise<Envelope<T>> {
  const encoded = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const url = `http://localhost/api/bms/system/${path}`;
  const request =
    method === 'GET' ? new Request(`${url}?${encoded}`) : new Request(url, { method, body: encoded, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no answer for ${method} ${path}`);
  return (await response.json()) as Envelope<T>;
}

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
