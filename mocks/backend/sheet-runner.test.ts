import * as XLSX from '@e965/xlsx';
import { group } from '@generated/manifest/bms-system';
import type * as WorkerThreads from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SheetRefused } from './sheet-guard';
import { precheckSheet, runSheetJob } from './sheet-runner';
import type { SheetJob } from './sheet-parse';

/**
 * The real worker_threads, with the workers started and terminated counted: a worker left running
 * after its answer keeps a thread (and the sheet's memory) alive for as long as the mock server runs.
 */
const workers = vi.hoisted(() => ({ started: 0, terminated: 0 }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerThreads>();
  class CountedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      workers.started += 1;
    }
    override terminate(): Promise<number> {
      workers.terminated += 1;
      return super.terminate();
    }
  }
  return { ...real, Worker: CountedWorker };
});

const save = group.resources.find((r) => r.key === 'bmsSystemAdmin')!.operations.find((o) => o.kind === 'save')!;
const fields = save.body.filter((f) => f.name !== 'id');
const spec: SheetJob['spec'] = { group: 'bms-system', schema: 'BmsSystemAdminSaveBody', fields };

const csvJob = (): SheetJob => ({
  bytes: new TextEncoder().encode(`${fields.map((f) => f.title).join(',')}\r\nzhang.san,张三,139000000,,\r\n`).buffer as ArrayBuffer,
  name: '名单.csv',
  spec,
});

/** A small workbook whose sheet declares `ref` as its range (the sheet XML patched: SheetJS's writer would walk it). */
function workbookDeclaring(ref: string): ArrayBuffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['账号'], ['zhang']]), 'Sheet1');
  const cfb = XLSX.CFB.read(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer), { type: 'array' });
  const entry = cfb.FileIndex[cfb.FullPaths.findIndex((p: string) => p.endsWith('xl/worksheets/sheet1.xml'))]!;
  entry.content = new TextEncoder().encode(new TextDecoder().decode(entry.content as Uint8Array).replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`));
  entry.size = entry.content.length;
  return new Uint8Array(XLSX.CFB.write(cfb, { fileType: 'zip', type: 'array', compression: true }) as ArrayLike<number>).buffer as ArrayBuffer;
}

beforeEach(() => {
  workers.started = 0;
  workers.terminated = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('precheckSheet: the cheap checks on the calling thread', () => {
  it('refuses an xlsx declaring more rows than allowed before any worker starts', async () => {
    await expect(precheckSheet(workbookDeclaring('A1:B6000'), '名单.xlsx')).rejects.toThrow(new SheetRefused('表格超过 5000 行，请拆分后导入（表格范围 A1:B6000）'));
    await expect(precheckSheet(workbookDeclaring('A1:CW2'), '名单.xlsx')).rejects.toThrow('表格超过 100 列，请删除多余的列后导入（表格范围 A1:CW2）');
    await expect(precheckSheet(workbookDeclaring('A1:B2'), '名单.xlsx')).resolves.toBeUndefined();
    expect(workers.started).toBe(0);
  });

  it('refuses a file whose bytes are not what its name says', async () => {
    await expect(precheckSheet(new TextEncoder().encode('账号\r\n').buffer as ArrayBuffer, '名单.xlsx')).rejects.toThrow('文件内容不是有效的 Excel 表格，请使用下载的模板填写');
  });
});

describe('runSheetJob: where the sheet is read', () => {
  it('under Node reads it in a worker_thread, which is terminated once it has answered', async () => {
    const progress = vi.fn<(done: number, total: number) => void>();
    const results = await runSheetJob(csvJob(), undefined, progress);
    expect(results).toEqual([{ row: 2, reason: '手机号格式不正确' }]);
    expect(progress).toHaveBeenCalledWith(1, 1);
    expect(workers).toEqual({ started: 1, terminated: 1 });
  });

  it('a range bomb is refused without a worker ever starting', async () => {
    await expect(runSheetJob({ ...csvJob(), bytes: workbookDeclaring('A1:XFD1048576'), name: '炸弹.xlsx' })).rejects.toThrow(
      '表格超过 5000 行，请拆分后导入（表格范围 A1:XFD1048576）',
    );
    expect(workers.started).toBe(0);
  });

  it('where there is no Node process (a page whose bundler shims `process` as { env }), reads it on the same thread', async () => {
    const { env } = process;
    vi.stubGlobal('process', { env });
    const results = await runSheetJob(csvJob());
    vi.unstubAllGlobals();
    expect(results).toEqual([{ row: 2, reason: '手机号格式不正确' }]);
    expect(workers.started).toBe(0);
  });

  it('where there is no `process` at all, reads it on the same thread', async () => {
    vi.stubGlobal('process', undefined);
    const results = await runSheetJob(csvJob());
    vi.unstubAllGlobals();
    expect(results).toEqual([{ row: 2, reason: '手机号格式不正确' }]);
    expect(workers.started).toBe(0);
  });
});
