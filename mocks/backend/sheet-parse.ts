/**
 * The bounded spreadsheet read: format check first, then SheetJS told to stop after the row limit
 * (`sheetRows`) with dense rows, the declared range checked before anything walks it, and only
 * the cells that exist visited. Runs inside the sheet workers (see sheet-runner.ts), which then
 * check the rows too (sheet-rows.ts); imports carry `.ts` because Node's worker_threads load this
 * file without Vite.
 */
import * as XLSX from '@e965/xlsx';
import { checkRange, decodeCsv, importedCell, MAX_COLUMNS, MAX_ROWS, SHEET_MESSAGES, SheetRefused, sniffKind } from './sheet-guard.ts';
import { checkRows, GROUP_KEY, type ImportSpec, type RowResult } from './sheet-rows.ts';

export interface SheetRow {
  /** The row number the spreadsheet shows (the header is row 1). */
  row: number;
  cells: string[];
}

export interface ParsedSheet {
  header: string[];
  /** Data rows that hold at least one value; blank rows are skipped but keep their numbers. */
  rows: SheetRow[];
}

export interface SheetJob {
  bytes: ArrayBuffer;
  name: string;
  /** Which rows to check against what: the worker returns checked rows, not the sheet. */
  spec: ImportSpec;
}

export type SheetAnswer = { ok: true; results: RowResult[] } | { ok: false; message: string };

/** What a sheet worker posts: progress while it checks rows, then one answer. */
export type WorkerMessage = { kind: 'progress'; done: number; total: number } | { kind: 'answer'; answer: SheetAnswer };

/** How a worker gets at a group's generated zod module (import.meta.glob in the browser, a file URL under Node). */
export type SchemaLoader = (group: string) => Promise<Record<string, unknown>>;

const BASE_OPTIONS: XLSX.ParsingOptions = {
  dense: true,
  // Header + the limit + one more: a sheet that fills the last row is over the limit.
  sheetRows: MAX_ROWS + 2,
  // Formulas are read as their cached values: an import stores text, never a formula.
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  bookVBA: false,
};

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell) return '';
  const text = cell.w ?? (cell.v === undefined || cell.v === null ? '' : String(cell.v));
  return importedCell(text.trim());
}

function readBook(bytes: Uint8Array, name: string): XLSX.WorkBook {
  const kind = sniffKind(bytes, name);
  try {
    // CSV: decoded here (SheetJS would guess the encoding), and `raw` keeps every field as text:
    // no numbers from phone numbers, no dates, no `=…` formulas.
    return kind === 'csv' ? XLSX.read(decodeCsv(bytes), { ...BASE_OPTIONS, type: 'string', raw: true }) : XLSX.read(bytes, { ...BASE_OPTIONS, type: 'array', sheets: 0 });
  } catch (error) {
    if (error instanceof SheetRefused) throw error;
    throw new SheetRefused(SHEET_MESSAGES.unreadable);
  }
}

/** Throws SheetRefused (a zh-CN message for the user) for anything it will not read. */
export function parseSheet(bytes: Uint8Array, name: string): ParsedSheet {
  const book = readBook(bytes, name);
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return { header: [], rows: [] };
  // What was read is bounded by `sheetRows`: over the limits means the sheet really is too large.
  const data = sheet['!data'] ?? [];
  if (data.length > MAX_ROWS + 1) throw new SheetRefused(SHEET_MESSAGES.tooManyRows);
  if (data.some((line) => (line?.length ?? 0) > MAX_COLUMNS)) throw new SheetRefused(SHEET_MESSAGES.tooManyColumns);
  // Within the limits yet declaring more (`!fullref`: the range before `sheetRows` cut it short):
  // refused rather than trusted, since a reader that walks the declared range never finishes.
  checkRange(sheet['!fullref'] ?? sheet['!ref']);
  // The header is the first row with a value (rows above it may be empty).
  const top = data.findIndex((line) => line?.some((cell) => cellText(cell) !== ''));
  if (top < 0) return { header: [], rows: [] };
  const header = Array.from(data[top] ?? [], cellText);
  const rows: SheetRow[] = [];
  for (let r = top + 1; r < data.length; r += 1) {
    const cells = Array.from({ length: header.length }, (_, c) => cellText(data[r]?.[c]));
    if (cells.some((cell) => cell !== '')) rows.push({ row: r + 1, cells });
  }
  return { header, rows };
}

/**
 * The worker's answer: the sheet read, then its rows checked with the group's schemas, which load
 * while the sheet is parsed. Refusals travel as messages, other failures as the generic one.
 */
export async function answerJob(job: SheetJob, loadSchemas: SchemaLoader, progress?: (done: number, total: number) => void): Promise<SheetAnswer> {
  const { group } = job.spec;
  const schemas = GROUP_KEY.test(group) ? loadSchemas(group) : Promise.reject(new Error(`not a group key: ${group}`));
  // Awaited after the parse; a failure is this job's answer, not an unhandled rejection.
  schemas.catch(() => {});
  try {
    const sheet = parseSheet(new Uint8Array(job.bytes), job.name);
    return { ok: true, results: checkRows(sheet, job.spec, await schemas, progress) };
  } catch (error) {
    return { ok: false, message: error instanceof SheetRefused ? error.message : SHEET_MESSAGES.unreadable };
  }
}
