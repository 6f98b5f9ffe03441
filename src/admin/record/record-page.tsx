import type { FieldMeta, ResourceMeta } from '@generated/manifest/types';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ChevronLeft, FileQuestion, Pencil } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { SectionBoundary } from '@/components/section-boundary';
import { Button } from '@/components/ui/button';
import { useAdminState } from '../admin-store';
import { canList, useCan, usePermissions } from '../permissions';
import type { RecordEntry } from '../resources';
import { ScreenLink } from '../shell/screen-link';
import { ActionDialog } from '../resource/action-dialog';
import { IdCardRevealContext, useMayRevealIdCards } from '../resource/id-card-value';
import type { GroupApi } from '../resource/generated-api';
import { labelField, recordLabel } from '../resource/record-label';
import { detailOf } from '../resource/relation-data';
import { ResourceFormDialog } from '../resource/resource-form-dialog';
import type { RowIntent } from '../resource/row-actions';
import type { Row } from '../resource/row';
import { groupApiQuery, listOperation } from '../resource/use-resource-list';
import { useRecordTabTitle } from '../tabs/use-record-tab-title';
import { RecordHistory } from './record-history';
import { isRecordMissing, recordQuery } from './record-query';
import { recordSections } from './record-fields';
import { recordSteps } from './record-steps';
import { RecordValue } from './record-value';
import { RelatedLists } from './related-section';
import { StepsPanel } from './steps-panel';

/**
 * A record's page, `/admin/<service>/<group>/<resource>/<id>` (resources.ts `findRecord`): its fields
 * grouped as the spec declares them, 编辑 and what can be done next, its history, and the records
 * that point to it (the reverse `x-ref` graph). Nothing here names a resource.
 */
export function RecordPage({ entry }: { entry: RecordEntry }) {
  const { can, isPending, isError, error, refetch } = usePermissions();
  const { data: api } = useSuspenseQuery(groupApiQuery(entry.group.key));
  const resource = api.meta.resources.find((r) => r.key === entry.resource.key);
  // The grants decide between the record and 无权查看: wait for them, and a failure to load them is no refusal.
  if (isPending) return <RecordSkeleton name={entry.resource.name} />;
  if (isError) return <LoadFailed what="岗位权限" error={error} onRetry={() => void refetch()} className="rounded-xl border bg-card" />;
  // A position that may not list the resource may not see its records either: the same answer as a missing one.
  if (!resource || !detailOf(resource) || !canList(can, entry.resource)) return <RecordMissingNotice entry={entry} />;
  return <RecordLoaded key={`${resource.key}/${entry.id}`} api={api} resource={resource} entry={entry} />;
}

/** 记录不存在或无权查看: a page of its own, with the way back to the list, never a blank one. */
export function RecordMissingNotice({ entry }: { entry: RecordEntry }) {
  return (
    <section aria-labelledby="record-missing-title" className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden />
      <h1 id="record-missing-title" className="text-lg font-semibold">
        记录不存在或无权查看
      </h1>
      <p className="max-w-md text-sm text-muted-foreground">
        {entry.resource.name}「ID {entry.id}」不存在、已被删除，或当前岗位无权查看。
      </p>
      <Button asChild variant="outline" size="sm">
        <ScreenLink href={entry.href}>返回{entry.resource.name}列表</ScreenLink>
      </Button>
    </section>
  );
}

type Dialog = RowIntent | undefined;

function RecordLoaded({ api, resource, entry }: { api: GroupApi; resource: ResourceMeta; entry: RecordEntry }) {
  const queryClient = useQueryClient();
  const can = useCan();
  const query = useQuery({ ...recordQuery(api, resource, entry.id), retryOnMount: false });
  const fields: FieldMeta[] = useMemo(() => detailOf(resource)?.dataFields ?? listOperation(resource)?.dataFields ?? [], [resource]);
  const label = labelField(fields);
  const [dialog, setDialog] = useState<Dialog>();
  const mayReveal = useMayRevealIdCards(resource);
  // Who is acting: an action only its applicant (or the lead's owner) may take says so to anyone else.
  const me = useAdminState((admin) => admin.userInfo?.id);
  const myDepartment = useAdminState((admin) => admin.userInfo?.departmentId);
  const acting = useMemo(() => (me === undefined ? undefined : { id: me, departmentId: myDepartment }), [me, myDepartment]);
  const record = query.data;
  useRecordTabTitle(entry.resource.name, record ? recordLabel(record, label) : undefined);

  if (query.isPending) return <RecordSkeleton name={entry.resource.name} />;
  if (query.isError && isRecordMissing(query.error)) return <RecordMissingNotice entry={entry} />;
  if (query.isError || !record) {
    return (
      <section aria-labelledby="record-title" className="grid gap-4">
        <h1 id="record-title" className="text-lg font-semibold">
          {entry.resource.name}
        </h1>
        <LoadFailed what={`${entry.resource.name}「ID ${entry.id}」`} error={query.error} onRetry={() => void query.refetch()} className="rounded-xl border bg-card" />
      </section>
    );
  }

  const title = recordLabel(record, label);
  const steps = recordSteps(resource, record, can, fields, acting);
  const edit = steps.find((step) => step.intent.type === 'edit' && !step.reason);
  const refresh = () => {
    setDialog(undefined);
    void queryClient.invalidateQueries({ queryKey: ['record', resource.key] });
    void queryClient.invalidateQueries({ queryKey: ['resource-list', resource.key] });
    void queryClient.invalidateQueries({ queryKey: ['record-history', resource.key, entry.id] });
  };
  const save = resource.operations.find((o) => o.kind === 'save');

  return (
    <section aria-labelledby="record-title" className="grid min-w-0 gap-4">
      <ScreenLink href={entry.href} className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ChevronLeft className="size-4" aria-hidden />
        返回{entry.resource.name}列表
      </ScreenLink>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">
            {entry.resource.name} · ID {String(record.id ?? entry.id)}
          </p>
          <h1 id="record-title" className="text-xl font-semibold break-words">
            {title}
          </h1>
        </div>
        {edit && (
          <Button onClick={() => setDialog(edit.intent)}>
            <Pencil aria-hidden />
            编辑
          </Button>
        )}
      </header>
      {/* Wide: fields and related lists on the left, 下一步 and 历史 beside them. Narrow: one column,
          下一步 and 历史 right after the fields, before the long related lists. */}
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <SectionBoundary what={`${entry.resource.name}详情`} onRetry={() => void query.refetch()} resetKeys={[record]} className="rounded-xl border bg-card">
          <div className="min-w-0 rounded-xl border bg-card">
            {/* ID-card numbers show masked, with 显示 where the position may see them whole (as in its list). */}
            <IdCardRevealContext value={mayReveal}>
              <RecordFields fields={fields} record={record} />
            </IdCardRevealContext>
          </div>
        </SectionBoundary>
        <aside aria-label="下一步与历史" className="grid min-w-0 content-start gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <StepsPanel steps={steps} onStep={setDialog} />
          <RecordHistory target={entry} record={record} fields={fields} related={resource.related ?? []} />
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <Suspense fallback={<output className="text-sm text-muted-foreground">关联记录加载中…</output>}>
            <RelatedLists target={entry} record={record} lists={resource.related ?? []} />
          </Suspense>
        </div>
      </div>
      {dialog?.type === 'edit' && save && (
        <ResourceFormDialog api={api} save={save} resourceName={resource.name} record={record} onClose={() => setDialog(undefined)} onSaved={refresh} />
      )}
      {dialog?.type === 'action' && (
        <ActionDialog
          api={api}
          operation={dialog.operation}
          rows={dialog.rows}
          resourceName={resource.name}
          labelOf={(row: Row) => recordLabel(row, label)}
          preset={dialog.preset}
          verb={dialog.verb}
          onClose={() => setDialog(undefined)}
          onDone={refresh}
        />
      )}
    </section>
  );
}

function RecordFields({ fields, record }: { fields: FieldMeta[]; record: Row }) {
  return recordSections(fields).map((section, index) => (
    <section key={section.title} aria-labelledby={`record-section-${index}`} className="border-b p-4 last:border-b-0 sm:p-5">
      <h2 id={`record-section-${index}`} className="mb-3 text-sm font-semibold">
        {section.title}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
        {section.fields.map((field) => (
          <div key={field.name} className={section.title === '内容' ? 'col-span-2 grid min-w-0 gap-1' : 'grid min-w-0 gap-1'}>
            <dt className="text-xs text-muted-foreground">{field.title}</dt>
            <dd className="min-w-0 text-sm break-words">
              <RecordValue field={field} record={record} fields={fields} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  ));
}

function RecordSkeleton({ name }: { name: string }) {
  return (
    <section aria-labelledby="record-title" aria-busy="true" className="grid gap-4">
      <h1 id="record-title" className="text-lg font-semibold">
        {name}
      </h1>
      <output className="sr-only">加载中…</output>
      <div aria-hidden className="grid gap-3 rounded-xl border bg-card p-5 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className="block h-8 animate-pulse rounded bg-muted" />
        ))}
      </div>
    </section>
  );
}
