import type { FieldMeta, GroupMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormField } from '@/components/ui/form-field';
import { FieldInput } from './field-input';
import type { GroupApi } from './generated-api';

/*
 * Fixture targets in the real group of 管理员 and 部门 (bms-system), so the picker finds their group
 * from the manifest's index as it does on screen; their answers come from stub client functions.
 */
const op = (operationId: string, kind: OperationMeta['kind'], action: string, query: string[], paged = false): OperationMeta => ({
  operationId,
  action,
  kind,
  method: 'GET',
  path: `/api/x/${action}`,
  summary: '',
  permission: 'x',
  query: query.map((name) => ({ name, title: name, type: 'string' })),
  body: [],
  bodyType: null,
  response: 'json',
  ...(paged ? { paged: true as const } : {}),
});
const ADMIN: ResourceMeta = {
  key: 'bmsSystemAdmin',
  name: '管理员',
  group: 'bms-system',
  basePath: '/api/bms/system/admin',
  // No `keyword`: the search goes to the label field's own filter (`name`).
  operations: [op('adminList', 'list', 'list', ['pageNum', 'pageSize', 'name', 'phone'], true), op('adminDetail', 'detail', 'detail', ['id'])],
};
const DEPARTMENT: ResourceMeta = {
  key: 'bmsSystemDepartment',
  name: '部门',
  group: 'bms-system',
  basePath: '/api/bms/system/department',
  tree: 'tree',
  operations: [op('departmentList', 'list', 'list', ['pageNum', 'pageSize', 'keyword'], true), op('departmentTree', 'action', 'tree', ['status'])],
};
const DEPARTMENTS = [
  { id: 1, name: '总部', parentId: 0 },
  { id: 2, name: '招生一部', parentId: 1 },
  { id: 3, name: '招生二部', parentId: 1 },
  { id: 9, name: '二部第一小组', parentId: 3 },
  { id: 4, name: '财务部', parentId: 1 },
];
const ADMINS = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: i === 6 ? '张老师' : `员工${String(i + 1).padStart(2, '0')}` }));

type Payload = Record<string, unknown>;
type Stub = (payload: Payload) => Promise<unknown>;

function stubs() {
  const adminList = vi.fn<Stub>(async ({ name, pageNum = 1, pageSize = 15 }) => {
    const rows = ADMINS.filter((a) => !name || a.name.includes(String(name)));
    const start = (Number(pageNum) - 1) * Number(pageSize);
    return { code: 0, data: { pageList: rows.slice(start, start + Number(pageSize)), total: rows.length } };
  });
  const adminDetail = vi.fn<Stub>(async ({ id }) => ({ code: 0, data: ADMINS.find((a) => a.id === id) }));
  const departmentTree = vi.fn<Stub>(async () => ({ code: 0, data: DEPARTMENTS }));
  return { adminList, adminDetail, departmentTree, departmentList: vi.fn<Stub>() };
}

function setup(client = stubs()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const meta = { key: 'bms-system', service: 'bms', name: '系统管理', resources: [ADMIN, DEPARTMENT] } as GroupMeta;
  const { adminList, adminDetail, departmentList, departmentTree } = client;
  const api: GroupApi = { meta, operations: { bmsSystemAdmin: { adminList, adminDetail }, bmsSystemDepartment: { departmentList, departmentTree } } };
  queryClient.setQueryData(['group-api', 'bms-system'], api);
  return { queryClient, client };
}

const OWNER: FieldMeta = { name: 'ownerId', title: '负责人', type: 'integer', ref: { resource: 'bmsSystemAdmin', label: 'name' } };
const MEMBERS: FieldMeta = { name: 'memberIds', title: '成员', type: 'array', itemType: 'integer', ref: { resource: 'bmsSystemAdmin', label: 'name' } };
const DEPT: FieldMeta = { name: 'departmentId', title: '部门', type: 'integer', ref: { resource: 'bmsSystemDepartment', label: 'name', tree: 'tree' } };

/** One labelled field, as FieldGrid lays it out, holding its value as the form does (a string). */
function Harness({ field, initial = '', onValue }: { field: FieldMeta; initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label={field.title} htmlFor={`f-${field.name}`}>
      <FieldInput
        field={field}
        id={`f-${field.name}`}
        mode="form"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </FormField>
  );
}

async function mount(field: FieldMeta, initial = '', client = stubs()) {
  const { queryClient } = setup(client);
  const onValue = vi.fn<(value: string) => void>();
  await render(
    <QueryClientProvider client={queryClient}>
      <Harness field={field} initial={initial} onValue={onValue} />
    </QueryClientProvider>,
  );
  return { onValue, client };
}

const listbox = () => page.getByRole('listbox');
const options = () => listbox().getByRole('option');

describe('relation picker (x-ref to a list)', () => {
  it('is a labelled combobox, not a number box; searches the target by the typed words and sends the chosen id', async () => {
    const { onValue, client } = await mount(OWNER);
    const box = page.getByRole('combobox', { name: '负责人' });
    await expect.element(box).toHaveTextContent('请选择负责人');
    expect(document.querySelector('input[inputmode="numeric"]')).toBeNull();

    await userEvent.click(box);
    await expect.element(options().first()).toHaveTextContent('员工01');
    expect(options().all()).toHaveLength(20);
    expect(client.adminList).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 }, { message: false }, expect.anything());

    await userEvent.fill(page.getByRole('combobox', { name: '搜索负责人' }), '张');
    await expect
      .poll(() =>
        options()
          .all()
          .map((o) => o.element().textContent),
      )
      .toEqual(['张老师']);
    expect(client.adminList).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, name: '张' }, { message: false }, expect.anything());
    await userEvent.keyboard('{Enter}');

    expect(onValue).toHaveBeenLastCalledWith('7');
    await expect.element(listbox()).not.toBeInTheDocument();
    // The chosen record's label, from what the search loaded: no extra call.
    await expect.element(box).toHaveTextContent('张老师');
    expect(client.adminDetail).not.toHaveBeenCalled();
    await expect.element(box).toHaveFocus();
  });

  it('moves with the arrow keys, closes on Esc, and pages with 加载更多', async () => {
    const { onValue, client } = await mount(OWNER);
    const box = page.getByRole('combobox', { name: '负责人' });
    box.element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(options().first()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(listbox()).not.toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();

    await userEvent.click(box);
    await userEvent.click(page.getByRole('button', { name: '加载更多' }));
    await expect.poll(() => options().all().length).toBe(40);
    expect(client.adminList).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 }, { message: false }, expect.anything());
    await userEvent.click(page.getByRole('button', { name: '加载更多' }));
    await expect.poll(() => options().all().length).toBe(45);
    // Everything is loaded: nothing more to offer.
    await expect.element(page.getByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('45');
  });

  it('says 无匹配结果 when nothing matches, and 加载失败 with 重试 (never "no data") when the load fails', async () => {
    const client = stubs();
    const { adminList } = client;
    const real = adminList.getMockImplementation()!;
    adminList.mockImplementationOnce(async () => Promise.reject(new Error('网络异常')));
    await mount(OWNER, '', client);
    await userEvent.click(page.getByRole('combobox', { name: '负责人' }));
    await expect.element(page.getByRole('alert').getByText('加载失败', { exact: true })).toBeVisible();
    expect(document.body.textContent).not.toContain('无匹配结果');
    adminList.mockImplementation(real);
    await userEvent.click(page.getByRole('button', { name: '重试' }));
    await expect.element(options().first()).toHaveTextContent('员工01');

    await userEvent.fill(page.getByRole('combobox', { name: '搜索负责人' }), '不存在的人');
    await expect.element(page.getByText('无匹配结果')).toBeVisible();
    expect(options().all()).toHaveLength(0);
  });

  it("shows the current value's label when editing (fetched by id), and clears it", async () => {
    const { onValue, client } = await mount(OWNER, '7');
    const box = page.getByRole('combobox', { name: '负责人' });
    await expect.element(box).toHaveTextContent('张老师');
    expect(client.adminDetail).toHaveBeenCalledWith({ id: 7 }, { message: false }, expect.anything());
    await userEvent.click(page.getByRole('button', { name: '清除负责人' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    await expect.element(box).toHaveTextContent('请选择负责人');
  });

  it('shows a dash, not a wrong label, while a label cannot be loaded', async () => {
    const client = stubs();
    client.adminDetail.mockRejectedValue(new Error('网络异常'));
    await mount(OWNER, '7', client);
    await vi.waitFor(() => expect(client.adminDetail).toHaveBeenCalled());
    await expect.element(page.getByRole('combobox', { name: '负责人' })).toHaveTextContent('-');
    expect(page.getByRole('combobox', { name: '负责人' }).element().textContent).not.toContain('7');
  });
});

describe('relation multi-select (…Ids)', () => {
  it('adds records as chips, each with a 移除 button, and sends the ids joined', async () => {
    const { onValue } = await mount(MEMBERS, '7');
    await expect.element(page.getByRole('button', { name: '移除张老师' })).toBeVisible();
    await userEvent.click(page.getByRole('combobox', { name: '成员' }));
    await expect.element(listbox()).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(page.getByRole('option', { name: '员工02' }));
    expect(onValue).toHaveBeenLastCalledWith('7,2');
    // Stays open for the next choice; the chosen ones are marked.
    await expect.element(page.getByRole('option', { name: '员工02' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: '移除员工02' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '移除张老师' }));
    expect(onValue).toHaveBeenLastCalledWith('2');
    await expect.element(page.getByRole('button', { name: '移除张老师' })).not.toBeInTheDocument();
  });
});

const tree = () => page.getByRole('tree', { name: '部门' });
const item = (name: string) => tree().getByRole('treeitem', { name, exact: true });

describe('relation tree select (x-ref to a tree)', () => {
  it("shows the target's tree indented and expandable, filters by keyword, and chooses by keyboard", async () => {
    const { onValue, client } = await mount(DEPT);
    await userEvent.click(page.getByRole('combobox', { name: '部门' }));
    await expect.element(item('总部')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item('招生二部')).toHaveAttribute('aria-level', '2');
    // Collapsed below the first level until opened.
    await expect.element(item('招生二部')).toHaveAttribute('aria-expanded', 'false');
    expect(tree().element().textContent).not.toContain('二部第一小组');
    expect(client.departmentTree).toHaveBeenCalledTimes(1);

    await userEvent.fill(page.getByRole('searchbox', { name: '搜索部门' }), '小组');
    // The match where it sits: its ancestors open, the rest filtered out.
    await expect.element(item('二部第一小组')).toHaveAttribute('aria-level', '3');
    expect(
      tree()
        .getByRole('treeitem')
        .all()
        .map((t) => t.element().textContent),
    ).toEqual(['总部', '招生二部', '二部第一小组']);

    await userEvent.fill(page.getByRole('searchbox', { name: '搜索部门' }), '');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('总部')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(item('招生二部')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('二部第一小组')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(item('招生二部')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('3');
    await expect.element(page.getByRole('combobox', { name: '部门' })).toHaveTextContent('招生二部');
  });

  it("shows an existing value's label from the tree (one call for every label)", async () => {
    const { client } = await mount(DEPT, '9');
    await expect.element(page.getByRole('combobox', { name: '部门' })).toHaveTextContent('二部第一小组');
    expect(client.departmentTree).toHaveBeenCalledTimes(1);
  });

  it('says 加载失败 with 重试 when the tree fails', async () => {
    const client = stubs();
    const real = client.departmentTree.getMockImplementation()!;
    client.departmentTree.mockImplementation(async () => Promise.reject(new Error('网络异常')));
    await mount(DEPT, '', client);
    await userEvent.click(page.getByRole('combobox', { name: '部门' }));
    await expect.element(page.getByRole('alert').getByText('加载失败', { exact: true })).toBeVisible();
    client.departmentTree.mockImplementation(real);
    await userEvent.click(page.getByRole('button', { name: '重试' }));
    await userEvent.click(item('财务部'));
    await expect.element(page.getByRole('combobox', { name: '部门' })).toHaveTextContent('财务部');
  });
});
