import type { GroupMeta, OperationMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { GroupApi } from './generated-api';
import { UploadDialog } from './upload-dialog';

const upload = { operationId: 'thingUpload', action: 'upload', kind: 'upload', method: 'POST', path: '', summary: '导入', permission: 'x', query: [], body: [], bodyType: 'multipart', response: 'json' } as unknown as OperationMeta;
const result = { data: { total: 2, success: 1, failed: 1, errors: [{ row: 3, reason: '手机号格式不正确' }] } };

async function renderDialog() {
  const answer = Promise.withResolvers<typeof result>();
  const send = vi.fn<() => Promise<typeof result>>(() => answer.promise);
  const api: GroupApi = { meta: {} as GroupMeta, client: { thingUpload: send } };
  const onClose = vi.fn<() => void>();
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <UploadDialog api={api} upload={upload} resourceName="管理员" onClose={onClose} onImported={() => {}} />
    </QueryClientProvider>,
  );
  return { send, onClose, finish: () => answer.resolve(result) };
}

const dialog = () => page.getByRole('dialog', { name: '导入管理员' });
const start = () => dialog().getByRole('button', { name: '开始导入' });
const file = (name: string) => new File(['账号,姓名'], name, { type: 'text/csv' });

describe('UploadDialog 开始导入', () => {
  it('is off while the file is sent and after it was imported, until another file is chosen; then offers 完成', async () => {
    const { send, onClose, finish } = await renderDialog();
    await userEvent.upload(dialog().getByLabelText('导入文件'), file('名单.csv'));
    await userEvent.click(start());
    await expect.element(start()).toBeDisabled();
    finish();
    await expect.element(dialog().getByRole('region', { name: '导入结果' }).getByText('手机号格式不正确')).toBeVisible();
    await expect.element(start()).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog().getByRole('button', { name: '完成' }));
    expect(onClose).toHaveBeenCalled();

    await userEvent.upload(dialog().getByLabelText('导入文件'), file('名单二.csv'));
    await expect.element(start()).toBeEnabled();
    await expect.element(dialog().getByRole('button', { name: '取消' })).toBeVisible();
  });

  it('shows its file picker in zh-CN (选择文件, then the file name), not the browser\'s own words', async () => {
    await renderDialog();
    await expect.element(dialog().getByText('选择文件')).toBeVisible();
    await expect.element(dialog().getByText('未选择文件')).toBeVisible();
    await userEvent.upload(dialog().getByLabelText('导入文件'), file('名单.csv'));
    await expect.element(dialog().getByText('名单.csv')).toBeVisible();
    expect(dialog().element().textContent).not.toMatch(/Choose File|No file chosen/);
  });
});
