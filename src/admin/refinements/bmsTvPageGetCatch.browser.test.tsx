import type { GroupMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminStore } from '../admin-store';
import type { GroupApi } from '../resource/generated-api';
import { renderResourceScreen, type Stub } from '../operations/screen-harness';

afterEach(() => adminStore.reset());

const SNAPSHOT = {
  range: 2,
  departmentId: 2,
  departmentName: '招生一部',
  enrollCount: 37,
  renewCount: 8,
  amount: 215600,
  targetCount: 120,
  targetAmount: 800000,
  completionRate: 30.83,
  departmentRanks: [{ rank: 1, targetId: 14, targetName: '招生一部一组', departmentName: '招生一部', enrollCount: 21, amount: 120400, targetCount: 60, completionRate: 35 }],
  ownerRanks: [{ rank: 1, targetId: 2, targetName: '李招生', departmentName: '招生一部一组', enrollCount: 9, amount: 52000 }],
  trend: [{ date: '2026-11-23', enrollCount: 5, amount: 31000 }],
  updateTime: '2026-11-24 10:00:00',
};

/** The 部门 tree the department picker reads (its group's api, as the picker finds it in the cache). */
function departments(queryClient: QueryClient) {
  const tree: OperationMeta = {
    operationId: 'departmentTree',
    action: 'tree',
    kind: 'action',
    method: 'GET',
    path: '/api/x/tree',
    summary: '',
    permission: 'x',
    query: [],
    body: [],
    bodyType: null,
    response: 'json',
  };
  const list: OperationMeta = { ...tree, operationId: 'departmentList', action: 'list', kind: 'list', paged: true };
  const resource: ResourceMeta = { key: 'bmsSystemDepartment', name: '部门', group: 'bms-system', basePath: '/api/bms/system/department', tree: 'tree', operations: [list, tree] };
  const rows = [
    { id: 1, name: '总部', parentId: 0 },
    { id: 2, name: '招生一部', parentId: 1 },
  ];
  const api: GroupApi = {
    meta: { key: 'bms-system', service: 'bms', name: '系统管理', resources: [resource] } as GroupMeta,
    operations: { bmsSystemDepartment: { departmentTree: async () => ({ code: 0, data: rows }), departmentList: async () => ({ code: 0, data: { pageList: rows, total: 2 } }) } },
  };
  queryClient.setQueryData(['group-api', 'bms-system'], api);
}

async function render(url: string) {
  const getCatch = vi.fn<Stub>(async (params) => ({ code: 0, data: { ...SNAPSHOT, range: Number(params.range ?? 1) } }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  departments(queryClient);
  const rendered = await renderResourceScreen('bms-page', 'bmsTvPageGetCatch', { bmsTvPageGetCatch: getCatch }, { url, queryClient });
  return { getCatch, ...rendered };
}

describe('电视大屏 settings (refinement bmsTvPageGetCatch)', () => {
  it("asks for the snapshot with the URL's parameters and previews its figures and 快照时间", async () => {
    const { getCatch } = await render('/?range=2&departmentId=2');
    await expect.element(page.getByRole('radio', { name: '本周' })).toBeChecked();
    await expect.element(page.getByRole('combobox', { name: '部门' })).toHaveTextContent('招生一部');
    expect(getCatch).toHaveBeenCalledWith({ range: '2', departmentId: '2' }, undefined, expect.anything());
    await expect.element(page.getByText('215600.00')).toBeVisible();
    await expect.element(page.getByText('30.83%')).toBeVisible();
    await expect.element(page.getByText('2026-11-24 10:00:00')).toBeVisible();
    await expect.element(page.getByRole('table', { name: '部门排行' }).getByRole('rowheader', { name: '招生一部一组' })).toBeVisible();
  });

  it('a new 统计范围 goes to the URL and asks again; the TV address follows, with 复制', async () => {
    const { getCatch, router } = await render('/?departmentId=2');
    await expect.element(page.getByRole('radio', { name: '今日' })).toBeChecked();
    await userEvent.click(page.getByText('本月'));
    await expect.poll(() => router.state.location.search).toEqual({ departmentId: 2, range: 3 });
    await expect.poll(() => getCatch.mock.calls.at(-1)?.[0]).toEqual({ departmentId: '2', range: '3' });
    const address = page.getByLabelText('电视大屏地址');
    await expect.poll(() => (address.element() as HTMLInputElement).value).toMatch(/\?range=3&departmentId=2&display=tv$/);
    await expect.element(page.getByRole('button', { name: '复制地址' })).toBeVisible();
  });

  it('at its TV address (display=tv) it shows the snapshot full screen, and 退出大屏 leaves it', async () => {
    const { router } = await render('/?range=2&display=tv');
    const screen = page.getByRole('region', { name: '电视大屏缓存数据（大屏）' });
    await expect.element(screen).toBeVisible();
    await expect.element(screen.getByText('37', { exact: true })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '退出大屏' }));
    await expect.poll(() => router.state.location.search).toEqual({ range: 2 });
  });
});
