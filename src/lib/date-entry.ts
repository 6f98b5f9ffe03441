import { formatDate, formatDateTime, toDate } from './date-format';

/**
 * Typed date entry for the zh-CN pickers (src/components/date-input.tsx): what a staff member types
 * is read into the wire format of its field (SPEC.md §9; openapi/README.md "Meaning"), or named
 * unreadable, and range filters get Element-UI-style quick ranges. Local wall-clock time throughout,
 * so no browser language or time zone changes a value.
 */

export type DateKind = 'date' | 'date-time';

/** The pattern a field shows and accepts as typed (`HH` is the 24-hour clock of SPEC.md §9). */
export const DATE_PATTERN: Record<DateKind, string> = { date: 'yyyy-MM-dd', 'date-time': 'yyyy-MM-dd HH:mm:ss' };

/** What a field says about text it cannot read: the pattern to type, with an example. */
export function entryProblem(kind: DateKind): string {
  return kind === 'date' ? '请输入有效的日期，格式为 yyyy-MM-dd，如 2026-03-01' : '请输入有效的日期时间，格式为 yyyy-MM-dd HH:mm:ss，如 2026-03-01 09:30:00';
}

/** Typed text as far as a date-time goes: a date alone, or with hours and minutes, and seconds optional. */
const TYPED = /^\s*(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:\s*(?:T|\s)\s*(\d{1,2})\s*[:：]\s*(\d{1,2})(?:\s*[:：]\s*(\d{1,2}))?)?\s*$/;

/**
 * The wire value of typed text ('' for nothing typed), or undefined when it is no real date: 2026-02-30
 * and 24:00:00 are refused rather than rolled over. Lenient in what it reads (2026/3/1, 2026年3月1日,
 * a date-time's seconds or whole time left out), exact in what it gives back.
 */
export function parseEntry(text: string, kind: DateKind): string | undefined {
  if (text.trim() === '') return '';
  const match = TYPED.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  // Rebuilt in one shape toDate reads strictly (it checks the calendar and the clock).
  const date = toDate(`${y}-${mo}-${d} ${h}:${mi}:${s}`);
  if (date === null) return undefined;
  return kind === 'date' ? formatDate(date) : formatDateTime(date);
}

/** A calendar day (local midnight) of a wire value, for the calendar to show as chosen. */
export function entryDay(value: string): Date | undefined {
  const date = toDate(value);
  return date === null ? undefined : new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The time part of a wire date-time ('HH:mm:ss'), kept when another day is picked. */
export function entryTime(value: string): string {
  const wire = parseEntry(value, 'date-time');
  return wire ? wire.slice(11) : '00:00:00';
}

/** A picked day in a field's wire format; a date-time keeps `time` (HH:mm:ss). */
export function dayValue(day: Date, kind: DateKind, time = '00:00:00'): string {
  return kind === 'date' ? formatDate(day) : `${formatDate(day)} ${time}`;
}

export interface QuickRange {
  label: string;
  /** First and last day, both included. */
  days: (now: Date) => [Date, Date];
}

const addDays = (day: Date, n: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + n);
const today = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate());

/** Element UI's shortcuts: 本周 is Monday to Sunday (zh-CN weeks), 本月 the whole month, 近 N 天 ends today and counts it. */
export const QUICK_RANGES: readonly QuickRange[] = [
  { label: '今天', days: (now) => [today(now), today(now)] },
  { label: '本周', days: (now) => [addDays(today(now), -((now.getDay() + 6) % 7)), addDays(today(now), 6 - ((now.getDay() + 6) % 7))] },
  { label: '本月', days: (now) => [new Date(now.getFullYear(), now.getMonth(), 1), new Date(now.getFullYear(), now.getMonth() + 1, 0)] },
  { label: '近 7 天', days: (now) => [addDays(today(now), -6), today(now)] },
  { label: '近 30 天', days: (now) => [addDays(today(now), -29), today(now)] },
];

/**
 * Both ends of a quick range in the fields' wire formats: a date-time start at 00:00:00 and end at
 * 23:59:59, so the last day is counted whole whatever the backend compares.
 */
export function quickRangeValues(range: QuickRange, kind: DateKind, now: Date): [string, string] {
  const [first, last] = range.days(now);
  return [dayValue(first, kind, '00:00:00'), dayValue(last, kind, '23:59:59')];
}
