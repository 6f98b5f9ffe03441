import type { FieldMeta, RelatedList } from '@generated/manifest/types';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readPage } from '@/api/answer-shape';
import type { WriteEntry } from '@/lib/mock-control';
import { hasRecordPages, recordHref, resourceEntry } from '../resources';
import { EMPTY_CELL, formatCell } from '../resource/cell-format';
import { callOperation } from '../resource/generated-api';
import type { Row } from '../resource/row';
import { groupApiQuery, listOperation } from '../resource/use-resource-list';

/** One line of a record's 历史. `at` is `yyyy-MM-dd HH:mm:ss`, so text order is time order. */
export interface HistoryEntry {
  key: string;
  at: string;
  by?: string;
  what: string;
  details: string[];
  /** The page of the record the entry is (a log record's own page). */
  href?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** 创建 and 最后修改, as the record itself carries them (`createTime`/`createBy`, `updateTime`/`updateBy`). */
export function bookkeeping(record: Row): HistoryEntry[] {
  const created = text(record.createTime);
  const updated = text(record.updateTime);
  return [
    ...(created ? [{ key: 'created', at: created, by: text(record.createBy), what: '创建', details: [] }] : []),
    ...(updated && updated !== created ? [{ key: 'updated', at: updated, by: text(record.updateBy), what: '最后修改', details: [] }] : []),
  ];
}

/**
 * The mock backend's writes of the record, each with the fields it changed as staff read them
 * (标题：旧值 → 新值). A reference whose label changed with it shows by its label only.
 */
export function writeEntries(writes: readonly WriteEntry[], fields: readonly FieldMeta[]): HistoryEntry[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return writes.map((write, index) => {
    const names = new Set(write.changes.map((c) => c.field));
    const details =
      write.action === '新增'
        ? []
        : write.changes.flatMap((change) => {
            const field = byName.get(change.field);
            if (!field || (field.ref && fields.some((f) => f.labelOf === field.name && names.has(f.name)))) return [];
            const show = (value: unknown) => (field.ref ? String(value ?? EMPTY_CELL) : formatCell(field, value));
            return [`${field.title}：${show(change.before)} → ${show(change.after)}`];
          });
    return { key: `write-${index}`, at: write.at, by: write.by, what: write.action, details };
  });
}

export interface LogAnswer {
  name: string;
  fields: FieldMeta[];
  rows: Row[];
}

/** The first page of a related resource's records about this one (its log records, e.g. 流转记录). */
export const logQuery = (queryClient: QueryClient, list: RelatedList, id: string) =>
  queryOptions({
    queryKey: ['record-log', list.resource, list.field, id],
    queryFn: async ({ signal }): Promise<LogAnswer> => {
      const entry = resourceEntry(list.resource);
      if (!entry) return { name: list.title, fields: [], rows: [] };
      const api = await queryClient.ensureQueryData(groupApiQuery(entry.group.key));
      const resource = api.meta.resources.find((r) => r.key === list.resource);
      const operation = resource && listOperation(resource);
      if (!operation) return { name: list.title, fields: [], rows: [] };
      const payload = { [list.field]: id, ...(operation.paged ? { pageNum: 1, pageSize: 15 } : {}) };
      const body = await callOperation<{ data?: unknown }>(api, operation, payload, { message: false }, signal);
      return { name: list.title, fields: operation.dataFields ?? [], rows: readPage<Row>(body.data, { pageSize: 15 }).rows };
    },
  });

/**
 * A log record as an entry: when (its `createTime`, else its first time), by whom (`createBy`), what
 * (the resource's name) and its states and names, apart from the reference back to this record.
 */
export function logEntries(list: RelatedList, answer: LogAnswer): HistoryEntry[] {
  const entry = resourceEntry(list.resource);
  const parent = new Set([list.field, ...answer.fields.filter((f) => f.labelOf === list.field).map((f) => f.name)]);
  const time = answer.fields.find((f) => f.name === 'createTime') ?? answer.fields.find((f) => f.format === 'date-time');
  return answer.rows.flatMap((row) => {
    const at = time ? text(row[time.name]) : undefined;
    if (!at) return [];
    const details = answer.fields
      .filter((f) => !parent.has(f.name) && (f.enum || f.labelOf) && formatCell(f, row[f.name]) !== EMPTY_CELL)
      .slice(0, 4)
      .map((f) => `${f.title}：${formatCell(f, row[f.name])}`);
    const href = entry && hasRecordPages(entry.resource) && row.id !== undefined ? recordHref(entry.resource, row.id) : undefined;
    return [{ key: `${list.resource}.${list.field}-${String(row.id)}`, at, by: text(row.createBy), what: answer.name, details, href }];
  });
}
