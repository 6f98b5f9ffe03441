import type { FieldMeta } from '@generated/manifest/types';
import { useMutation } from '@tanstack/react-query';
import { CloudDownload, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '@/api/api-error';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateInput } from '@/components/date-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { parseEntry } from '@/lib/date-entry';
import { formatDate } from '@/lib/date-format';
import { toast } from '@/lib/toast';
import { useAdminState } from '../admin-store';
import { useCan } from '../permissions';
import { enumLabel } from '../resource/cell-format';
import type { ResourceScreenProps } from '../resource/refinement';
import { callData, operationOf } from './operation-of';
import { readSyncHistory, readSyncOutcome, saveSyncRun, type SyncRun } from './sync-history';
import { SyncResults } from './sync-results';

const DAY_MS = 86_400_000;
const MAX_DAYS = 31;

interface SyncScreenProps extends ResourceScreenProps {
  /** The external system, as staff name it (钉钉, 企业微信). */
  source: string;
  /** Sync types that need a date range (DingTalk's 考勤打卡); the spec says so only in a description. */
  rangeTypes?: number[];
}

const daysBetween = (start: string, end: string) => Math.round((new Date(`${end}T00:00:00`).getTime() - new Date(`${start}T00:00:00`).getTime()) / DAY_MS) + 1;

/** What is wrong with a date range, in the words of the spec's rule, or undefined. */
function rangeProblem(start: string, end: string, today: string): string | undefined {
  if (!start || !end) return '请选择考勤开始日期和结束日期';
  // Typed text that is no date is named at its box; the range is judged once both are dates.
  if (parseEntry(start, 'date') !== start || parseEntry(end, 'date') !== end) return '请输入有效的考勤日期，格式为 yyyy-MM-dd';
  if (end < start) return '考勤结束日期不能早于开始日期';
  if (start > today) return '考勤开始日期不能晚于今天';
  if (daysBetween(start, end) > MAX_DAYS) return `考勤日期范围不能超过 ${MAX_DAYS} 天`;
  return undefined;
}

/**
 * 钉钉同步 / 企业微信同步: choose what to pull (the form's enum), confirm (it merges outside data into
 * ours), watch it run, and read the outcome. The spec has no GET for past outcomes, so the last one
 * of each type is kept in this browser (sync-history.ts) and shown again after a reload.
 */
export function SyncScreen({ api, resource, source, rangeTypes = [] }: SyncScreenProps) {
  const can = useCan();
  const staffName = useAdminState((s) => s.userInfo?.name);
  const sync = operationOf(resource, 'sync');
  const typeField = sync?.body.find((f) => f.name === 'type');
  const [type, setType] = useState(String(typeField?.enum?.[0] ?? ''));
  // The last seven days up to yesterday: attendance of today is not complete yet.
  const [today] = useState(() => formatDate(new Date()));
  const [start, setStart] = useState(() => formatDate(Date.now() - 7 * DAY_MS));
  const [end, setEnd] = useState(() => formatDate(Date.now() - DAY_MS));
  const [confirming, setConfirming] = useState(false);
  const [history, setHistory] = useState(() => readSyncHistory(resource.key));
  const [latest, setLatest] = useState<string>();
  const needsRange = rangeTypes.includes(Number(type));
  const problem = needsRange ? rangeProblem(start, end, today) : undefined;
  const typeLabel = (value: number | string) => (typeField ? (enumLabel(typeField, value) ?? String(value)) : String(value));

  const run = useMutation({
    mutationFn: async (): Promise<SyncRun> => {
      if (!sync) throw new Error('接口未生成：同步');
      const range = needsRange ? { startDate: start, endDate: end } : {};
      const outcome = await callData(api, sync, readSyncOutcome, { type: Number(type), ...range });
      return { type: Number(type), outcome, ...(staffName ? { operatorName: staffName } : {}), ...range };
    },
    onSuccess: (result) => {
      setHistory((current) => saveSyncRun(resource.key, current, result));
      setLatest(String(result.type));
      toast.success(`${source}同步完成`);
    },
  });

  if (!sync || !typeField) return <p className="text-sm text-muted-foreground">该同步接口未在接口定义中找到。</p>;
  const mayRun = can(sync.permission);
  const busy = run.isPending;

  return (
    <div className="grid gap-6">
      <form
        className="grid gap-4 rounded-md border bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem && !busy) setConfirming(true);
        }}
      >
        <fieldset className="grid gap-2" disabled={busy}>
          <legend className="mb-1 text-sm font-medium">{typeField.title}</legend>
          <div className="flex flex-wrap gap-4">
            {(typeField.enum ?? []).map((value) => (
              <label key={String(value)} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="sync-type"
                  value={String(value)}
                  checked={type === String(value)}
                  onChange={() => setType(String(value))}
                  className="size-4 accent-primary"
                />
                {typeLabel(value)}
              </label>
            ))}
          </div>
        </fieldset>
        {needsRange && <RangeInputs fields={sync.body} start={start} end={end} onStart={setStart} onEnd={setEnd} problem={problem} disabled={busy} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!mayRun || busy || problem !== undefined} aria-busy={busy}>
            {busy ? <Spinner className="size-4" aria-label="同步中" /> : <CloudDownload aria-hidden />}
            {busy ? '同步中…' : '开始同步'}
          </Button>
          {!mayRun && <span className="text-sm text-muted-foreground">你的岗位没有同步权限。</span>}
          {busy && (
            <span className="text-sm text-muted-foreground">
              正在从{source}拉取「{typeLabel(type)}」，请勿关闭页面…
            </span>
          )}
        </div>
        {run.isError && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            {/* The alert is the reason alone: a screen reader hears why, then finds 重试 beside it. */}
            <p role="alert">同步失败：{errorText(run.error)}</p>
            {/* Again through 确定: a run merges outside data into ours, and the form may have changed since. */}
            <Button type="button" variant="outline" size="sm" className="ml-auto" disabled={!mayRun || problem !== undefined} onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden />
              重试
            </Button>
          </div>
        )}
      </form>
      <SyncResults history={history} latest={latest} fields={sync.dataFields ?? []} typeLabel={typeLabel} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`从${source}同步`}
        description={`将从${source}拉取「${typeLabel(type)}」${needsRange ? `（${start} 至 ${end}）` : ''}并与本系统的数据合并：新的会新增，已有的会被更新，${source}中已删除的会同步删除。确定开始同步吗？`}
        // Not awaited: the dialog closes and the screen shows the run (its button busy) instead.
        onConfirm={() => run.mutate()}
      />
    </div>
  );
}

interface RangeInputsProps {
  fields: FieldMeta[];
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  problem?: string;
  disabled: boolean;
}

function RangeInputs({ fields, start, end, onStart, onEnd, problem, disabled }: RangeInputsProps) {
  const title = (name: string, fallback: string) => fields.find((f) => f.name === name)?.title ?? fallback;
  const onQuickRange = (first: string, last: string) => {
    onStart(first);
    onEnd(last);
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="sync-start">{title('startDate', '开始日期')}</Label>
          <DateInput
            id="sync-start"
            kind="date"
            value={start}
            disabled={disabled}
            invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sync-range-problem' : undefined}
            onChange={onStart}
            onQuickRange={onQuickRange}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="sync-end">{title('endDate', '结束日期')}</Label>
          <DateInput
            id="sync-end"
            kind="date"
            value={end}
            disabled={disabled}
            invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sync-range-problem' : undefined}
            onChange={onEnd}
            onQuickRange={onQuickRange}
          />
        </div>
      </div>
      {problem ? (
        <p id="sync-range-problem" className="text-sm text-destructive">
          {problem}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">一次最多同步 {MAX_DAYS} 天的考勤打卡记录。</p>
      )}
    </div>
  );
}
