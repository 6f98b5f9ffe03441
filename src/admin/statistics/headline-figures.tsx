import type { OperationMeta } from '@generated/manifest/types';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed';
import { currentBatch } from '@/lib/batch-years';
import { STATISTICS_OVERVIEW } from '../landing-pages';
import { canList, useCan } from '../permissions';
import { resourceEntries } from '../resources';
import type { GroupApi } from '../resource/generated-api';
import { groupApiQuery } from '../resource/use-resource-list';
import { ScreenLink } from '../shell/screen-link';
import { batchLabel, percent } from './overview-charts';
import { statisticsListQuery } from './statistics-query';

const OPERATION = 'bmsStatisticsStatisticsDepartmentList';

const FIGURES = [
  { key: 'clueCount', label: '线索' },
  { key: 'appointmentCount', label: '预约' },
  { key: 'enrollCount', label: '报名' },
] as const;

const count = new Intl.NumberFormat('zh-CN');

/** The report's summary (names and permission keys), known before its group's code is loaded. */
const REPORT = resourceEntries.find((entry) => entry.resource.key === 'bmsStatisticsStatisticsDepartment')?.resource;

function findOperation(api: GroupApi | undefined): OperationMeta | undefined {
  return api?.meta.resources.flatMap((r) => r.operations).find((o) => o.operationId === OPERATION);
}

/**
 * The workbench's headline figures: this intake's clues, appointments, enrolments and conversion,
 * summed over the departments the statistics report lists, with a way into 统计看板. Shown only to
 * a position that may read that report; the statistics group's code loads after the workbench paints.
 */
export function HeadlineFigures() {
  const can = useCan();
  const allowed = REPORT !== undefined && canList(can, REPORT);
  // A position without the report never loads the statistics group's code.
  const api = useQuery({ ...groupApiQuery(STATISTICS_OVERVIEW.group), enabled: allowed });
  const operation = findOperation(api.data);
  const batch = currentBatch();
  // The same cache entry as 统计看板's chart of this report: one request, one shape.
  const list = api.data && operation ? statisticsListQuery(api.data, operation, { batch }) : undefined;
  const figures = useQuery({
    queryKey: list?.queryKey ?? ['statistics-list', OPERATION, { batch }],
    // Until the statistics group's code is here there is nothing to ask (skipToken: not an error, just idle).
    queryFn: list?.queryFn ?? skipToken,
    enabled: allowed,
    select: ({ rows }) => {
      const sums = { clueCount: 0, appointmentCount: 0, enrollCount: 0 };
      for (const row of rows) for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += Number(row[key]) || 0;
      return sums;
    },
  });
  if (!allowed) return null;
  const data = figures.data;

  return (
    <section aria-labelledby="headline-title" className="rounded-xl border bg-card p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id="headline-title" className="font-semibold">
          {batchLabel(batch)}招生概况
        </h2>
        <ScreenLink href={`${STATISTICS_OVERVIEW.href}?batch=${batch}`} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          查看统计看板
          <ChevronRight aria-hidden className="size-4" />
        </ScreenLink>
      </div>
      {(figures.isError || api.isError) && !data ? (
        <LoadFailed what="招生概况" error={figures.error ?? api.error} onRetry={() => void (api.isError ? api.refetch() : figures.refetch())} className="py-4" />
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={figures.isPending}>
          {FIGURES.map((figure) => (
            <div key={figure.key} className="rounded-lg bg-muted/60 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{data ? count.format(data[figure.key]) : '…'}</dd>
            </div>
          ))}
          <div className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">线索转化率</dt>
            <dd className="text-2xl font-semibold tabular-nums">{data ? `${percent(data.enrollCount, data.clueCount)}%` : '…'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
