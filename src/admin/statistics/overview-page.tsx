import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Download, LoaderCircle, Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/load-failed';
import { SectionBoundary } from '@/components/section-boundary';
import { writeXlsx } from '@/lib/xlsx-lite';
import { STATISTICS_OVERVIEW } from '../landing-pages';
import { useCan } from '../permissions';
import { saveFile } from '../resource/download';
import { RecordLink } from '../resource/relation-label';
import { FilterForm } from '../resource/filter-form';
import type { GroupApi } from '../resource/generated-api';
import { filtersInForce } from '../resource/url-state';
import { groupApiQuery } from '../resource/use-resource-list';
import { ChartFigure } from './chart-figure';
import { batchLabel, chartTable, describeChart, formatValue, OVERVIEW_CHARTS, type ChartData, type OverviewChart } from './overview-charts';
import { STATISTICS_PAGE_SIZE, statisticsListQuery } from './statistics-query';

/** The shared filters, in this order; each chart sends those its list declares. */
export const OVERVIEW_FILTERS = ['batch', 'departmentId', 'startDate', 'endDate'] as const;

function findOperation(api: GroupApi, operationId: string): OperationMeta | undefined {
  for (const resource of api.meta.resources) {
    const operation = resource.operations.find((o) => o.operationId === operationId);
    if (operation) return operation;
  }
  return undefined;
}

/** The filter inputs: the spec's own parameters (批次 picker, 部门 tree, dates), taken from a list that has all four. */
function filterFields(api: GroupApi): FieldMeta[] {
  const lists = OVERVIEW_CHARTS.map((chart) => findOperation(api, chart.operationId)).filter((o): o is OperationMeta => o !== undefined);
  const withAll = lists.find((o) => OVERVIEW_FILTERS.every((name) => o.query.some((f) => f.name === name))) ?? lists[0];
  return OVERVIEW_FILTERS.flatMap((name) => withAll?.query.find((f) => f.name === name) ?? []);
}

interface OverviewProps {
  filters: Record<string, string>;
  onFiltersChange: (filters: Record<string, string>) => void;
}

/**
 * 统计看板: the statistics group's landing page. Six charts over the group's statistics lists, one
 * set of filters for all of them (held in the URL by the route), each chart loading, failing and
 * retrying on its own so one failing report never blanks the page.
 */
export function StatisticsOverview({ filters: asked, onFiltersChange }: OverviewProps) {
  const { data: api } = useSuspenseQuery(groupApiQuery(STATISTICS_OVERVIEW.group));
  const can = useCan();
  const fields = useMemo(() => filterFields(api), [api]);
  // The URL's values as the spec allows them (a bad date, a department `abc`): no chart asks with another.
  const filters = filtersInForce(asked, fields);
  const charts = OVERVIEW_CHARTS.flatMap((chart) => {
    const operation = findOperation(api, chart.operationId);
    return operation && can(operation.permission) ? [{ chart, operation }] : [];
  });

  return (
    <section aria-labelledby="overview-title" className="grid gap-4">
      <div>
        <h1 id="overview-title" className="text-lg font-semibold">
          统计看板
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {filters.batch ? `${batchLabel(filters.batch)} · ` : '全部批次 · '}
          按批次、部门和日期筛选，所有图表一起更新；链接可直接分享。
        </p>
      </div>
      {/* Keyed by the URL's filters: back/forward or a shared link shows its own values in the inputs. */}
      <FilterForm key={JSON.stringify(filters)} fields={fields} filters={filters} onSearch={onFiltersChange} />
      {charts.length === 0 ? (
        <p className="rounded-xl border bg-card p-8 text-center text-sm text-muted-foreground">当前岗位没有可查看的统计报表，如需使用请联系管理员开通。</p>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {charts.map(({ chart, operation }) => (
            <ChartCard key={chart.key} api={api} chart={chart} operation={operation} filters={filters} />
          ))}
        </div>
      )}
    </section>
  );
}

function chartParams(chart: OverviewChart, operation: OperationMeta, filters: Record<string, string>): Record<string, string> {
  const declared = new Set(operation.query.map((f) => f.name));
  return Object.fromEntries(Object.entries(filters).filter(([name]) => declared.has(name) && !(chart.acrossBatches && name === 'batch')));
}

const FILTER_NAMES: Record<string, string> = { batch: '批次', departmentId: '部门', startDate: '日期', endDate: '日期' };

/** The chosen filters this chart's list cannot take (a target has no dates), named as the form names them. */
function ignoredFilters(chart: OverviewChart, operation: OperationMeta, filters: Record<string, string>): string[] {
  const declared = new Set(operation.query.map((f) => f.name));
  const ignored = Object.keys(filters).filter((name) => name in FILTER_NAMES && (!declared.has(name) || (chart.acrossBatches && name === 'batch')));
  return [...new Set(ignored.map((name) => FILTER_NAMES[name] as string))];
}

function ChartCard({ api, chart, operation, filters }: { api: GroupApi; chart: OverviewChart; operation: OperationMeta; filters: Record<string, string> }) {
  const params = chartParams(chart, operation, filters);
  const ignored = ignoredFilters(chart, operation, filters);
  const query = useQuery({
    ...statisticsListQuery(api, operation, params),
    // A new filter keeps the old figures on screen (marked busy) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const data = useMemo(() => (query.data ? chart.build(query.data.rows) : undefined), [chart, query.data]);
  const titleId = `chart-${chart.key}-title`;

  return (
    <article aria-labelledby={titleId} aria-busy={query.isFetching} className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {chart.title}
          </h2>
          <p className="text-xs text-muted-foreground">{chart.description}</p>
          {ignored.length > 0 && (
            <p className="text-xs text-amber-700 dark:text-amber-400">
              {ignored.map((name) => (chart.acrossBatches && name === '批次' ? '跨批次趋势，所选批次以大圆点标出' : `不按${name}筛选`)).join('；')}
            </p>
          )}
        </div>
        {data && data.rows.length > 0 && <ChartActions chart={chart} data={data} />}
      </header>
      {data ? (
        data.rows.length === 0 ? (
          <p className="grid h-[260px] place-items-center text-sm text-muted-foreground">所选条件下暂无数据</p>
        ) : (
          // What the drawing cannot take fails this chart alone, with 重试; the other charts draw on.
          <SectionBoundary what={chart.title} onRetry={() => void query.refetch()} resetKeys={[data]} className="h-[260px] justify-center">
            <ChartFigure kind={chart.kind} data={data} label={describeChart(chart, data)} marked={chart.acrossBatches && filters.batch ? batchLabel(filters.batch) : undefined} />
            {query.data?.truncated && <p className="text-xs text-muted-foreground">数据较多，仅统计前 {STATISTICS_PAGE_SIZE} 条记录。</p>}
            {/* A refetch that failed keeps the last figures, and says they may be out of date. */}
            {query.isError && (
              <p role="alert" className="text-xs text-destructive">
                刷新失败，显示的是上次的数据。
                <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void query.refetch()}>
                  重试
                </Button>
              </p>
            )}
          </SectionBoundary>
        )
      ) : query.isError ? (
        <LoadFailed what={chart.title} error={query.error} onRetry={() => void query.refetch()} className="h-[260px] justify-center" />
      ) : (
        <output className="grid h-[260px] place-items-center text-sm text-muted-foreground">
          <span className="flex items-center gap-2">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {chart.title}加载中…
          </span>
        </output>
      )}
    </article>
  );
}

function ChartActions({ chart, data }: { chart: OverviewChart; data: ChartData }) {
  const [open, setOpen] = useState(false);
  const exportSheet = () => {
    const table = chartTable(data);
    const name = `${chart.title}.xlsx`;
    saveFile(new File([writeXlsx([table.header, ...table.rows], chart.title.slice(0, 31))], name), name);
  };
  return (
    <div className="flex gap-1">
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`查看数据：${chart.title}`}>
        <Table2 aria-hidden />
        查看数据
      </Button>
      <Button variant="outline" size="sm" onClick={exportSheet} aria-label={`导出：${chart.title}`}>
        <Download aria-hidden />
        导出
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{chart.title}</DialogTitle>
            <DialogDescription>{chart.description}</DialogDescription>
          </DialogHeader>
          <DataTable data={data} caption={chart.title} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function DataTable({ data, caption }: { data: ChartData; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}数据</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="px-2 py-1.5 font-medium">
              {data.categoryName}
            </th>
            {data.series.map((s) => (
              <th key={s.key} scope="col" className="px-2 py-1.5 text-right font-medium">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.category} className="border-b last:border-0">
              <th scope="row" className="max-w-64 px-2 py-1.5 text-left font-normal break-words [overflow-wrap:anywhere]">
                {data.categoryOf && row.refId !== undefined ? (
                  <RecordLink resource={data.categoryOf} id={row.refId}>
                    {row.category}
                  </RecordLink>
                ) : (
                  row.category
                )}
              </th>
              {data.series.map((s) => (
                <td key={s.key} className="px-2 py-1.5 text-right tabular-nums">
                  {formatValue(row[s.key], s.unit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
