import type { GroupMeta, OperationMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { toast } from '@/lib/toast';
import { ActionDialog } from './action-dialog';
import type { GroupApi } from './generated-api';
import type { Row } from './use-resource-list';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn<(message: string) => void>(), success: vi.fn<(message: string) => void>() } }));

const idField = { name: 'id', title: 'ID', type: 'integer' } as const;
const able = {
  operationId: 'thingAble',
  action: 'able',
  kind: 'able',
  method: 'PUT',
  path: '',
  summary: '启用或禁用管理员',
  permission: 'x',
  query: [],
  body: [idField, { name: 'status', title: '状态', type: 'integer' }],
  bodyType: 'form',
  response: 'json',
} as unknown as OperationMeta;
const remove = {
  operationId: 'thingRemove',
  action: 'remove',
  kind: 'remove',
  method: 'DELETE',
  path: '',
  summary: '批量删除管理员',
  permission: 'x',
  query: [{ name: 'ids', title: '所选记录', type: 'array' }],
  body: [],
  bodyType: null,
  response: 'json',
} as unknown as OperationMeta;

async function renderDialog(operation: OperationMeta, rows: Row[], extra: { preset?: Record<string, unknown>; verb?: string } = {}) {
  const send = vi.fn<(payload: unknown) => Promise<{ code: number }>>(async () => ({ code: 0 }));
  const api: GroupApi = { meta: {} as GroupMeta, operations: { thing: { [operation.operationId]: send } } };
  const onDone = vi.fn<() => void>();
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <ActionDialog api={api} operation={operation} rows={rows} resourceName="管理员" labelOf={(row) => String(row.name)} onClose={() => {}} onDone={onDone} {...extra} />
    </QueryClientProvider>,
  );
  return { send, onDone };
}

describe('ActionDialog wording', () => {
  it('禁用 names the record in its title and toasts 已禁用', async () => {
    const { send, onDone } = await renderDialog(able, [{ id: 7, name: '张三', status: 1 }], { preset: { status: 0 }, verb: '禁用' });
    const dialog = page.getByRole('alertdialog', { name: '禁用管理员「张三」？' });
    await expect.element(dialog.getByText('确定要禁用吗？')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({ status: 0, id: 7 }, undefined, undefined);
    expect(toast.success).toHaveBeenCalledWith('已禁用');
  });

  it('a bulk removal counts the records and toasts 已删除', async () => {
    const { send } = await renderDialog(remove, [
      { id: 1, name: '张三' },
      { id: 2, name: '李四' },
      { id: 3, name: '王五' },
    ]);
    const dialog = page.getByRole('alertdialog', { name: '删除选中的 3 条管理员？' });
    await expect.element(dialog.getByText('删除后无法恢复，确定要删除吗？')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('已删除 3 条'));
    expect(send).toHaveBeenCalledWith({ ids: [1, 2, 3] }, undefined, undefined);
  });
});
