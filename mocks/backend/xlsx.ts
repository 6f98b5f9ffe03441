import type { FieldMeta } from '@generated/manifest/types';
import { maskIdCard } from '@/lib/id-card-mask';
import { displayValue } from './coerce';
import { neutraliseCell } from './sheet-guard';
import type { ImportSpec, RowResult } from './sheet-rows';
import { runSheetJob } from './sheet-runner';
import type { Row } from './store';
import { formatDateTime, guessLabelOf } from './values';

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
 * A cell as staff read it: a date-time as `yyyy-MM-dd HH:mm:ss` (SPEC.md §9), whatever form it was
 * stored in; an ID-card number masked (110101********1234), as lists show it: an exported file
 * travels further than a screen.
 */
function cellValue(field: FieldMeta, value: unknown): unknown {
  if (field.widget === 'idCard' && typeof value === 'string') return maskIdCard(value);
  if (field.format === 'date-time' && typeof value === 'string' && /T\d{2}:\d{2}/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return formatDateTime(date);
  }
  return displayValue(field, value);
}

/**
 * A workbook whose header row is the fields' Chinese titles and whose cells show what staff read:
 * enum labels, date-times as `yyyy-MM-dd HH:mm:ss`, and for a relation the referenced record's label
 * (its `x-label-of` column) instead of the id column, ID-card numbers masked. Text that a spreadsheet would run as a formula
 * (`=cmd|' /C calc'!A0`) gets a leading apostrophe (OWASP CSV injection): the file may be saved as
 * CSV and opened elsewhere.
 */
export async function writeSheet(fields: FieldMeta[], rows: Row[]): Promise<ArrayBuffer> {
  const XLSX = await sheetjs();
  const labelled = new Set(fields.map((f) => guessLabelOf(f, fields, '')).filter((name): name is string => name !== undefined));
  const columns = fields.filter((f) => !labelled.has(f.name));
  const aoa = [columns.map((f) => f.title), ...rows.map((row) => columns.map((f) => neutraliseCell(cellValue(f, row[f.name]))))];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Sheet1');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/**
 * The rows of the first sheet (xlsx, xls or csv), each checked against the import's spec: the
 * values to store or the reason it was refused. Checked and bounded before parsing, parsed and
 * validated in a worker (sheet-runner.ts), which reports how many rows it has checked to `progress`;
 * rejects with SheetRefused (a zh-CN message for the user), or with the signal's reason when the
 * import is cancelled.
 */
export function importSheet(
  bytes: ArrayBuffer,
  name: string,
  spec: ImportSpec,
  options: { signal?: AbortSignal; progress?: (done: number, total: number) => void } = {},
): Promise<RowResult[]> {
  return runSheetJob({ bytes, name, spec }, options.signal, options.progress);
}
