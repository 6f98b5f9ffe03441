import * as XLSX from '@e965/xlsx';
import type { GroupMeta, OperationMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { onImportCancel, reportImportProgress } from '@/lib/import-progress';
import type { GroupApi } from './generated-api';
import { UploadDialog } from './upload-dialog';

const upload = {
  operationId: 'thingUpload',
  action: 'upload',
  kind: 'upload',
  method: 'POST',
  path: '',
  summary: '导入',
  permission: 'x',
  query: [],
  body: [],
  bodyType: 'multipart',
  response: 'json',
} as unknown as OperationMeta;
const result = { data: { total: 2, success: 1, failed: 1, errors: [{ row: 3, reason: '手机号格式不正确' }] } };
type Answer = { data: { total: number; success: number; failed: number; errors: { row: number; reason: string }[] } };

async function renderDialog(answerWith: Answer = result) {
  const answer = Promise.withResolvers<Answer>();
  const send = vi.fn<(payload: unknown, options: unknown, signal?: AbortSignal) => Promise<Answer>>(() => answer.promise);
  const api: GroupApi = { meta: {} as GroupMeta, operations: { thing: { thingUpload: send } } };
  const onClose = vi.fn<() => void>();
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <UploadDialog api={api} upload={upload} resourceName="管理员" onClose={onClose} onImported={() => {}} />
    </QueryClientProvider>,
  );
  return { send, onClose, finish: () => answer.resolve(answerWith) };
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

  it("shows its file picker in zh-CN (选择文件, then the file name), not the browser's own words", async () => {
    await renderDialog();
    await expect.element(dialog().getByText('选择文件')).toBeVisible();
    await expect.element(dialog().getByText('未选择文件')).toBeVisible();
    await userEvent.upload(dialog().getByLabelText('导入文件'), file('名单.csv'));
    await expect.element(dialog().getByText('名单.csv')).toBeVisible();
    expect(dialog().element().textContent).not.toMatch(/Choose File|No file chosen/);
  });
});

describe('UploadDialog while importing', () => {
  it('shows 正在导入… with the progress the mock reports, and 取消 aborts the request and tells the mock', async () => {
    const cancelled = vi.fn<() => void>();
    const stopListening = onImportCancel(cancelled);
    const { send, onClose } = await renderDialog();
    await userEvent.upload(dialog().getByLabelText('导入文件'), file('名单.csv'));
    await userEvent.click(start());
    await expect.element(dialog().getByRole('status').getByText('正在导入…')).toBeVisible();
    const bar = dialog().getByRole('progressbar', { name: '导入进度' });
    await expect.element(bar).not.toHaveAttribute('value');

    reportImportProgress({ phase: 'rows', done: 2500, total: 5000 });
    await expect.element(dialog().getByText('已处理 2500 / 5000 行（50%）')).toBeVisible();
    await expect.element(bar).toHaveAttribute('value', '50');

    const signal = send.mock.calls[0]?.[2];
    expect(signal?.aborted).toBe(false);
    await userEvent.click(dialog().getByRole('button', { name: '取消' }));
    expect(signal?.aborted).toBe(true);
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    stopListening();
  });

  it('sends without the full-screen loading overlay, which would cover 取消', async () => {
    const { send } = await renderDialog();
    await userEvent.upload(dialog().getByLabelText('导入文件'), file('名单.csv'));
    await userEvent.click(start());
    expect(send.mock.calls[0]?.[1]).toMatchObject({ loading: false });
  });
});

describe('UploadDialog result', () => {
  const errors = Array.from({ length: 45 }, (_, i) => ({ row: i + 2, reason: `第${i + 2}行手机号格式不正确` }));
  const many = { data: { total: 45, success: 0, failed: 45, errors } };

  it('pages the failed rows 20 at a time', async () => {
    const { finish } = await renderDialog(many);
    await userEvent.upload(dialog().getByLabelText('导入文件'), file('名单.csv'));
    await userEvent.click(start());
    finish();
    const details = dialog().getByRole('table', { name: '失败明细' });
    await expect.element(details.getByText('第2行手机号格式不正确')).toBeVisible();
    expect(details.getByRole('row').elements()).toHaveLength(21);
    const pager = dialog().getByRole('navigation', { name: '失败明细分页' });
    await expect.element(pager.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await expect.element(details.getByText('第46行手机号格式不正确')).toBeVisible();
    expect(details.getByRole('row').elements()).toHaveLength(6);
    await expect.element(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('offers every failed row as 失败明细.xlsx', async () => {
    const { finish } = await renderDialog(many);
    await userEvent.upload(dialog().getByLabelText('导入文件'), file('名单.csv'));
    await userEvent.click(start());
    finish();
    const saved = vi.spyOn(URL, 'createObjectURL');
    // The link's click would start a real download; the file itself is what this test reads.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(dialog().getByRole('button', { name: '下载失败明细' }));
    const blob = saved.mock.calls[0]?.[0] as File;
    expect(blob.name).toBe('失败明细.xlsx');
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['行号', '失败原因']);
    expect(rows).toHaveLength(46);
    expect(rows[45]).toEqual([46, '第46行手机号格式不正确']);
    click.mockRestore();
    saved.mockRestore();
  });
});
