import type { FieldMeta, ResourceMeta } from '@generated/manifest/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed';
import { SectionBoundary } from '@/components/section-boundary';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { enumLabel } from '../resource/cell-format';
import { FieldInput } from '../resource/field-input';
import type { ResourceScreenProps } from '../resource/refinement';
import { callData, operationOf } from './operation-of';
import { readSnapshot, type Snapshot } from './snapshot';
import { RankTable, SnapshotCards, TrendTable } from './snapshot-figures';
import { TvAddress, TvDisplay, TV_DISPLAY } from './tv-display';

/** How often a TV asks for a new snapshot: the backend makes one a minute. */
const TV_REFRESH_MS = 60_000;

interface SnapshotScreenProps extends ResourceScreenProps {
  /** The TV page: offers the address a TV opens, and shows itself full screen at that address. */
  tv?: boolean;
}

/** The snapshot's parameters from the URL's search: only the ones getCatch declares. */
export function snapshotParams(fields: FieldMeta[], filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(fields.filter((f) => filters[f.name]).map((f) => [f.name, filters[f.name] as string]));
}

/** The full-screen TV page's URL key (`?display=tv`), as a field the URL state is checked against. */
const DISPLAY_FIELD: FieldMeta = { name: 'display', title: '显示方式', type: 'string', enum: [TV_DISPLAY] };

/** The URL keys of the settings screen: getCatch's parameters, and the TV page's `display`. */
export function snapshotSearch(resource: ResourceMeta, { tv = false } = {}): FieldMeta[] {
  return [...(operationOf(resource, 'getCatch')?.query ?? []), ...(tv ? [DISPLAY_FIELD] : [])];
}

/**
 * 看板 / 电视大屏 settings: the parameters (统计范围, 部门, 批次, kept in the URL so a link or a reload
 * shows the same board), a 预览 of the cached snapshot they give with its 快照时间, and 刷新. The TV
 * page also gives the address a TV opens: this screen at those parameters, shown full screen.
 */
export function SnapshotScreen({ api, resource, state, onStateChange, tv = false }: SnapshotScreenProps) {
  const operation = operationOf(resource, 'getCatch');
  const fields = operation?.query ?? [];
  const params = snapshotParams(fields, state.filters);
  const display = tv && state.filters.display === TV_DISPLAY;
  const query = useQuery({
    queryKey: ['snapshot', resource.key, params],
    queryFn: async ({ signal }): Promise<Snapshot | null> => {
      if (!operation) throw new Error('接口未生成：看板数据');
      return callData(api, operation, readSnapshot, params, signal);
    },
    placeholderData: keepPreviousData,
    refetchInterval: display ? TV_REFRESH_MS : false,
  });
  const change = (next: Record<string, string>) => onStateChange({ ...state, pageNum: 1, filters: Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')) });
  const rangeField = fields.find((f) => f.name === 'range');
  const snapshot = query.data;
  const retry = () => void query.refetch();

  if (display)
    return (
      <TvDisplay
        title={resource.name}
        query={query}
        fields={operation?.dataFields ?? []}
        rangeLabel={rangeField ? enumLabel(rangeField, params.range ?? rangeField.default) : undefined}
        onExit={() => change({ ...params })}
      />
    );

  return (
    <div className="grid gap-4">
      <search aria-label="看板参数">
        <div className="grid gap-3 rounded-md border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
          {rangeField && <RangeChoice field={rangeField} value={params.range ?? String(rangeField.default ?? '')} onChange={(range) => change({ ...params, range })} />}
          {fields
            .filter((f) => f !== rangeField)
            .map((field) => (
              <div key={field.name} className="grid gap-1.5">
                <Label htmlFor={`snapshot-${field.name}`}>{field.title}</Label>
                <FieldInput
                  field={field}
                  id={`snapshot-${field.name}`}
                  mode="filter"
                  value={params[field.name] ?? ''}
                  onChange={(value) => change({ ...params, [field.name]: value })}
                />
              </div>
            ))}
          <div className="flex items-end">
            <Button type="button" variant="outline" onClick={() => change({})}>
              <RotateCcw aria-hidden />
              重置
            </Button>
          </div>
        </div>
      </search>
      {tv && <TvAddress href={resourceAddress(params)} />}
      <section aria-labelledby="snapshot-preview" aria-busy={query.isFetching} className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="snapshot-preview" className="text-base font-semibold">
            预览
          </h2>
          <span className="text-sm text-muted-foreground">
            快照时间：<span className="tabular-nums">{snapshot?.updateTime ?? '-'}</span>（后台定时汇总，非实时数据）
          </span>
          <Button type="button" variant="outline" size="sm" className="ml-auto" disabled={query.isFetching} onClick={() => void query.refetch()}>
            {query.isFetching ? <Spinner className="size-4" aria-label="正在读取快照" /> : <RefreshCw aria-hidden />}
            刷新
          </Button>
        </div>
        {query.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6" aria-label="快照加载中" />
          </div>
        ) : snapshot === undefined || (query.isError && !query.isPlaceholderData) ? (
          <LoadFailed what={resource.name} error={query.error} onRetry={retry} />
        ) : snapshot === null ? (
          <p className="rounded-md border border-dashed px-3 py-10 text-center text-sm text-muted-foreground">暂无快照：后台还没有汇总这组参数的数据，稍后刷新再看。</p>
        ) : (
          // A figure the tables cannot draw (a field of a shape the spec does not promise) fails the preview alone.
          <SectionBoundary what={resource.name} onRetry={retry} resetKeys={[snapshot]} className="rounded-md border bg-card">
            <SnapshotCards snapshot={snapshot} fields={operation?.dataFields ?? []} />
            <div className="grid gap-4 xl:grid-cols-2">
              <RankTable caption="部门排行" who="部门" ranks={snapshot.departmentRanks} />
              <RankTable caption="个人排行" who="姓名" ranks={snapshot.ownerRanks} />
            </div>
            <TrendTable trend={snapshot.trend} />
          </SectionBoundary>
        )}
      </section>
    </div>
  );
}

/** This screen's address at `params`, full screen: what a TV opens. */
function resourceAddress(params: Record<string, string>): string {
  const search = new URLSearchParams({ ...params, display: TV_DISPLAY });
  return `${location.origin}${location.pathname}?${search.toString()}`;
}

function RangeChoice({ field, value, onChange }: { field: FieldMeta; value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium">{field.title}</legend>
      <div className="flex flex-wrap gap-1 rounded-md border p-1">
        {(field.enum ?? []).map((option) => (
          <label
            key={String(option)}
            className="flex cursor-pointer items-center gap-1.5 rounded px-2 py-1 text-sm has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={`snapshot-${field.name}`}
              value={String(option)}
              checked={value === String(option)}
              onChange={() => onChange(String(option))}
              className="sr-only"
            />
            {enumLabel(field, option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
