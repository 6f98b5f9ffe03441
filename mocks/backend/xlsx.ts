import type { FieldMeta } from '@generated/manifest/types';
import { displayValue } from './coerce';
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

/** A workbook whose header row is the fields' Chinese titles and whose cells show enum labels. */
export async function writeSheet(fields: FieldMeta[], rows: Row[]): Promise<ArrayBuffer> {
  const XLSX = await sheetjs();
  const aoa = [fields.map((f) => f.title), ...rows.map((row) => fields.map((f) => displayValue(f, row[f.name])))];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Sheet1');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/** The rows of the first sheet (xlsx, xls or csv) as objects keyed by header text. */
export async function readSheet(bytes: ArrayBuffer): Promise<Record<string, unknown>[]> {
  const XLSX = await sheetjs();
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '', raw: false });
}
