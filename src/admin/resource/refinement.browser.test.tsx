import { loadGroup } from '@generated/manifest/index';
import type { GroupMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { GroupApi } from './generated-api';
import { hasRefinement } from './refinement';
import { ResourceScreen } from './resource-screen';

const STATE = { pageNum: 1, pageSize: 15 as const, filters: {} };

/** The screen of `resource` in a router (the screen follows navigations) answering its list with `rows`. */
async function renderScreen(meta: GroupMeta, resource: ResourceMeta, rows: Record<string, unknown>[]) {
  const list = resource.operations.find((o) => o.kind === 'list');
  if (!list) throw new Error(`${resource.key} has no list`);
  const answer = vi.fn<(payload: object) => Promise<unknown>>(async () => ({ code: 0, data: { pageList: rows, total: rows.length } }));
  const api: GroupApi = { meta, operations: { [resource.key]: { [list.operationId]: answer } } };
  const root = createRootRoute({
    component: () => (
      <Suspense fallback={<p>加载中</p>}>
        <ResourceScreen api={api} resource={resource} state={STATE} onStateChange={() => {}} />
      </Suspense>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await expect.element(page.getByRole('checkbox', { name: '选择第 1 行' })).toBeVisible();
  return answer;
}

const headers = () =>
  page
    .getByRole('columnheader')
    .elements()
    .map((th) => (th.textContent ?? '').trim())
    .filter((title) => title !== '' && title !== '操作');
const filterLabels = () => [...document.querySelectorAll('search[aria-label="筛选"] label')].map((label) => (label.textContent ?? '').trim());

describe('a resource screen and its refinement file', () => {
  it("a resource without a refinement shows the spec's columns and filters in the spec's order", async () => {
    const resource: ResourceMeta = {
      key: 'testThing',
      name: '测试记录',
      group: 'test',
      basePath: '/api/test/thing',
      operations: [
        {
          operationId: 'testThingList',
          action: 'list',
          kind: 'list',
          method: 'GET',
          path: '/api/test/thing/list',
          summary: '测试记录列表',
          permission: 'test:thing:list',
          query: [
            { name: 'name', title: '姓名', type: 'string' },
            { name: 'status', title: '状态', type: 'integer', enum: [0, 1], enumLabels: ['禁用', '启用'] },
          ],
          body: [],
          bodyType: null,
          response: 'json',
          dataFields: [
            { name: 'name', title: '姓名', type: 'string' },
            { name: 'phone', title: '手机号', type: 'string' },
            { name: 'status', title: '状态', type: 'integer', enum: [0, 1], enumLabels: ['禁用', '启用'] },
          ],
        },
      ],
    };
    expect(hasRefinement(resource.key)).toBe(false);
    await renderScreen({ key: 'test', service: 'test', name: '测试', resources: [resource] }, resource, [{ id: 1, name: '张三', phone: '13900000000', status: 1 }]);
    expect(headers()).toEqual(['姓名', '手机号', '状态']);
    expect(filterLabels()).toEqual(['姓名', '状态']);
    await expect.element(page.getByRole('cell', { name: '启用' })).toBeVisible();
  });

  it('审批流程 is refined by src/admin/refinements/bmsSystemApprovalFlow.tsx: its columns, cells and filters', async () => {
    const load = loadGroup['bms-system'];
    if (!load) throw new Error('no bms-system manifest');
    const meta = await load();
    const resource = meta.resources.find((r) => r.key === 'bmsSystemApprovalFlow');
    if (!resource) throw new Error('no approval flow resource');
    expect(hasRefinement(resource.key)).toBe(true);
    await renderScreen(meta, resource, [
      {
        id: 9,
        businessType: 1,
        businessId: 4321,
        title: '请假申请',
        applicantName: '王芳',
        departmentName: '招生一部',
        auditStatus: 0,
        currentLevel: 2,
        currentApproverName: '李主管',
        applyTime: '2026-01-02 03:04:05',
      },
    ]);
    // As staff read an approval, and without the other module's record id and the step number.
    expect(headers().slice(0, 8)).toEqual(['标题', '审批业务', '申请人', '部门', '审核状态', '当前审批人', '申请时间', '完成时间']);
    expect(headers()).not.toContain('业务单据ID');
    expect(headers()).not.toContain('当前层级');
    // The status is the refinement's badge, labelled from the spec's enum.
    const status = page.getByRole('cell', { name: '待审核' });
    await expect.element(status).toBeVisible();
    expect(status.element().querySelector('span.rounded-full')).not.toBeNull();
    expect(filterLabels().slice(0, 2)).toEqual(['审核状态', '范围']);
  });
});
