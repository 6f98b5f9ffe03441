import { loadGroup } from '@generated/manifest/index';
import type { GroupMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiError } from '@/api/api-error';
import type { GroupApi } from '../resource/generated-api';
import { listState, toSearch, validateListSearch } from '../resource/list-search';
import { ResourceScreen } from '../resource/resource-screen';

/*
 * The 岗位权限 screen (its refinement file) against stub client functions of the real bms-system
 * manifest: a small menu tree, the grants of 招生顾问, and a save that records what it was sent.
 */
const MENUS = [
  { id: 1, parentId: 0, name: '招生推广', type: 1, sort: 1, status: 1 },
  { id: 2, parentId: 1, name: '招生线索', type: 1, sort: 1, status: 1 },
  { id: 3, parentId: 2, name: '招生线索 · 查看', type: 2, permission: 'promote:admissionsClue:list', sort: 1, status: 1 },
  { id: 4, parentId: 2, name: '招生线索 · 导出', type: 2, permission: 'promote:admissionsClue:export', sort: 2, status: 1 },
  { id: 5, parentId: 1, name: '预约到访', type: 1, sort: 2, status: 1 },
  { id: 6, parentId: 5, name: '预约到访 · 查看', type: 2, permission: 'promote:appointment:list', sort: 1, status: 1 },
  { id: 7, parentId: 0, name: '系统管理', type: 1, sort: 2, status: 1 },
  { id: 8, parentId: 7, name: '管理员', type: 1, sort: 1, status: 1 },
  { id: 9, parentId: 8, name: '管理员 · 查看', type: 2, permission: 'system:admin:list', sort: 1, status: 1 },
];
const POSITIONS = [
  { id: 2, name: '招生顾问' },
  { id: 3, name: '招生主管' },
];
/** 招生顾问 holds 招生线索 · 查看 and 预约到访 · 查看 (with their menus). */
const GRANTED = [1, 2, 3, 5, 6];

type Stub = (payload: Record<string, unknown>) => Promise<unknown>;

let meta: GroupMeta;
let resource: ResourceMeta;
beforeAll(async () => {
  meta = await loadGroup['bms-system']!();
  resource = meta.resources.find((r) => r.key === 'bmsSystemPositionMenu')!;
});

function stubs() {
  return {
    bmsSystemMenuTree: vi.fn<Stub>(async () => ({ code: 0, data: MENUS })),
    bmsSystemPositionMenuListByPosition: vi.fn<Stub>(async ({ positionId }) => ({
      code: 0,
      data: (positionId === 2 ? GRANTED : []).map((menuId, index) => ({ id: index + 1, positionId, menuId })),
    })),
    bmsSystemPositionMenuUpdatePositionPermission: vi.fn<Stub>(async () => ({ code: 0, msg: '岗位权限已更新' })),
    bmsSystemPositionList: vi.fn<Stub>(async () => ({ code: 0, data: { pageList: POSITIONS, total: POSITIONS.length } })),
    bmsSystemPositionDetail: vi.fn<Stub>(async ({ id }) => ({ code: 0, data: POSITIONS.find((p) => p.id === id) })),
  };
}

/** The screen in a router whose search is the screen's state, as on /admin/bms/system/positionMenu. */
async function renderScreen(client = stubs(), search = '?positionId=2') {
  const api: GroupApi = { meta, operations: { all: client } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The position picker finds its target's group here, as on screen.
  queryClient.setQueryData(['group-api', 'bms-system'], api);
  const root = createRootRoute({
    validateSearch: validateListSearch,
    component: function Screen() {
      const state = listState(root.useSearch());
      const navigate = root.useNavigate();
      return (
        <Suspense fallback={<p>加载中</p>}>
          <ResourceScreen api={api} resource={resource} state={state} onStateChange={(next) => void navigate({ search: toSearch(next) })} />
        </Suspense>
      );
    },
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [`/${search}`] }) });
  await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

const focused = () => document.activeElement?.id;
const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
const expand = (name: string) => page.getByRole('button', { name: `「${name}」的下级` }).click();

describe('岗位权限 (src/admin/refinements/bmsSystemPositionMenu.tsx)', () => {
  it("shows the position's grants as a tri-state tree, collapsed below the groups", async () => {
    await renderScreen();
    await expect.element(box('招生推广')).toHaveAttribute('aria-checked', 'mixed');
    await expect.element(box('系统管理')).not.toBeChecked();
    await expect.element(page.getByText(/已选 2 项（共 4 项）/)).toBeVisible();
    // Below the group level nothing is drawn until it is opened.
    expect(box('招生线索').elements()).toHaveLength(0);
    await expand('招生推广');
    await expect.element(box('招生线索')).toHaveAttribute('aria-checked', 'mixed');
    await expect.element(box('预约到访')).toBeChecked();
    await expand('招生线索');
    await expect.element(box('招生线索 · 查看')).toBeChecked();
    await expect.element(box('招生线索 · 导出')).not.toBeChecked();
  });

  it("a menu's click checks all below it, a second click clears them; its menus follow a button", async () => {
    await renderScreen();
    await expand('招生推广');
    await box('招生线索').click();
    await expect.element(box('招生线索')).toBeChecked();
    await expect.element(box('招生推广')).toBeChecked();
    await box('招生推广').click();
    await expect.element(box('招生推广')).not.toBeChecked();
    await expect.element(box('预约到访')).not.toBeChecked();
    await expect.element(page.getByText(/已选 0 项（共 4 项）/)).toBeVisible();
    // Saving nothing clears the position (the spec says so): allowed, and said plainly first.
    await expect.element(page.getByRole('button', { name: '保存' })).toBeEnabled();
    await expect.element(page.getByText(/保存后该岗位的员工将看不到任何菜单与按钮/)).toBeVisible();
  });

  it('the search shows the matches with the menus above them, and says when nothing matches', async () => {
    await renderScreen();
    await page.getByLabelText('找菜单或按钮').fill('导出');
    await expect.element(box('招生线索 · 导出')).toBeVisible();
    await expect.element(box('招生线索')).toBeVisible();
    expect(box('招生线索 · 查看').elements()).toHaveLength(0);
    expect(box('系统管理').elements()).toHaveLength(0);
    await page.getByLabelText('找菜单或按钮').fill('不存在的功能');
    await expect.element(page.getByText('没有名称或权限标识包含「不存在的功能」的菜单或按钮')).toBeVisible();
  });

  it('保存 is off until something changed, sends every checked id with its menus, and 撤销修改 goes back', async () => {
    const { client } = await renderScreen();
    const save = page.getByRole('button', { name: '保存' });
    await expect.element(box('招生推广')).toBeVisible();
    await expect.element(save).toBeDisabled();
    await page.getByLabelText('找菜单或按钮').fill('导出');
    await box('招生线索 · 导出').click();
    await expect.element(save).toBeEnabled();
    await page.getByRole('button', { name: '撤销修改' }).click();
    await expect.element(box('招生线索 · 导出')).not.toBeChecked();
    await expect.element(save).toBeDisabled();
    await box('招生线索 · 导出').click();
    await save.click();
    await expect.element(save).toBeDisabled();
    expect(client.bmsSystemPositionMenuUpdatePositionPermission).toHaveBeenCalledTimes(1);
    expect(client.bmsSystemPositionMenuUpdatePositionPermission.mock.calls[0]?.[0]).toEqual({ positionId: 2, menuIds: [1, 2, 3, 4, 5, 6] });
  });

  it('a failed save shows why and keeps the checks', async () => {
    const client = stubs();
    client.bmsSystemPositionMenuUpdatePositionPermission.mockRejectedValue(new ApiError('菜单或按钮不存在或已被删除（ID：4）', { kind: 'business', code: 40004 }));
    await renderScreen(client);
    await page.getByLabelText('找菜单或按钮').fill('导出');
    await box('招生线索 · 导出').click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(page.getByRole('alert').element().textContent).toMatch(/^保存失败：菜单或按钮不存在或已被删除（ID：4）/);
    await expect.element(box('招生线索 · 导出')).toBeChecked();
    await expect.element(page.getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('switching position with unsaved checks asks first; 取消 stays, 确定 switches', async () => {
    const { router } = await renderScreen();
    await expand('招生推广');
    await box('预约到访').click();
    void router.navigate({ to: '/', search: { positionId: 3 } });
    const dialog = page.getByRole('alertdialog', { name: '切换岗位' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(box('预约到访')).not.toBeChecked();
    expect(router.state.location.search).toEqual({ positionId: 2 });
    void router.navigate({ to: '/', search: { positionId: 3 } });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.element(box('招生推广')).not.toBeChecked();
    await expect.element(page.getByRole('combobox', { name: '岗位' })).toHaveTextContent('招生主管');
  });

  it('without a position it asks for one; a failed tree is a failure, not an empty tree', async () => {
    const client = stubs();
    client.bmsSystemMenuTree.mockRejectedValue(new ApiError('网络连接失败，请检查网络后重试', { kind: 'network' }));
    await renderScreen(client, '');
    await expect.element(page.getByText('请选择岗位，再设置它可用的菜单与按钮。')).toBeVisible();
    await page.getByRole('combobox', { name: '岗位' }).click();
    await page.getByRole('option', { name: '招生顾问' }).click();
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(page.getByRole('alert').element().textContent).toMatch(/^菜单与按钮加载失败网络连接失败/);
    client.bmsSystemMenuTree.mockResolvedValue({ code: 0, data: MENUS });
    await page.getByRole('button', { name: '重试' }).click();
    await expect.element(box('招生推广')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('全部展开 opens every menu and 全部收起 closes them again', async () => {
    await renderScreen();
    await page.getByRole('button', { name: '全部展开' }).click();
    await expect.element(box('管理员 · 查看')).toBeVisible();
    expect(page.getByRole('checkbox').elements()).toHaveLength(MENUS.length);
    await page.getByRole('button', { name: '全部收起' }).click();
    await expect.element(box('招生线索')).not.toBeInTheDocument();
  });

  it('the keyboard walks the tree: ↑↓ move, → opens, ← closes or steps out, Space ticks', async () => {
    await renderScreen();
    await expect.element(box('招生推广')).toBeVisible();
    // One Tab stop for the whole tree: the first line.
    expect(box('招生推广').element().getAttribute('tabindex')).toBe('0');
    expect(box('系统管理').element().getAttribute('tabindex')).toBe('-1');
    (box('招生推广').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(box('招生线索')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(box('招生线索').element().id);
    await userEvent.keyboard(' ');
    await expect.element(box('招生线索')).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toBe(box('招生推广').element().id);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(box('招生线索')).not.toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(focused()).toBe(box('系统管理').element().id);
  });

  it('a tree of ~1000 lines draws only those in view, and the keyboard reaches the last one', async () => {
    const big: Record<string, unknown>[] = [];
    for (let g = 0; g < 20; g += 1) {
      const group = big.length + 1;
      big.push({ id: group, parentId: 0, name: `分组${g}`, type: 1, sort: g, status: 1 });
      for (let r = 0; r < 10; r += 1) {
        const menu = big.length + 1;
        big.push({ id: menu, parentId: group, name: `功能${g}-${r}`, type: 1, sort: r, status: 1 });
        for (let b = 0; b < 4; b += 1)
          big.push({ id: big.length + 1, parentId: menu, name: `功能${g}-${r} · 按钮${b}`, type: 2, permission: `x:f${g}x${r}:b${b}`, sort: b, status: 1 });
      }
    }
    const client = stubs();
    client.bmsSystemMenuTree.mockResolvedValue({ code: 0, data: big });
    await renderScreen(client);
    await page.getByRole('button', { name: '全部展开' }).click();
    await expect.element(box('功能0-0 · 按钮0')).toBeVisible();
    expect(big).toHaveLength(1020);
    expect(page.getByRole('checkbox').elements().length).toBeLessThan(60);
    (box('分组0').element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await expect.element(box('功能19-9 · 按钮3')).toHaveFocus();
    expect(box('功能19-9 · 按钮3').element().closest('li')?.getAttribute('aria-level')).toBe('3');
    expect(box('功能19-9 · 按钮3').element().closest('li')?.getAttribute('aria-posinset')).toBe('4');
  });
});
