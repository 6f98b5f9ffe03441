import type { LiveCourse } from '@generated/cms-content/client/model/liveCourse';
import { compareWireDateTime, toDate } from '@/lib/date-format';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const pad = (n: number) => String(n).padStart(2, '0');

/** '11月24日 周二' */
export function liveDay(input: string): string {
  const date = toDate(input);
  return date ? `${date.getMonth() + 1}月${date.getDate()}日 ${WEEKDAYS[date.getDay()]}` : '-';
}

/** '19:00–20:30' */
export function liveHours(start: string, end: string): string {
  const [from, to] = [toDate(start), toDate(end)];
  if (!from || !to) return '-';
  return `${pad(from.getHours())}:${pad(from.getMinutes())}–${pad(to.getHours())}:${pad(to.getMinutes())}`;
}

export const LIVE_STATUS: Record<LiveCourse['liveStatus'], { label: string; className: string }> = {
  0: { label: '未开始', className: 'bg-sky-50 text-sky-700 ring-sky-200' },
  1: { label: '直播中', className: 'bg-red-50 text-red-700 ring-red-200' },
  2: { label: '已结束', className: 'bg-slate-100 text-slate-600 ring-slate-200' },
};

/** Earlier start first (the times are wire date-times). */
export function byStartTime(a: Pick<LiveCourse, 'startTime'>, b: Pick<LiveCourse, 'startTime'>): number {
  return compareWireDateTime(a.startTime, b.startTime);
}

/** Courses grouped by local day, days in time order. */
export function groupByDay(courses: readonly LiveCourse[]): [string, LiveCourse[]][] {
  const sorted = courses.toSorted(byStartTime);
  const groups = new Map<string, LiveCourse[]>();
  for (const course of sorted) {
    const day = liveDay(course.startTime);
    groups.set(day, [...(groups.get(day) ?? []), course]);
  }
  return [...groups];
}
