import type { FieldMeta, RelatedList } from '@generated/manifest/types';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { errorText } from '@/api/api-error';
import { useMockControl } from '@/components/mock-control-context';
import { Button } from '@/components/ui/button';
import { canList, useCan } from '../permissions';
import { resourceEntry, type RecordEntry } from '../resources';
import { ScreenLink } from '../shell/screen-link';
import type { Row } from '../resource/row';
import { bookkeeping, logEntries, logQuery, writeEntries, type HistoryEntry } from './history-entries';

/** The newest this many entries show: a record's recent story, not an audit archive. */
const SHOWN = 20;

/**
 * 历史: what happened to the record, newest first, from what is known of it:
 * - its own bookkeeping (创建 / 最后修改, when and by whom, as the record carries them);
 * - the log records the specs have about it: the records of a related resource nobody writes by hand
 *   (no save, no remove: 流转记录, 状态申请, 登录记录), each a dated event of this record;
 * - with the embedded mock backend, its write log (who changed which fields, before → after). A real
 *   backend offers no such log in its API, so with mocks off the first two are the whole history.
 */
export function RecordHistory({ target, record, fields, related }: { target: RecordEntry; record: Row; fields: FieldMeta[]; related: readonly RelatedList[] }) {
  const mock = useMockControl();
  const can = useCan();
  const queryClient = useQueryClient();
  const id = String(record.id ?? target.id);
  const writes = useQuery({
    queryKey: ['record-history', target.resource.key, id],
    enabled: mock?.history !== undefined,
    queryFn: () => mock?.history?.(target.resource.key, Number(id)) ?? Promise.resolve([]),
  });
  const logs = related.filter((list) => {
    const entry = resourceEntry(list.resource);
    // A list that needs another filter first (活动战报 needs its activity) cannot be asked for this record's alone.
    const askable = entry?.resource.list?.required.every((name) => name === list.field) === true;
    return list.filter && entry && askable && !entry.resource.kinds.includes('save') && !entry.resource.kinds.includes('remove') && canList(can, entry.resource);
  });
  const logAnswers = useQueries({ queries: logs.map((list) => logQuery(queryClient, list, id)) });

  const entries: HistoryEntry[] = [
    ...bookkeeping(record),
    ...(writes.data ? writeEntries(writes.data, fields) : []),
    ...logAnswers.flatMap((answer, index) => (answer.data && logs[index] ? logEntries(logs[index], answer.data) : [])),
  ].toSorted((a, b) => b.at.localeCompare(a.at));
  const loading = writes.isLoading || logAnswers.some((answer) => answer.isPending);
  const failed: { what: string; error: unknown; retry: () => void }[] = [
    ...(writes.isError ? [{ what: '修改记录', error: writes.error, retry: () => void writes.refetch() }] : []),
    ...logAnswers.flatMap((answer, index) => (answer.isError ? [{ what: logs[index]?.title ?? '', error: answer.error, retry: () => void answer.refetch() }] : [])),
  ];

  return (
    <section aria-labelledby="record-history-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="record-history-title" className="text-sm font-semibold">
        历史
      </h2>
      {failed.map((failure) => (
        <div key={failure.what} role="alert" className="grid gap-1 text-sm">
          <span>
            {failure.what}加载失败：{errorText(failure.error)}
          </span>
          <Button variant="outline" size="sm" className="w-fit" onClick={failure.retry}>
            <RefreshCw aria-hidden />
            重试
          </Button>
        </div>
      ))}
      {entries.length > 0 ? (
        <ol aria-label="历史记录（新的在前）" className="grid gap-3">
          {entries.slice(0, SHOWN).map((entry) => (
            <li key={entry.key} className="grid gap-0.5 border-l-2 border-primary/30 pl-3 text-sm">
              <span className="text-xs text-muted-foreground">
                {entry.at}
                {entry.by ? ` · ${entry.by}` : ''}
              </span>
              <span className="font-medium">
                {entry.href ? (
                  <ScreenLink href={entry.href} className="text-primary underline-offset-4 hover:underline">
                    {entry.what}
                  </ScreenLink>
                ) : (
                  entry.what
                )}
              </span>
              {entry.details.map((detail) => (
                <span key={detail} className="text-xs break-words text-muted-foreground">
                  {detail}
                </span>
              ))}
            </li>
          ))}
        </ol>
      ) : (
        !loading && failed.length === 0 && <p className="text-sm text-muted-foreground">暂无历史记录</p>
      )}
      {loading && <output className="text-xs text-muted-foreground">历史加载中…</output>}
      {entries.length > SHOWN && <p className="text-xs text-muted-foreground">仅显示最近 {SHOWN} 条。</p>}
    </section>
  );
}
