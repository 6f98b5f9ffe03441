import type { FieldMeta, OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { EMPTY_CELL, formatCell } from './cell-format';
import { callOperation, type GroupApi } from './generated-api';
import { rowsOfAnswer, tableFields } from './relation-data';
import type { Row } from './row';

/**
 * What an action decides on, shown in its dialog: an action whose outcome the actor chooses (its
 * `x-states` leads by a parameter — 审核's 通过 / 驳回) is answered knowing the record, so its dialog
 * shows the record's fields (申请内容, 金额, 申请理由…) and its history. The history is the resource's
 * read that takes this record as its one required parameter (审批记录: `record/list?flowId=`), in the
 * order the backend answers it. Nothing here names a resource.
 */
export function decidesOn(operation: OperationMeta, rows: readonly Row[]): boolean {
  const states = operation.states;
  return rows.length === 1 && states !== undefined && states !== 'any' && states.toByParam !== undefined;
}

/** The read that lists a record's history: a GET of the resource whose only required parameter points at one of its records. */
export function historyOf(resource: ResourceMeta): { operation: OperationMeta; param: string } | undefined {
  for (const operation of resource.operations) {
    if (operation.method !== 'GET' || operation.kind === 'detail' || operation.kind === 'export' || operation.paged) continue;
    const required = operation.query.filter((f) => f.required);
    const only = required.length === 1 ? required[0] : undefined;
    if (only?.ref?.resource === resource.key) return { operation, param: only.name };
  }
  return undefined;
}

/** The fields worth reading: not bare ids (a reference reads by its label), not empty. */
function shownFields(fields: readonly FieldMeta[], row: Row): FieldMeta[] {
  return tableFields([...fields]).filter((f) => f.name !== 'id' && !(f.name.endsWith('Id') && !f.ref) && !f.ref && formatCell(f, row[f.name]) !== EMPTY_CELL);
}

/**
 * One value of a history entry as it reads in a line: a label or a name as it is, a plain number with its
 * title (审批层级 1), a flag only when set (越权审核); nothing for an empty value.
 */
function entryPart(field: FieldMeta, value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? field.title : undefined;
  const text = formatCell(field, value);
  if (text === EMPTY_CELL) return undefined;
  return (field.type === 'integer' || field.type === 'number') && !field.enum ? `${field.title} ${text}` : text;
}

function History({ api, operation, param, row, title }: { api: GroupApi; operation: OperationMeta; param: string; row: Row; title: string }) {
  const query = useQuery({
    queryKey: ['record-history', operation.operationId, row.id],
    queryFn: async ({ signal }) => rowsOfAnswer(await callOperation(api, operation, { [param]: row.id }, { message: false }, signal)).rows as Row[],
  });
  const fields = tableFields([...(operation.dataFields ?? [])]).filter((f) => !f.ref && f.name !== 'id' && f.name !== param);
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {query.isPending && <p className="text-sm text-muted-foreground">加载中…</p>}
      {query.isError && (
        <p className="flex items-center gap-2 text-sm text-destructive">
          {errorText(query.error)}
          <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
            重试
          </Button>
        </p>
      )}
      {query.data?.length === 0 && <p className="text-sm text-muted-foreground">暂无记录</p>}
      {query.data && query.data.length > 0 && (
        <ol aria-label={title} className="grid gap-1.5 border-l pl-3 text-sm">
          {query.data.map((entry) => (
            <li key={String(entry.id)} className="flex flex-wrap gap-x-3 gap-y-0.5">
              {fields.map((field) => {
                const text = entryPart(field, entry[field.name]);
                return text === undefined ? null : (
                  <span key={field.name} className={field.format === 'date-time' ? 'text-muted-foreground tabular-nums' : undefined}>
                    <span className="sr-only">{field.title}：</span>
                    {text}
                  </span>
                );
              })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

interface RecordReviewProps {
  api: GroupApi;
  resource: ResourceMeta;
  /** The record's fields as its list declares them. */
  fields: readonly FieldMeta[];
  row: Row;
}

/** The record an action decides on, and its history (decidesOn / historyOf). */
export function RecordReview({ api, resource, fields, row }: RecordReviewProps) {
  const history = historyOf(resource);
  const shown = shownFields(fields, row);
  return (
    <section aria-label={`${resource.name}内容`} className="grid max-h-[45svh] gap-4 overflow-y-auto rounded-md border bg-muted/30 p-3">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
        {shown.map((field) => (
          <div key={field.name} className="contents">
            <dt className="text-muted-foreground">{field.title}</dt>
            <dd className="break-words whitespace-pre-wrap">{formatCell(field, row[field.name])}</dd>
          </div>
        ))}
      </dl>
      {history && <History api={api} operation={history.operation} param={history.param} row={row} title={history.operation.summary || '历史记录'} />}
    </section>
  );
}
