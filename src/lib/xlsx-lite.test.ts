import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './xlsx-lite';

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;

interface ZipEntry {
  name: string;
  text: string;
}

/**
 * A strict reader of a stored (uncompressed) zip: it finds every file through the central directory
 * and requires each local header to agree with it, as readers that stream the file from its start
 * (and those that seek through the directory) both must be able to read it.
 */
function readStoredZip(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(END_SIGNATURE);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  expect(directoryOffset + directorySize).toBe(end);
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  let expectedLocal = 0;
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(at, true)).toBe(CENTRAL_SIGNATURE);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    expect(view.getUint32(at + 20, true)).toBe(size);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Files follow one another from the start of the zip, each right after the previous one's data.
    expect(local).toBe(expectedLocal);
    expect(view.getUint32(local, true)).toBe(LOCAL_SIGNATURE);
    expect(view.getUint16(local + 8, true)).toBe(0);
    expect(view.getUint32(local + 14, true)).toBe(crc);
    expect(view.getUint32(local + 18, true)).toBe(size);
    expect(view.getUint32(local + 22, true)).toBe(size);
    expect(view.getUint16(local + 26, true)).toBe(nameLength);
    expect(decoder.decode(bytes.subarray(local + 30, local + 30 + nameLength))).toBe(name);
    const dataStart = local + 30 + nameLength;
    entries.push({ name, text: decoder.decode(bytes.subarray(dataStart, dataStart + size)) });
    expectedLocal = dataStart + size;
    at += 46 + nameLength;
  }
  expect(expectedLocal).toBe(directoryOffset);
  return entries;
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('the minimal xlsx writer', () => {
  it('writes a well-formed zip whose headers and directory agree on every file', async () => {
    const blob = writeXlsx(
      [
        ['姓名', '原因'],
        ['张三', '身份证号格式错误'],
      ],
      '失败明细',
    );
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const entries = readStoredZip(await bytesOf(blob));
    expect(entries.map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']);
    expect(entries.find((e) => e.name === 'xl/workbook.xml')?.text).toContain('<sheet name="失败明细"');
    expect(entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')?.text).toContain('<c r="B2" t="inlineStr"><is><t xml:space="preserve">身份证号格式错误</t></is></c>');
  });

  it('opens in a spreadsheet library with its text, numbers and empty cells where they were', async () => {
    const rows = [
      ['行号', '姓名', '金额', '备注'],
      [2, '=SUM(A1:A2)', 12.5, null],
      [3, '<李四> & "王五"', undefined, '第\u0007行'],
    ];
    const book = XLSX.read(await bytesOf(writeXlsx(rows, 'Sheet1')), { type: 'array' });
    expect(book.SheetNames).toEqual(['Sheet1']);
    const sheet = book.Sheets.Sheet1;
    if (!sheet) throw new Error('no sheet');
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null })).toEqual([
      ['行号', '姓名', '金额', '备注'],
      [2, '=SUM(A1:A2)', 12.5, null],
      [3, '<李四> & "王五"', null, '第行'],
    ]);
    // Text that looks like a formula stays text: a spreadsheet never evaluates it.
    expect(sheet.B2?.f).toBeUndefined();
  });
});
