/**
 * Checks an uploaded spreadsheet before any parser sees it. Hostile or broken files (a sheet that
 * declares a million rows, megabytes of random bytes named `.xlsx`) must be refused in
 * milliseconds, not walked cell by cell. Pure and dependency-free: it runs in the sheet worker
 * (browser Web Worker, Node worker_thread) and in plain Node alike, so imports carry `.ts`.
 */

/** At most this many data rows (the header row not counted). */
export const MAX_ROWS = 5000;
/** At most this many columns. */
export const MAX_COLUMNS = 100;
/** The dialog's own limit, repeated here: a backend never trusts the client's check. */
export const MAX_BYTES = 10 * 1024 * 1024;
/** What the zip may inflate to: a 5,000 × 100 sheet is ~20 MB of XML; more smells of a zip bomb. */
export const MAX_INFLATED_BYTES = 200 * 1024 * 1024;

export const SHEET_MESSAGES = {
  tooLarge: '文件不能超过 10 MB',
  notExcel: '文件内容不是有效的 Excel 表格，请使用下载的模板填写',
  notCsv: '文件内容不是有效的 CSV 文本，请在 Excel 中另存为“CSV（逗号分隔）”后导入',
  tooManyRows: `表格超过 ${MAX_ROWS} 行，请拆分后导入`,
  tooManyColumns: `表格超过 ${MAX_COLUMNS} 列，请删除多余的列后导入`,
  inflated: '文件解压后过大，请拆分后导入',
  unreadable: '无法读取文件内容，请使用下载的模板填写',
  timeout: '文件解析超时，请检查文件内容或拆分后导入',
} as const;

/** A refusal whose message is meant for the user (zh-CN), as opposed to a crash. */
export class SheetRefused extends Error {
  override readonly name = 'SheetRefused';
}

export type SheetKind = 'xlsx' | 'xls' | 'csv';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * The file's real format from its first bytes, not its name: an Excel file must be a zip (xlsx)
 * or an OLE compound file (xls), whichever of the two its name says, a `.csv` text.
 */
export function sniffKind(bytes: Uint8Array, name: string): SheetKind {
  if (bytes.byteLength > MAX_BYTES) throw new SheetRefused(SHEET_MESSAGES.tooLarge);
  const extension = /\.(xlsx|xls|csv)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'csv') {
    if (startsWith(bytes, ZIP) || startsWith(bytes, OLE)) throw new SheetRefused(SHEET_MESSAGES.notCsv);
    return 'csv';
  }
  if (startsWith(bytes, ZIP)) {
    checkInflatedSize(bytes);
    return 'xlsx';
  }
  // Legacy BIFF (and an .xls renamed .xlsx, which Excel also opens).
  if (startsWith(bytes, OLE)) return 'xls';
  throw new SheetRefused(SHEET_MESSAGES.notExcel);
}

/**
 * Sums the uncompressed sizes the zip's central directory declares. The parser inflates whole
 * entries before it can stop at a row limit, so a 10 MB zip of a 2 GB sheet must be refused here.
 * A zip without a readable directory is left to the parser (which then fails on its own).
 */
function checkInflatedSize(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes plus a comment of at most 65,535, at the very end.
  const earliest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  for (let at = bytes.byteLength - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const entries = view.getUint16(at + 10, true);
    let offset = view.getUint32(at + 16, true);
    let total = 0;
    for (let i = 0; i < entries && offset + 46 <= bytes.byteLength; i += 1) {
      if (view.getUint32(offset, true) !== 0x02014b50) break;
      total += view.getUint32(offset + 24, true);
      if (total > MAX_INFLATED_BYTES) throw new SheetRefused(SHEET_MESSAGES.inflated);
      offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    }
    return;
  }
}

/**
 * CSV text in the encodings Chinese offices produce: UTF-8 with or without a BOM, UTF-16 with a
 * BOM (Excel's "Unicode text"), otherwise GB18030 (a superset of GBK, what Chinese Excel writes
 * for "CSV (逗号分隔)"). Binary garbage is refused: text never holds NUL bytes, and only a few
 * control characters or undecodable sequences.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw new SheetRefused(SHEET_MESSAGES.notCsv);
  let text: string;
  try {
    // `ignoreBOM: false` (the default) drops a UTF-8 BOM.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('gb18030').decode(bytes);
  }
  let odd = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0xfffd || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) odd += 1;
  }
  if (odd > Math.max(8, text.length / 100)) throw new SheetRefused(SHEET_MESSAGES.notCsv);
  return text;
}

const columnNumber = (letters: string) => [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** Rows and columns of an A1-style range (`A1:XFD1048576`), or undefined when it is not one. */
export function rangeSize(ref: string): { rows: number; columns: number } | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d{1,7})(?::\$?([A-Z]{1,3})\$?(\d{1,7}))?$/i.exec(ref.trim());
  if (!match) return undefined;
  const [, c1 = 'A', r1 = '1', c2 = c1, r2 = r1] = match;
  return { rows: Math.abs(Number(r2) - Number(r1)) + 1, columns: Math.abs(columnNumber(c2) - columnNumber(c1)) + 1 };
}

/**
 * Refuses a declared range beyond the limits (header row + data rows) before anything walks it,
 * naming the range: a sheet with a few values may declare a million rows (formatting, a stray cell).
 */
export function checkRange(ref: string | undefined): void {
  const size = ref ? rangeSize(ref) : undefined;
  if (!size) return;
  if (size.rows > MAX_ROWS + 1) throw new SheetRefused(`${SHEET_MESSAGES.tooManyRows}（表格范围 ${ref}）`);
  if (size.columns > MAX_COLUMNS) throw new SheetRefused(`${SHEET_MESSAGES.tooManyColumns}（表格范围 ${ref}）`);
}

/** OWASP CSV injection: text that a spreadsheet would take for a formula or command. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Whether a text cell would be read as a formula; plain numbers such as `-5` or `+86` are not. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** A text cell as written to a sheet: formula-like text gets a leading apostrophe. */
export function neutraliseCell(value: unknown): unknown {
  return typeof value === 'string' && looksLikeFormula(value) ? `'${value}` : value;
}

/** A text cell as imported: the apostrophe our export added is dropped again, the rest is text. */
export function importedCell(text: string): string {
  return text.startsWith("'") && looksLikeFormula(text.slice(1)) ? text.slice(1) : text;
}
