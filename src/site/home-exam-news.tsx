import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/date-format';
import { PROVINCES } from './provinces';
import { QueryStates } from './query-states';
import { publicityLabelsQuery, publicityListQuery } from './service-queries';
import { useNewsProvince } from './use-news-province';

function LabelTabs({ labels, label, onChange }: { labels: string[]; label: string | undefined; onChange: (label: string | undefined) => void }) {
  const tabs: [string, string | undefined][] = [['全部', undefined], ...labels.map((l): [string, string] => [l, l])];
  return (
    <fieldset className="mt-4 flex flex-wrap gap-2">
      <legend className="sr-only">资讯标签</legend>
      {tabs.map(([name, value]) => (
        <button
          key={name}
          type="button"
          aria-pressed={label === value}
          onClick={() => onChange(value)}
          className={cn('rounded-full px-3 py-1 text-sm transition-colors', label === value ? 'bg-primary text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200')}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}

/** Exam news (SPEC.md §7 publicity) for the visitor's province, filtered by label; "全部" shows every label. */
export function ExamNews() {
  const [label, setLabel] = useState<string | undefined>(undefined);
  const [province, setProvince] = useNewsProvince();
  const provinceId = useId();
  const labels = useQuery(publicityLabelsQuery);
  const list = useQuery(publicityListQuery(label, province));
  // When both fail, one failed state for the block; its 重试 loads both again.
  const retryAll = () => {
    if (labels.isError) void labels.refetch();
    void list.refetch();
  };
  return (
    <div className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200/70">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">考试资讯</h3>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={provinceId} className="text-slate-600">
            省份
          </label>
          <select
            id={provinceId}
            value={province}
            onChange={(event) => setProvince(event.target.value)}
            className="h-8 rounded-md border border-slate-200 bg-white px-2 text-slate-700 focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
          >
            <option value="">全部省份</option>
            {PROVINCES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {labels.isError && !list.isError ? (
        <LoadFailed what="资讯标签" error={labels.error} onRetry={() => void labels.refetch()} className="py-4" />
      ) : (
        <LabelTabs labels={labels.data ?? []} label={label} onChange={setLabel} />
      )}
      <QueryStates
        query={list}
        what="考试资讯"
        onRetry={retryAll}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="py-10 text-center text-sm text-slate-500">{province ? `${province}暂无相关资讯` : '暂无相关资讯'}</p>}
      >
        {(data) => (
          <ul aria-label="考试资讯列表" className="mt-4 divide-y divide-slate-100">
            {data.items.map((item) => (
              <li key={item.id}>
                <Link to="/detail" search={{ id: item.id }} className="group flex items-baseline gap-4 py-3">
                  <span className="min-w-0 flex-1 truncate text-slate-700 group-hover:text-primary">{item.title}</span>
                  <span className="shrink-0 text-xs text-slate-500">{formatDate(item.publishTime)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </div>
  );
}
