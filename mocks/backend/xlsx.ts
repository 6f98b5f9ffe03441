import type { FieldMeta } from '@generated/manifest/types';
import { displayValue } from './coerce';
import { neutraliseCell } from './sheet-guard';
import type { ParsedSheet } from './sheet-parse';
import { precheckSheet, runSheetJob } from './sheet-runner';
import type { Row } from './store';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** SheetJS only loads when a file is made or read: the mock worker starts without it. */
const sheetjs = () => import('@e965/xlsx');

export function xlsxResponse(bytes: ArrayBuffer, filename: string): Response {
  return new Response(bytes, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });
}

/**
 * A workbook whose header row is the fields' Chinese titles and whose cells show enum labels.
 * Text that a spreadsheet would run as a formula (`=cmd|' /C calc'!A0`) gets a leading apostrophe
 * (OWASP CSV injection): the file may be saved as CSV and opened elsewhere.
 */
export async function writeSheet(fields: FieldMeta[], rows: Row[]): Promise<ArrayBuffer> {
  const XLSX = await sheetjs();
  const aoa = [fields.map((f) => f.title), ...rows.map((row) => fields.map((f) => neutraliseCell(displayValue(f, row[f.name]))))];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Sheet1');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/** The cheap checks alone (magic bytes, zip sizes, declared range): milliseconds, no worker. */
export { precheckSheet };

/**
 * The header and rows of the first sheet (xlsx, xls or csv), every cell as text. Checked and
 * bounded before parsing and parsed in a worker (sheet-runner.ts); rejects with SheetRefused
 * (a zh-CN message for the user), or with the signal's reason when the import is cancelled.
 */
export function readSheet(bytes: ArrayBuffer, name: string, signal?: AbortSignal): Promise<ParsedSheet> {
  return runSheetJob({ bytes, name }, signal);
}
