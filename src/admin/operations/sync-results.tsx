import type { FieldMeta } from '@generated/manifest/types';
import { cn } from '@/lib/cn';
import { compareWireDateTime } from '@/lib/date-format';
import { EMPTY_CELL } from '../resource/cell-format';
import type { SyncHistory, SyncOutcome } from './sync-history';

interface SyncResultsProps {
  history: SyncHistory;
  /** The type just run on this screen (its row is announced and marked). */
  latest?: string;
  /** SyncOutcome's fields from the spec: their titles head the columns. */
  fields: FieldMeta[];
  typeLabel: (type: number) => string;
}

const COUNTS = ['total', 'added', 'updated', 'removed'] as const satisfies readonly (keyof SyncOutcome)[];
const FALLBACK: Record<string, string> = { total: '拉取条数', added: '新增条数', updated: '更新条数', removed: '删除条数', finishTime: '完成时间' };

/**
 * The last outcome of each sync type this browser ran, newest first: what was pulled, added,
 * updated and removed, when and by whom. The run just finished is also said in words (a live region).
 */
export function SyncResults({ history, latest, fields, typeLabel }: SyncResultsProps) {
  const title = (name: string) => fields.find((f) => f.name === name)?.title ?? FALLBACK[name] ?? name;
  const runs = Object.values(history).toSorted((a, b) => compareWireDateTime(b.outcome.finishTime, a.outcome.finishTime));
  const just = latest === undefined ? undefined : history[latest];
  return (
    <section aria-labelledby="sync-results-title" className="grid gap-3">
      <h2 id="sync-results-title" className="text-base font-semibold">
        上次同步结果
      </h2>
      <output
        className={cn(
          'block text-sm',
          just ? 'rounded-md border border-emerald-600/30 bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200' : 'sr-only',
        )}
      >
        {just
          ? `「${typeLabel(just.type)}」同步完成：拉取 ${just.outcome.total} 条，新增 ${just.outcome.added} 条，更新 ${just.outcome.updated} 条，删除 ${just.outcome.removed} 条。`
          : ''}
      </output>
      {runs.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">本机还没有同步记录。同步完成后，结果会显示在这里。</p>
      ) : (
        <div className="overflow-x-auto rounded-md border bg-card">
          <table className="w-full text-sm">
            <caption className="sr-only">各同步内容的上次同步结果</caption>
            <thead className="bg-muted">
              <tr>
                {['同步内容', ...COUNTS.map(title), title('finishTime'), '操作人'].map((text) => (
                  <th key={text} scope="col" className="border-b px-3 py-2.5 text-left font-medium whitespace-nowrap text-muted-foreground">
                    {text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.type} data-latest={String(run.type) === latest || undefined} className="data-[latest]:bg-emerald-50/60 dark:data-[latest]:bg-emerald-500/10">
                  <th scope="row" className="border-b px-3 py-2 text-left font-medium whitespace-nowrap">
                    {typeLabel(run.type)}
                    {run.startDate && run.endDate && (
                      <span className="ml-1 font-normal text-muted-foreground">
                        （{run.startDate} 至 {run.endDate}）
                      </span>
                    )}
                  </th>
                  {COUNTS.map((name) => (
                    <td key={name} className="border-b px-3 py-2 tabular-nums">
                      {run.outcome[name]}
                    </td>
                  ))}
                  <td className="border-b px-3 py-2 whitespace-nowrap tabular-nums">{run.outcome.finishTime}</td>
                  <td className="border-b px-3 py-2 whitespace-nowrap">{run.operatorName ?? EMPTY_CELL}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
