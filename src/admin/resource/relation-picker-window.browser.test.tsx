import type { FieldMeta, GroupMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FieldInput } from './field-input';
import type { GroupApi } from './generated-api';
import { TREE_WINDOW } from './relation-tree-select';
import { OPTIONS_PAGE_SIZE } from './use-relation';

/*
 * Pickers over targets that answer with everything at once (an unpaged list, a tree endpoint): what
 * they draw stays a page at a time, however many records came. The targets sit in the real group of
 * 管理员 and 部门 (bms-system), so the pickers find their group from the manifest's index.
 */
const op = (operationId: string, kind: OperationMeta['kind'], action: string): OperationMeta => ({
  operationId,
  action,
  kind,
  method: 'GET',
  path: `/api/x/${action}`,
  summary: '',
  permission: 'x',
  query: [],
  body: [],
  bodyType: null,
  response: 'json',
});
const ADMIN: ResourceMeta = { key: 'bmsSystemAdmin', name: '管理员', group: 'bms-system', basePath: '/api/bms/system/admin', operations: [op('adminList', 'list', 'list')] };
const DEPARTMENT: ResourceMeta = {
  key: 'bmsSystemDepartment',
  name: '部门',
  group: 'bms-system',
  basePath: '/api/bms/system/department',
  tree: 'tree',
  operations: [op('departmentTree', 'action', 'tree')],
};
const records = (count: number, name: string) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `${name}${i + 1}`, parentId: 0 }));

async function mount(field: FieldMeta) {
  const adminList = vi.fn<() => Promise<unknown>>(async () => ({ code: 0, data: records(2000, '员工') }));
  const departmentTree = vi.fn<() => Promise<unknown>>(async () => ({ code: 0, data: records(500, '部门') }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const meta = { key: 'bms-system', service: 'bms', name: '系统管理', resources: [ADMIN, DEPARTMENT] } as GroupMeta;
  const api: GroupApi = { meta, operations: { bmsSystemAdmin: { adminList }, bmsSystemDepartment: { departmentTree } } };
  queryClient.setQueryData(['group-api', 'bms-system'], api);
  await render(
    <QueryClientProvider client={queryClient}>
      <label htmlFor="f">{field.title}</label>
      <FieldInput field={field} id="f" mode="form" value="" onChange={() => undefined} />
    </QueryClientProvider>,
  );
  await page.getByRole('combobox', { name: field.title }).click();
  return { adminList };
}

describe('a picker sent far more than it shows', () => {
  it('shows an unpaged list of 2,000 a page at a time, 加载更多 the next page from what came', async () => {
    const { adminList } = await mount({ name: 'ownerId', title: '负责人', type: 'integer', ref: { resource: 'bmsSystemAdmin', label: 'name' } });
    const options = page.getByRole('listbox', { name: '负责人' }).getByRole('option');
    await expect.element(options.first()).toHaveTextContent('员工1');
    expect(options.elements()).toHaveLength(OPTIONS_PAGE_SIZE);
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect.element(options.nth(OPTIONS_PAGE_SIZE * 2 - 1)).toHaveTextContent(`员工${OPTIONS_PAGE_SIZE * 2}`);
    expect(options.elements()).toHaveLength(OPTIONS_PAGE_SIZE * 2);
    expect(adminList).toHaveBeenCalledOnce();
  });

  it('draws a tree of 500 roots a window at a time, and says how many more there are', async () => {
    await mount({ name: 'departmentId', title: '部门', type: 'integer', ref: { resource: 'bmsSystemDepartment', label: 'name', tree: 'tree' } });
    const items = page.getByRole('tree', { name: '部门' }).getByRole('treeitem');
    await expect.element(items.first()).toHaveTextContent('部门1');
    expect(items.elements()).toHaveLength(TREE_WINDOW);
    await page.getByRole('button', { name: `显示更多（还有 ${500 - TREE_WINDOW} 项）` }).click();
    await expect.element(items.nth(TREE_WINDOW * 2 - 1)).toHaveTextContent(`部门${TREE_WINDOW * 2}`);
    await page.getByRole('button', { name: `显示更多（还有 ${500 - TREE_WINDOW * 2} 项）` }).click();
    await expect.element(items.nth(499)).toHaveTextContent('部门500');
    expect(page.getByRole('button', { name: /显示更多/ }).query()).toBeNull();
  });
});
