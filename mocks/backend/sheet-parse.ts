/**
 * The bounded spreadsheet read: format check first, then SheetJS told to stop after the row limit
 * (`sheetRows`) with dense rows, the declared range checked before anything walks it, and only
 * the cells that exist visited. Runs inside the sheet workers (see sheet-runner.ts); imports carry
 * `.ts` because Node's worker_threads load this file without Vite.
 */
import * as XLSX from '@e965/xlsx';
import { checkRange, decodeCsv, importedCell, MAX_COLUMNS, MAX_ROWS, SHEET_MESSAGES, SheetRefused, sniffKind } from './sheet-guard.ts';

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
}

export type SheetAnswer = { ok: true; sheet: ParsedSheet } | { ok: false; message: string };

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
    return kind === 'csv'
      ? XLSX.read(decodeCsv(bytes), { ...BASE_OPTIONS, type: 'string', raw: true })
      : XLSX.read(bytes, { ...BASE_OPTIONS, type: 'array', sheets: 0 });
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

/** The worker's answer: refusals travel as messages, other failures as the generic one. */
export function answerJob(job: SheetJob): SheetAnswer {
  try {
    return { ok: true, sheet: parseSheet(new Uint8Array(job.bytes), job.name) };
  } catch (error) {
    return { ok: false, message: error instanceof SheetRefused ? error.message : SHEET_MESSAGES.unreadable };
  }
}
