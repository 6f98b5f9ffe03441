/**
 * Record states through the whole mock backend, on the real specs (x-states in the manifest): an
 * action moves a record only along its declared transition; elsewhere it is refused with 40009 and a
 * zh-CN message, and nothing changes (every id of `ids` or none).
 */
import {
  bmsExtensionAutoCourseBatchStart,
  bmsExtensionAutoCourseList,
  bmsExtensionOutboundCallList,
  bmsExtensionOutboundCallPause,
  bmsExtensionOutboundCallResume,
  bmsExtensionOutboundCallStart,
  bmsExtensionOutboundCallStop,
} from '@generated/bms-extension/client/bms-extension';
import { bmsSystemApprovalFlowAudit, bmsSystemApprovalFlowList, bmsSystemApprovalFlowWithdraw } from '@generated/bms-system/client/bms-system';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { createNodeBackend } from '../node';
import { REFUSAL_CODES } from './contract';

let backend: ReturnType<typeof createNodeBackend>;
beforeEach(() => {
  backend = createNodeBackend();
  server.use(...backend.handlers);
});

const quiet = { message: false, loading: false } as const;
const UNKNOWN = 99_999_999;
const refused = (msg: string) => ({ code: REFUSAL_CODES.stateConflict, message: msg });

/**
 * Rows of a table, with its first records put in the given states (the seed's states are random).
 * `seed` is a call that makes the backend keep the table (an action on an unknown id; an unfiltered
 * first page alone is answered without storing it).
 */
async function tableWith<T extends { id: number }>(
  list: () => Promise<{ data?: { pageList?: T[] } }>,
  key: string,
  field: string,
  states: number[],
  seed: () => Promise<unknown>,
): Promise<T[]> {
  await expect(seed()).rejects.toMatchObject({ code: REFUSAL_CODES.notFound });
  const rows = backend.store.rows(key, () => []);
  expect(rows.length).toBeGreaterThanOrEqual(states.length);
  states.forEach((state, index) => {
    const row = rows[index];
    if (row) row[field] = state;
  });
  return (await list()).data!.pageList!;
}

const approvals = () => bmsSystemApprovalFlowList({ pageNum: 1, pageSize: 1000 }, quiet);
/** Only a flow's applicant withdraws it and only its current approver audits it: the first flows are the signed-in admin's (id 1) on both counts. */
const byAdmin = (count: number) => {
  for (const row of backend.store.rows('bmsSystemApprovalFlow', () => []).slice(0, count)) Object.assign(row, { applicantId: 1, currentApproverId: 1 });
};
const seedApprovals = () => bmsSystemApprovalFlowWithdraw({ id: UNKNOWN }, quiet);
const callTasks = () => bmsExtensionOutboundCallList({ pageNum: 1, pageSize: 1000 }, quiet);
const approvalStatus = async (id: number) => (await approvals()).data!.pageList!.find((r) => r.id === id)?.auditStatus;
const taskStatus = async (id: number) => (await callTasks()).data!.pageList!.find((r) => r.id === id)?.status;
const autoCourses = () => bmsExtensionAutoCourseList({ pageNum: 1, pageSize: 1000 }, quiet);

describe('approval flow (auditStatus: 待审核 0, 已通过 1, 已驳回 2, 已撤回 3)', () => {
  it('audits a pending record to 已通过 or 已驳回 by the result sent, once', async () => {
    const [a, b] = await tableWith(approvals, 'bmsSystemApprovalFlow', 'auditStatus', [0, 0], seedApprovals);
    byAdmin(2);
    await bmsSystemApprovalFlowAudit({ id: a!.id, result: 1 }, quiet);
    await bmsSystemApprovalFlowAudit({ id: b!.id, result: 2 }, quiet);
    expect(await approvalStatus(a!.id)).toBe(1);
    expect(await approvalStatus(b!.id)).toBe(2);
    // Audited: no second audit, no withdrawal.
    await expect(bmsSystemApprovalFlowAudit({ id: b!.id, result: 1 }, quiet)).rejects.toMatchObject(refused('当前状态为「已驳回」，不能执行「审核」'));
    await expect(bmsSystemApprovalFlowWithdraw({ id: a!.id }, quiet)).rejects.toMatchObject(refused('当前状态为「已通过」，不能执行「撤回申请」'));
    expect(await approvalStatus(a!.id)).toBe(1);
    expect(await approvalStatus(b!.id)).toBe(2);
  });

  it('withdraws only a pending record', async () => {
    const [pending, withdrawn] = await tableWith(approvals, 'bmsSystemApprovalFlow', 'auditStatus', [0, 3], seedApprovals);
    byAdmin(2);
    await bmsSystemApprovalFlowWithdraw({ id: pending!.id }, quiet);
    expect(await approvalStatus(pending!.id)).toBe(3);
    await expect(bmsSystemApprovalFlowWithdraw({ id: withdrawn!.id }, quiet)).rejects.toMatchObject(refused('当前状态为「已撤回」，不能执行「撤回申请」'));
  });
});

describe('outbound-call task (status: 未开始 0, 进行中 1, 已暂停 2, 已结束 3)', () => {
  it('moves along 开始 → 暂停 → 恢复 → 结束 and refuses every other step', async () => {
    const [task] = await tableWith(callTasks, 'bmsExtensionOutboundCall', 'status', [0], () => bmsExtensionOutboundCallStart({ id: UNKNOWN }, quiet));
    const id = task!.id;
    await expect(bmsExtensionOutboundCallPause({ id }, quiet)).rejects.toMatchObject(refused('当前状态为「未开始」，不能执行「暂停外呼任务」'));
    await expect(bmsExtensionOutboundCallStop({ id }, quiet)).rejects.toMatchObject(refused('当前状态为「未开始」，不能执行「结束外呼任务」'));
    await bmsExtensionOutboundCallStart({ id }, quiet);
    expect(await taskStatus(id)).toBe(1);
    await expect(bmsExtensionOutboundCallStart({ id }, quiet)).rejects.toMatchObject(refused('当前状态为「进行中」，不能执行「开始外呼任务」'));
    await expect(bmsExtensionOutboundCallResume({ id }, quiet)).rejects.toMatchObject(refused('当前状态为「进行中」，不能执行「恢复外呼任务」'));
    await bmsExtensionOutboundCallPause({ id }, quiet);
    expect(await taskStatus(id)).toBe(2);
    await bmsExtensionOutboundCallResume({ id }, quiet);
    expect(await taskStatus(id)).toBe(1);
    await bmsExtensionOutboundCallStop({ id }, quiet);
    expect(await taskStatus(id)).toBe(3);
    for (const step of [bmsExtensionOutboundCallStart, bmsExtensionOutboundCallPause, bmsExtensionOutboundCallResume, bmsExtensionOutboundCallStop]) {
      await expect(step({ id }, quiet)).rejects.toMatchObject({
        code: REFUSAL_CODES.stateConflict,
        message: expect.stringMatching(/^当前状态为「已结束」，不能执行「.+外呼任务」$/),
      });
    }
    expect(await taskStatus(id)).toBe(3);
  });
});

describe('a batch action (自动学课 批量开始: 未开始 0 → 学习中 1)', () => {
  it('moves every record when all apply, and none when one does not', async () => {
    const [a, b, c, d] = await tableWith(autoCourses, 'bmsExtensionAutoCourse', 'status', [0, 0, 0, 2], () => bmsExtensionAutoCourseBatchStart({ ids: [UNKNOWN] }, quiet));
    await expect(bmsExtensionAutoCourseBatchStart({ ids: [a!.id, b!.id, c!.id, d!.id] }, quiet)).rejects.toMatchObject(
      refused(`所选记录中有 1 条不是「未开始」状态（ID：${d!.id}），不能执行「开始学课」`),
    );
    const unchanged = (await autoCourses()).data!.pageList!;
    expect([a, b, c, d].map((r) => unchanged.find((u) => u.id === r!.id)?.status)).toEqual([0, 0, 0, 2]);
    await bmsExtensionAutoCourseBatchStart({ ids: [a!.id, b!.id] }, quiet);
    const moved = (await autoCourses()).data!.pageList!;
    expect([a, b, c].map((r) => moved.find((u) => u.id === r!.id)?.status)).toEqual([1, 1, 0]);
  });
});
