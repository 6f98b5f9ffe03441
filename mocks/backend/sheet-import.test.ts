import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { bmsSystemAdminExport, bmsSystemAdminList, bmsSystemAdminUpload } from '@generated/bms-system/client/bms-system';
import { group } from '@generated/manifest/bms-system';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { createNodeBackend } from '../node';
import { importsRunning } from './sheet-import';

// A ceiling for a hang, not a speed budget (figures live in the bench): walking a declared A1:XFD1048576
// range or reading megabytes of garbage as text takes minutes, so a refusal inside this bound proves
// the reader stopped before it started, even on a loaded machine.
const HANG_MS = 20_000;

const quiet = { message: false, loading: false } as const;
const admin = group.resources.find((r) => r.key === 'bmsSystemAdmin')!;
const titles = admin.operations
  .find((o) => o.kind === 'save')!
  // A password (format: password) is set in the form, never in a sheet.
  .body.filter((f) => f.name !== 'id' && f.format !== 'password')
  .map((f) => f.title);

beforeEach(() => {
  server.use(...createNodeBackend().handlers);
});

const total = async () => (await bmsSystemAdminList({ pageNum: 1, pageSize: 15 }, quiet)).data!.total;

function xlsx(rows: unknown[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/**
 * A 2-cell workbook whose sheet declares `A1:XFD1048576`. Setting `ws['!ref']` before writing does
 * not work: SheetJS's own writer then walks the 17 billion cells. So the sheet XML is patched.
 */
function rangeBomb(): Uint8Array {
  const cfb = XLSX.CFB.read(
    xlsx([
      ['账号', '姓名'],
      ['bomb', '炸弹'],
    ]),
    { type: 'array' },
  );
  const index = cfb.FullPaths.findIndex((p: string) => p.endsWith('xl/worksheets/sheet1.xml'));
  const entry = cfb.FileIndex[index]!;
  const xml = new TextDecoder().decode(entry.content as Uint8Array).replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>');
  expect(xml).toContain('A1:XFD1048576');
  entry.content = new TextEncoder().encode(xml);
  entry.size = entry.content.length;
  return new Uint8Array(XLSX.CFB.write(cfb, { fileType: 'zip', type: 'array', compression: true }) as ArrayLike<number>);
}

/** GBK bytes for text (Node's TextEncoder only writes UTF-8): a table built from the GB18030 decoder. */
function gbk(text: string): Uint8Array {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gb18030');
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail !== 0x7f) table.set(decoder.decode(new Uint8Array([lead, trail])), [lead, trail]);
    }
  }
  return new Uint8Array([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : (table.get(c) ?? []))));
}

const file = (bytes: Uint8Array | string, name: string) => new File([bytes as BlobPart], name);
const upload = (f: File, signal?: AbortSignal) => bmsSystemAdminUpload({ file: f }, quiet, signal);
const people = (count: number, from = 0) => Array.from({ length: count }, (_, i) => [`bulk${from + i}`, `批量${from + i}`, `139${String(from + i).padStart(8, '0')}`, 1, '']);

describe('import: hostile files are refused before they are walked', () => {
  it('refuses a sheet declaring A1:XFD1048576 within 2 s, with a zh-CN message', async () => {
    const started = performance.now();
    await expect(upload(file(rangeBomb(), '范围炸弹.xlsx'))).rejects.toThrow('表格超过 5000 行，请拆分后导入（表格范围 A1:XFD1048576）');
    expect(performance.now() - started).toBeLessThan(HANG_MS);
  });

  it('refuses 2 MB of random bytes named .xlsx within 2 s as not an Excel file', async () => {
    const started = performance.now();
    await expect(upload(file(randomBytes(2 * 1024 * 1024), '随机.xlsx'))).rejects.toThrow('文件内容不是有效的 Excel 表格');
    expect(performance.now() - started).toBeLessThan(HANG_MS);
  });

  it('refuses random bytes named .csv as not CSV text', async () => {
    await expect(upload(file(randomBytes(64 * 1024), '随机.csv'))).rejects.toThrow('不是有效的 CSV 文本');
  });

  it('refuses more than 5000 data rows and more than 100 columns, inserting nothing', async () => {
    const before = await total();
    await expect(upload(file(xlsx([titles, ...people(5001)]), '太多行.xlsx'))).rejects.toThrow('表格超过 5000 行，请拆分后导入');
    const wide = [[...titles, ...Array.from({ length: 100 }, (_, i) => `列${i}`)], people(1)[0]!];
    await expect(upload(file(xlsx(wide), '太多列.xlsx'))).rejects.toThrow('100 列');
    expect(await total()).toBe(before);
  });

  it('keeps answering other requests while a bomb and a 5000-row file are processed', async () => {
    const bomb = upload(file(rangeBomb(), '范围炸弹.xlsx')).catch((e: Error) => e.message);
    const big = upload(file(xlsx([titles, ...people(5000)]), '五千行.xlsx'));
    let bigDone = false;
    void big.then(() => (bigDone = true));
    const started = performance.now();
    await expect(bmsSystemAdminList({ pageNum: 1, pageSize: 15 }, quiet)).resolves.toMatchObject({ code: 0 });
    // The list was answered while the 5,000 rows were still being read or checked.
    expect(bigDone).toBe(false);
    expect(performance.now() - started).toBeLessThan(HANG_MS);
    expect(await bomb).toContain('表格超过 5000 行，请拆分后导入（表格范围 A1:XFD1048576）');
    expect((await big).data).toMatchObject({ total: 5000, success: 5000, failed: 0 });
  });

  it('stops an import whose request is aborted: nothing is inserted', async () => {
    const before = await total();
    const controller = new AbortController();
    const pending = upload(file(xlsx([titles, ...people(3000)]), '取消.xlsx'), controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    // The handler notices the abort at its next slice and winds down: then nothing may have been inserted.
    await vi.waitFor(() => expect(importsRunning()).toBe(0), { timeout: 20_000 });
    expect(await total()).toBe(before);
  });
});

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('import: CSV encodings and formula-like text', () => {
  const row = ['csv.user', '编码测试', '13900000088', '1', ''];

  it('reads UTF-8 CSV without a BOM with its Chinese headers', async () => {
    const result = await upload(file(new TextEncoder().encode(csv([titles.join(','), row.join(',')])), '名单.csv'));
    expect(result.data).toMatchObject({ total: 1, success: 1, failed: 0 });
    const list = await bmsSystemAdminList({ pageNum: 1, pageSize: 15, name: '编码测试' }, quiet);
    expect(list.data!.pageList[0]).toMatchObject({ account: 'csv.user', phone: '13900000088' });
  });

  it('reads GBK (GB18030) CSV, as Chinese Excel saves it, with its Chinese headers', async () => {
    const bytes = gbk(csv([titles.join(','), ['gbk.user', '国标编码', '13900000089', '1', ''].join(',')]));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow('not valid');
    const result = await upload(file(bytes, '名单.csv'));
    expect(result.data).toMatchObject({ total: 1, success: 1, failed: 0 });
    const list = await bmsSystemAdminList({ pageNum: 1, pageSize: 15, name: '国标编码' }, quiet);
    expect(list.data!.pageList[0]).toMatchObject({ account: 'gbk.user' });
  });

  it('stores a formula-like cell as plain text and exports it with a leading apostrophe', async () => {
    const formula = "=cmd|' /C calc'!A0";
    const line = ['formula.user', `"${formula}"`, '13900000090', '1', ''].join(',');
    expect((await upload(file(csv([titles.join(','), line]), '公式.csv'))).data).toMatchObject({ success: 1 });
    const stored = (await bmsSystemAdminList({ pageNum: 1, pageSize: 15, phone: '13900000090' }, quiet)).data!.pageList;
    expect(stored.find((r) => r.account === 'formula.user')?.name).toBe(formula);

    const exported = (await bmsSystemAdminExport({ phone: '13900000090' }, quiet)) as Blob;
    const book = XLSX.read(new Uint8Array(await exported.arrayBuffer()), { type: 'array', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const cells = Object.entries(sheet)
      .filter(([key]) => !key.startsWith('!'))
      .map(([, cell]) => cell as XLSX.CellObject);
    expect(cells.some((c) => c.f !== undefined)).toBe(false);
    expect(cells.map((c) => c.v)).toContain(`'${formula}`);
  });
});

describe('import: the declared range is read from the zip before any parser starts', () => {
  it('finds the first sheet’s <dimension ref> through workbook.xml and its relationships', async () => {
    const { firstSheetDimension } = await import('./sheet-zip');
    expect(await firstSheetDimension(rangeBomb())).toBe('A1:XFD1048576');
    expect(await firstSheetDimension(xlsx([titles, ...people(3)]))).toBe('A1:E4');
    expect(await firstSheetDimension(new Uint8Array(randomBytes(1024)))).toBeUndefined();
  });
});
