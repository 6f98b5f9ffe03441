import type { FieldMeta } from '@generated/manifest/types';
import { readNumber } from '@/api/answer-shape';
import { cn } from '@/lib/cn';
import { EMPTY_CELL, formatCell } from '../resource/cell-format';
import type { Snapshot, SnapshotRank } from './snapshot';

const MONEY: FieldMeta = { name: 'amount', title: '金额（元）', type: 'number', multipleOf: 0.01 };
const money = (value: number | undefined) => formatCell(MONEY, value);
/** A rate as a percentage; one the server sent as digits is read, anything else is shown as missing. */
function rate(value: unknown): string {
  const number = readNumber(value);
  return number === undefined ? EMPTY_CELL : `${number.toFixed(2)}%`;
}

interface FiguresProps {
  snapshot: Snapshot;
  /** The spec's DashboardCatch fields: a figure is formatted as its field says (money, count). */
  fields: FieldMeta[];
  /** Large type for a TV across the room. */
  large?: boolean;
}

/** The snapshot's headline figures as cards, 完成率 with its bar. */
export function SnapshotCards({ snapshot, fields, large = false }: FiguresProps) {
  const field = (name: string): FieldMeta => fields.find((f) => f.name === name) ?? { name, title: name, type: 'integer' };
  const cards: [string, string][] = [
    ['报名人数', formatCell(field('enrollCount'), snapshot.enrollCount)],
    ['续报人数', formatCell(field('renewCount'), snapshot.renewCount)],
    ['报名金额（元）', money(snapshot.amount)],
    ['目标人数', formatCell(field('targetCount'), snapshot.targetCount)],
    ['目标金额（元）', money(snapshot.targetAmount)],
  ];
  return (
    <dl className={cn('grid gap-3', large ? 'grid-cols-3 gap-6' : 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-6')}>
      {cards.map(([label, value]) => (
        <div key={label} className={cn('rounded-lg border p-3', large ? 'border-white/15 bg-white/5 p-6' : 'bg-card')}>
          <dt className={cn('text-muted-foreground', large ? 'text-xl text-white/70' : 'text-xs')}>{label}</dt>
          <dd className={cn('mt-1 font-semibold break-all tabular-nums', large ? 'text-5xl' : 'text-xl 2xl:text-2xl')}>{value}</dd>
        </div>
      ))}
      <div className={cn('rounded-lg border p-3', large ? 'border-white/15 bg-white/5 p-6' : 'bg-card')}>
        <dt className={cn('text-muted-foreground', large ? 'text-xl text-white/70' : 'text-xs')}>目标完成率</dt>
        <dd className={cn('mt-1 font-semibold break-all tabular-nums', large ? 'text-5xl' : 'text-xl 2xl:text-2xl')}>{rate(snapshot.completionRate)}</dd>
        <dd className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full rounded-full bg-emerald-500" style={{ width: `${Math.min(100, readNumber(snapshot.completionRate) ?? 0)}%` }} />
        </dd>
      </div>
    </dl>
  );
}

interface RankTableProps {
  caption: string;
  /** 部门 or 姓名: who the rank is of. */
  who: string;
  ranks: SnapshotRank[];
  large?: boolean;
}

/** 部门排行 / 个人排行: 名次, who, 所属部门, 报名人数, 金额, 完成率 (when a target is known). */
export function RankTable({ caption, who, ranks, large = false }: RankTableProps) {
  const cell = cn('border-b px-3 py-2 whitespace-nowrap', large && 'border-white/10 py-3 text-2xl');
  return (
    <div className={cn('overflow-x-auto rounded-md border', large ? 'border-white/15' : 'bg-card')}>
      <table className="w-full text-sm">
        <caption className={cn('px-3 py-2 text-left font-medium', large && 'text-2xl')}>{caption}</caption>
        <thead className={large ? 'text-white/70' : 'bg-muted text-muted-foreground'}>
          <tr>
            {['名次', who, '所属部门', '报名人数', '金额（元）', '完成率'].map((title) => (
              <th key={title} scope="col" className={cn(cell, 'text-left font-medium')}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ranks.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-6 text-center text-muted-foreground">
                该范围内暂无排行数据
              </td>
            </tr>
          ) : (
            ranks.map((r) => (
              <tr key={r.targetId}>
                <td className={cn(cell, 'tabular-nums')}>{r.rank}</td>
                <th scope="row" className={cn(cell, 'text-left font-medium')}>
                  {r.targetName || EMPTY_CELL}
                </th>
                <td className={cell}>{r.departmentName || EMPTY_CELL}</td>
                <td className={cn(cell, 'tabular-nums')}>{r.enrollCount}</td>
                <td className={cn(cell, 'tabular-nums')}>{money(r.amount)}</td>
                <td className={cn(cell, 'tabular-nums')}>{rate(r.completionRate)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** 每日趋势: a table (what a screen reader reads) with a bar per day (what the eye reads). */
export function TrendTable({ trend }: { trend: Snapshot['trend'] }) {
  const top = Math.max(1, ...trend.map((p) => p.enrollCount));
  return (
    <div className="overflow-x-auto rounded-md border bg-card">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-medium">每日趋势</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {['日期', '报名人数', '金额（元）'].map((title) => (
              <th key={title} scope="col" className="border-b px-3 py-2 text-left font-medium whitespace-nowrap">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trend.map((point) => (
            <tr key={point.date}>
              <th scope="row" className="border-b px-3 py-2 text-left font-normal whitespace-nowrap tabular-nums">
                {point.date}
              </th>
              <td className="border-b px-3 py-2">
                <span className="flex items-center gap-2">
                  <span className="w-8 text-right tabular-nums">{point.enrollCount}</span>
                  <span aria-hidden className="h-2 rounded-full bg-primary/70" style={{ width: `${(point.enrollCount / top) * 8}rem` }} />
                </span>
              </td>
              <td className="border-b px-3 py-2 tabular-nums">{money(point.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
