/**
 * Date display (SPEC.md §9 "yyyy-MM-dd hh:mm:ss", read as a 24-hour clock per ARCHITECTURE.md).
 *
 * Hand-rolled on purpose: the app needs two fixed local-time patterns and one forgiving parser, about
 * fifty lines. A date library would add weight to every chunk for that, and its `hh` token means a
 * 12-hour clock (date-fns, dayjs), a trap for anyone who passes the spec's pattern through unchanged.
 */
export type DateInput = Date | number | string | null | undefined;

/** What an empty or unreadable date shows: a dash, never "Invalid Date" or "NaN". */
export const EMPTY_DATE = '-';

/** 'yyyy-MM-dd', 'yyyy/M/d', optionally followed by ' HH:mm' or ' HH:mm:ss' (or 'T'), no zone. */
const LOCAL_PATTERN = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d+)?)?)?$/;
/** ISO 8601 with a zone (Z or ±hh:mm): the one string form whose parsing ECMAScript fixes. */
const ZONED_ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/i;
const TIMESTAMP_PATTERN = /^-?\d+$/;

/**
 * A local-time wall clock string. Parsed by hand because engines disagree: Safari rejects
 * '2025-01-02 03:04:05', and every engine reads a bare '2025-01-02' as UTC midnight (the day before
 * west of Greenwich). Impossible days such as 02-30 are refused rather than rolled over.
 */
function parseLocal(match: RegExpExecArray): Date | null {
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(2000, 0, 1, hours, minutes, seconds);
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** Reads every form the backend sends (ms timestamps as numbers or digit strings, ISO, local strings, Dates). */
export function toDate(input: DateInput): Date | null {
  let date: Date | null = null;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input);
  else if (typeof input === 'string') {
    const text = input.trim();
    const local = LOCAL_PATTERN.exec(text);
    if (TIMESTAMP_PATTERN.test(text)) date = new Date(Number(text));
    else if (local) date = parseLocal(local);
    else if (ZONED_ISO_PATTERN.test(text)) date = new Date(text);
  }
  if (date === null || Number.isNaN(date.getTime())) return null;
  // 'yyyy' has room for four digits only.
  const year = date.getFullYear();
  return year >= 0 && year <= 9999 ? date : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'yyyy-MM-dd HH:mm:ss' in local time, or '-' when there is no readable date. */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  if (date === null) return EMPTY_DATE;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** 'yyyy-MM-dd' in local time, or '-' when there is no readable date. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (date === null) return EMPTY_DATE;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The wire format of a date-time (SPEC.md §9; openapi/README.md "Meaning"): 'yyyy-MM-dd HH:mm:ss' in
 * local time on a 24-hour clock, what forms and filters send and the backend stores. Reads what
 * `toDate` reads (a picker's 'yyyy-MM-ddTHH:mm', older ISO data with a zone, timestamps); '' when
 * there is nothing readable, so an empty field stays empty rather than becoming a dash.
 */
export function toWireDateTime(input: DateInput): string {
  return toDate(input) === null ? '' : formatDateTime(input);
}

/**
 * Order of two wire date-times ('yyyy-MM-dd HH:mm:ss', or wire dates), earlier first. The format is
 * fixed-width with the largest unit first, so code-unit order is time order; `localeCompare` would
 * run ICU collation on every call (a 100-row sort took ~15 ms of the home page's main thread).
 */
export function compareWireDateTime(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The wire format of a date: 'yyyy-MM-dd' in local time, or '' when unreadable. */
export function toWireDate(input: DateInput): string {
  return toDate(input) === null ? '' : formatDate(input);
}

/**
 * What an `<input type="datetime-local" step="1">` holds for a stored value: the same wall-clock
 * time as 'yyyy-MM-ddTHH:mm:ss' (the picker's own syntax), or '' when unreadable.
 */
export function toPickerDateTime(input: DateInput): string {
  return toWireDateTime(input).replace(' ', 'T');
}
