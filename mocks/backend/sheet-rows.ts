/**
 * An import's rows checked where the sheet was read (the sheet worker, see sheet-runner.ts): each
 * row's cells coerced to the types the save form declares (enum labels to their values) and
 * validated with the group's generated zod schema. The page's main thread, which runs the MSW
 * handlers in the browser, then neither evaluates the group's zod module (a 100-200 KB module
 * built at once) nor runs 5,000 validations: it only inserts what this returns. Node loads this
 * file itself in the worker_thread, so imports carry `.ts` and use no aliases (type imports are erased).
 */
import type { FieldMeta } from '@generated/manifest/types';
import type { ZodType } from 'zod';
import { coerceValue } from './coerce.ts';
import { SheetRefused } from './sheet-guard.ts';
import { zodMessage } from './zod-messages.ts';

/** What the worker needs to check an import's rows: plain data, so that it can be posted. */
export interface ImportSpec {
  /** The group key: the worker loads `generated/<group>/zod/<group>.zod.ts`. */
  group: string;
  /** The export of that module that validates one record (`<SaveOperation>Body`). */
  schema: string;
  /** The save form's fields (no `id`): their titles are the sheet's header. */
  fields: FieldMeta[];
}

/**
 * One data row: the values to store, or why it was not imported (zh-CN, the forms' wording).
 * `labels`: reference cells that hold a record's label (部门「招生一部」, as the template and the
 * export write them), to be resolved to ids where the tables are (the page); their value in
 * `values` is a stand-in id that only let the row's other fields be validated.
 */
export type RowResult = { row: number; values: Record<string, unknown>; labels?: Record<string, string> } | { row: number; reason: string };

export const IMPORT_MESSAGES = {
  empty: '文件中没有数据',
  header: '表头与模板不一致，请使用下载的模板填写',
} as const;

/** Group keys are folder names under generated/; anything else never reaches an import(). */
export const GROUP_KEY = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

interface Sheet {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** An id a reference cell may hold as it is (a whole number); anything else is a label. */
const WHOLE = /^\d+$/;

/**
 * A row's cells as typed values: enum labels (what the template and export show) become their
 * values; a single reference's label is kept aside (`labels`) with a valid stand-in id.
 */
function rowValues(columns: { field: FieldMeta; index: number }[], cells: string[]): { values: Record<string, unknown>; labels?: Record<string, string> } {
  const values: Record<string, unknown> = {};
  let labels: Record<string, string> | undefined;
  for (const { field, index } of columns) {
    const text = (cells[index] ?? '').trim();
    if (text === '') continue;
    if (field.ref && field.type !== 'array' && !WHOLE.test(text)) {
      (labels ??= {})[field.name] = text;
      values[field.name] = Math.max(1, field.minimum ?? 1);
      continue;
    }
    const labelIndex = field.enumLabels?.indexOf(text) ?? -1;
    values[field.name] = labelIndex >= 0 && field.enum ? field.enum[labelIndex] : coerceValue(field, text);
  }
  return { values, labels };
}

/**
 * Every data row checked; throws SheetRefused when the sheet has no data or none of the template's
 * columns. `progress` is called now and then with the rows checked so far.
 */
export function checkRows(sheet: Sheet, spec: ImportSpec, schemas: Record<string, unknown>, progress?: (done: number, total: number) => void): RowResult[] {
  if (sheet.rows.length === 0) throw new SheetRefused(IMPORT_MESSAGES.empty);
  const columns = spec.fields.map((field) => ({ field, index: sheet.header.indexOf(field.title) })).filter((c) => c.index >= 0);
  if (columns.length === 0) throw new SheetRefused(IMPORT_MESSAGES.header);
  const schema = schemas[spec.schema] as ZodType | undefined;
  const total = sheet.rows.length;
  const results: RowResult[] = [];
  let reportedAt = performance.now();
  progress?.(0, total);
  for (const { row, cells } of sheet.rows) {
    // Every cell is text here (formulas were read as their values): stored as text, never run.
    const { values, labels } = rowValues(columns, cells);
    const parsed = schema?.safeParse(values);
    if (parsed && !parsed.success) results.push({ row, reason: zodMessage(parsed.error, spec.fields, values) });
    else results.push({ row, values: parsed ? (parsed.data as Record<string, unknown>) : values, ...(labels ? { labels } : {}) });
    // A few updates a second are enough for a progress bar; each one is a message to the page.
    if (progress && performance.now() - reportedAt > 50) {
      progress(results.length, total);
      reportedAt = performance.now();
    }
  }
  progress?.(total, total);
  return results;
}
