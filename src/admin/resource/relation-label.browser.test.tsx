import type { FieldMeta, GroupMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { GroupApi } from './generated-api';
import { tableFields } from './relation-data';
import { ResourceTable } from './resource-table';
import type { Row } from './use-resource-list';

const detail: OperationMeta = {
  operationId: 'adminDetail',
  action: 'detail',
  kind: 'detail',
  method: 'GET',
  path: '/api/x/detail',
  summary: '',
  permission: 'x',
  query: [{ name: 'id', title: 'ID', type: 'integer' }],
  body: [],
  bodyType: null,
  response: 'json',
};
const ADMIN: ResourceMeta = { key: 'bmsSystemAdmin', name: '管理员', group: 'bms-system', basePath: '/api/bms/system/admin', operations: [detail] };
const NAMES: Record<number, string> = { 1: '张三', 2: '李四' };

const FIELDS: FieldMeta[] = [
  { name: 'title', title: '标题', type: 'string' },
  // The row carries the department's name: its column shows it, the id column goes.
  { name: 'departmentId', title: '部门ID', type: 'integer', ref: { resource: 'bmsSystemDepartment', label: 'name', tree: 'tree' } },
  { name: 'departmentName', title: '部门', type: 'string', labelOf: 'departmentId' },
  // The row carries only the owner's id: the table looks its name up.
  { name: 'ownerId', title: '负责人ID', type: 'integer', ref: { resource: 'bmsSystemAdmin', label: 'name' } },
];
const ROWS: Row[] = [
  { id: 11, title: '甲', departmentId: 3, departmentName: '招生二部', ownerId: 1 },
  { id: 12, title: '乙', departmentId: 3, departmentName: '招生二部', ownerId: 2 },
  { id: 13, title: '丙', departmentId: 3, departmentName: '招生二部', ownerId: 1 },
  { id: 14, title: '丁', departmentId: 3, departmentName: '招生二部', ownerId: 99 },
];

async function mount() {
  const adminDetail = vi.fn<(payload: Record<string, unknown>) => Promise<unknown>>(async ({ id }) => {
    if (!NAMES[Number(id)]) throw new Error('记录不存在或已被删除');
    return { code: 0, data: { id, name: NAMES[Number(id)] } };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api: GroupApi = { meta: { key: 'bms-system', service: 'bms', name: '系统管理', resources: [ADMIN] } as GroupMeta, operations: { bmsSystemAdmin: { adminDetail } } };
  queryClient.setQueryData(['group-api', 'bms-system'], api);
  await render(
    <QueryClientProvider client={queryClient}>
      <ResourceTable caption="名单" fields={tableFields(FIELDS)} rows={ROWS} selection={{}} onSelectionChange={() => {}} visibility={{}} />
    </QueryClientProvider>,
  );
  return adminDetail;
}

const row = (title: string) => page.getByRole('row').filter({ hasText: title });

describe('ResourceTable reference columns', () => {
  it("show the related record's label, not its id: the row's own label column, or a lookup per distinct id (a dash when unknown)", async () => {
    const adminDetail = await mount();
    const headers = page
      .getByRole('columnheader')
      .elements()
      .map((h) => h.textContent);
    expect(headers).toEqual(['', '标题', '部门', '负责人']);
    await expect.element(row('甲').getByRole('cell', { name: '张三' })).toBeVisible();
    await expect.element(row('乙').getByRole('cell', { name: '李四' })).toBeVisible();
    await expect.element(row('丙').getByRole('cell', { name: '张三' })).toBeVisible();
    await expect.element(row('甲').getByRole('cell', { name: '招生二部' })).toBeVisible();
    // An id whose record cannot be loaded shows a dash, never the id or another record's name.
    await vi.waitFor(() => expect(adminDetail).toHaveBeenCalledWith({ id: 99 }, { message: false }, expect.anything()));
    await expect.element(row('丁').getByRole('cell', { name: '-', exact: true })).toBeVisible();
    expect(row('丁').element().textContent).not.toContain('99');
    // One lookup per distinct id, shared by the rows.
    expect(adminDetail).toHaveBeenCalledTimes(3);
  });
});
