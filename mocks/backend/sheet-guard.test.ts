import { describe, expect, it } from 'vitest';
import { checkRange, MAX_BYTES, MAX_INFLATED_BYTES, rangeSize, SHEET_MESSAGES, SheetRefused, sniffKind } from './sheet-guard';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * A zip whose central directory declares entries of the given uncompressed sizes, as a zip bomb's
 * does: the guard only reads the directory, so the entries need no data (a real bomb's few KB of
 * deflate would inflate to these sizes).
 */
function zipDeclaring(sizes: number[]): Uint8Array {
  const names = sizes.map((_, i) => new TextEncoder().encode(`xl/worksheets/sheet${i + 1}.xml`));
  const localHeader = 30;
  const directorySize = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const bytes = new Uint8Array(localHeader + directorySize + 22);
  const view = new DataView(bytes.buffer);
  bytes.set(ZIP_MAGIC, 0);
  let offset = localHeader;
  for (const [i, name] of names.entries()) {
    view.setUint32(offset, 0x02014b50, true);
    view.setUint16(offset + 10, 8, true);
    view.setUint32(offset + 20, 1024, true);
    view.setUint32(offset + 24, sizes[i]!, true);
    view.setUint16(offset + 28, name.length, true);
    bytes.set(name, offset + 46);
    offset += 46 + name.length;
  }
  view.setUint32(offset, 0x06054b50, true);
  view.setUint16(offset + 8, names.length, true);
  view.setUint16(offset + 10, names.length, true);
  view.setUint32(offset + 12, directorySize, true);
  view.setUint32(offset + 16, localHeader, true);
  return bytes;
}

const withMagic = (magic: number[], length = 512) => {
  const bytes = new Uint8Array(length).fill(0x41);
  bytes.set(magic, 0);
  return bytes;
};

/** The message of the SheetRefused (a message for the user, not a crash) a call throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof SheetRefused ? error.message : `not a SheetRefused: ${String(error)}`;
  }
  return 'no refusal';
}

describe('sniffKind: the real format from the first bytes, whatever the name says', () => {
  it('takes a zip for xlsx and an OLE compound file for xls, under either Excel name', () => {
    expect(sniffKind(zipDeclaring([4096]), '名单.xlsx')).toBe('xlsx');
    expect(sniffKind(withMagic(OLE_MAGIC), '名单.xls')).toBe('xls');
    // An .xls renamed .xlsx still opens in Excel: its bytes decide.
    expect(sniffKind(withMagic(OLE_MAGIC), '名单.xlsx')).toBe('xls');
    expect(sniffKind(new TextEncoder().encode('账号,姓名\r\nzhang,张三\r\n'), '名单.CSV')).toBe('csv');
  });

  it('refuses a workbook (zip or OLE) named .csv as not CSV text', () => {
    expect(refusal(() => sniffKind(zipDeclaring([4096]), '名单.csv'))).toBe('文件内容不是有效的 CSV 文本，请在 Excel 中另存为“CSV（逗号分隔）”后导入');
    expect(refusal(() => sniffKind(withMagic(OLE_MAGIC), '名单.csv'))).toBe(SHEET_MESSAGES.notCsv);
  });

  it('refuses anything else named as Excel (text, an image, a name without extension) as not an Excel file', () => {
    const message = '文件内容不是有效的 Excel 表格，请使用下载的模板填写';
    expect(refusal(() => sniffKind(new TextEncoder().encode('账号,姓名\r\n'), '名单.xlsx'))).toBe(message);
    expect(refusal(() => sniffKind(withMagic([0x89, 0x50, 0x4e, 0x47]), '截图.xls'))).toBe(message);
    expect(refusal(() => sniffKind(withMagic(ZIP_MAGIC.slice(0, 3)), '名单'))).toBe(message);
  });

  it('refuses a file over 10 MB before looking at it', () => {
    expect(refusal(() => sniffKind(new Uint8Array(MAX_BYTES + 1), '名单.csv'))).toBe('文件不能超过 10 MB');
    expect(sniffKind(new Uint8Array(MAX_BYTES).fill(0x41), '名单.csv')).toBe('csv');
  });
});

describe('sniffKind: zip-bomb limit on what the workbook declares it inflates to', () => {
  it('accepts entries adding up to exactly 200 MB', () => {
    expect(MAX_INFLATED_BYTES).toBe(200 * 1024 * 1024);
    expect(sniffKind(zipDeclaring([MAX_INFLATED_BYTES]), '名单.xlsx')).toBe('xlsx');
    expect(sniffKind(zipDeclaring([MAX_INFLATED_BYTES / 2, MAX_INFLATED_BYTES / 4, MAX_INFLATED_BYTES / 4]), '名单.xlsx')).toBe('xlsx');
  });

  it('refuses one byte more, whether in one entry or spread over several', () => {
    const message = '文件解压后过大，请拆分后导入';
    expect(refusal(() => sniffKind(zipDeclaring([MAX_INFLATED_BYTES + 1]), '名单.xlsx'))).toBe(message);
    expect(refusal(() => sniffKind(zipDeclaring([MAX_INFLATED_BYTES / 2, MAX_INFLATED_BYTES / 2, 1]), '炸弹.xlsx'))).toBe(message);
  });
});

describe('rangeSize / checkRange: the declared range against the row and column caps', () => {
  it('measures an A1-style range inclusively, in either corner order, with or without $', () => {
    expect(rangeSize('A1:E4')).toEqual({ rows: 4, columns: 5 });
    expect(rangeSize('E4:A1')).toEqual({ rows: 4, columns: 5 });
    expect(rangeSize(' $B$2:$D$10 ')).toEqual({ rows: 9, columns: 3 });
    expect(rangeSize('AA1:AB3')).toEqual({ rows: 3, columns: 2 });
    expect(rangeSize('C7')).toEqual({ rows: 1, columns: 1 });
    expect(rangeSize('A1:XFD1048576')).toEqual({ rows: 1_048_576, columns: 16_384 });
    expect(rangeSize('Sheet1!A1')).toBeUndefined();
  });

  it('accepts a header and 5000 data rows over 100 columns (A1:CV5001)', () => {
    expect(() => checkRange('A1:CV5001')).not.toThrow();
    expect(() => checkRange(undefined)).not.toThrow();
    expect(() => checkRange('not a range')).not.toThrow();
  });

  it('refuses one row or one column more, naming the declared range', () => {
    expect(refusal(() => checkRange('A1:A5002'))).toBe('表格超过 5000 行，请拆分后导入（表格范围 A1:A5002）');
    expect(refusal(() => checkRange('A1:CW1'))).toBe('表格超过 100 列，请删除多余的列后导入（表格范围 A1:CW1）');
    // The columns counted are the range's width, not where it ends: CW3:CW4 is one column wide.
    expect(() => checkRange('CW3:CW4')).not.toThrow();
  });
});
