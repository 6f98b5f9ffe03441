import { ApiError } from './api-error';
import { API_MESSAGES } from './messages';

/**
 * Reading an envelope's `data` as liberally as SPEC.md §7 allows, and no further: a paginated answer
 * has `pageList` (an array of records) and `total`; a label list is an array of strings. What the spec
 * promises is checked where the answer is read (a query's function), so an answer of another shape
 * fails that query — and only the section showing it — with "服务器返回了无法识别的数据", instead of
 * crashing the page's render. Fields inside a record are not checked here: the spec does not promise
 * them, and a view that cannot draw one fails inside its own section boundary.
 */

export type AnswerRecord = Record<string, unknown>;

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** The failure of an answer that is not what the spec promises. `detail` is for developers (the error's cause). */
export function unreadableAnswer(detail: string, data: unknown): ApiError {
  return new ApiError(API_MESSAGES.invalidResponse, { kind: 'invalid-response', body: data, cause: new Error(detail) });
}

export function isAnswerRecord(value: unknown): value is AnswerRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A list's records. A record that is not an object fails the whole list: a demanding user would rather
 * be told the answer was unreadable than be shown fewer records under a total that counts them all.
 */
function records<T>(list: unknown[], data: unknown): T[] {
  const bad = list.findIndex((row) => !isAnswerRecord(row));
  if (bad >= 0) throw unreadableAnswer(`record ${bad} is not an object`, data);
  return list as T[];
}

/** A count (a total, a number of to-dos): a whole number, sent as a number or as digits. */
export function readCount(value: unknown, data: unknown, name = 'count'): number {
  const count = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) throw unreadableAnswer(`${name} is not a count`, data);
  return count;
}

function totalOf(value: unknown, rows: number, data: unknown): number {
  return value === undefined || value === null ? rows : readCount(value, data, 'total');
}

/**
 * One page of a list (`data` of a list call). Read liberally: no `data` at all is an empty list (a
 * successful answer with nothing in it), a bare array is the list itself, a numeric string total is a
 * number. Never more rows than `pageSize` asked for: a backend that ignores it must not freeze the tab.
 *
 * @example
 * const { rows, total } = readPage<SiteContentBrief>(answer.data, { pageSize: 5 });
 */
export function readPage<T extends object = AnswerRecord>(data: unknown, { pageSize }: { pageSize?: number } = {}): PageOf<T> {
  let page: PageOf<T>;
  if (data === undefined || data === null) {
    page = { rows: [], total: 0 };
  } else if (Array.isArray(data)) {
    page = { rows: records<T>(data, data), total: data.length };
  } else if (isAnswerRecord(data)) {
    const { pageList } = data;
    if (Array.isArray(pageList)) {
      page = { rows: records<T>(pageList, data), total: totalOf(data.total, pageList.length, data) };
    } else if ((pageList === undefined || pageList === null) && totalOf(data.total, 0, data) === 0) {
      // `{}` or `{pageList: null, total: 0}`: what some backends send for "no records".
      page = { rows: [], total: 0 };
    } else {
      throw unreadableAnswer('pageList is not an array', data);
    }
  } else {
    throw unreadableAnswer('data is not a page', data);
  }
  return pageSize !== undefined && page.rows.length > pageSize ? { ...page, rows: page.rows.slice(0, pageSize) } : page;
}

/** `value` as a list of records (none when left out), failing as `data`, the whole answer, when it is not one. */
function recordList<T>(value: unknown, data: unknown, name: string): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw unreadableAnswer(`${name} is not an array`, data);
  return records<T>(value, data);
}

/** A list answered whole (`data` is the array): its records, or nothing when there is no `data`. */
export function readRecords<T extends object = AnswerRecord>(data: unknown): T[] {
  return recordList<T>(data, data, 'data');
}

/**
 * A list inside a record the screen draws from (a snapshot's ranks): its records, or none when left
 * out. Anything else fails the whole answer (`data`, the failure's body), as a list that is not one
 * cannot be drawn and a part of it would be a wrong picture.
 *
 * @example
 * const ranks = readRecordsIn<SnapshotRank>(snapshot, 'departmentRanks');
 */
export function readRecordsIn<T extends object = AnswerRecord>(record: AnswerRecord, name: string, data: unknown = record): T[] {
  return recordList<T>(record[name], data, name);
}

/**
 * A text a screen shows beside what it read (a time, a name): numbers as their digits, anything else
 * as none. The spec does not promise such a field, so it is shown as missing rather than failing the
 * answer, and never reaches the view as an object it cannot draw.
 */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/**
 * A figure a screen computes with (a rate, an amount): a finite number, or one sent as its digits
 * (as Java's BigDecimal often is); anything else as none, shown as missing rather than as NaN.
 */
export function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A list of texts (e.g. labels): numbers are read as their text; anything else fails the list. */
export function readTexts(data: unknown): string[] {
  if (data === undefined || data === null) return [];
  if (!Array.isArray(data)) throw unreadableAnswer('data is not an array', data);
  if (!data.every((item) => typeof item === 'string' || typeof item === 'number')) throw unreadableAnswer('an item is not a text', data);
  return data.map(String);
}

/** One record (a detail): null when there is none, a failure when `data` is not an object. */
export function readRecord<T extends object = AnswerRecord>(data: unknown): T | null {
  if (data === undefined || data === null) return null;
  if (!isAnswerRecord(data)) throw unreadableAnswer('data is not a record', data);
  return data as T;
}
