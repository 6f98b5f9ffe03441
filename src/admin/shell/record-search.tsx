import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Command } from 'cmdk';
import { FileText } from 'lucide-react';
import { canList, useCan } from '../permissions';
import { findRecord, findResource, hasRecordPages, recordHref, type ResourceEntry } from '../resources';
import { callOperation } from '../resource/generated-api';
import { labelField, recordLabel } from '../resource/record-label';
import { rowsOfAnswer, searchParam } from '../resource/relation-data';
import { groupApiQuery, listOperation } from '../resource/use-resource-list';
import { useDebounced } from '../resource/use-relation';

/** Records offered per search: a way to a record, not a second list screen. */
const FOUND = 5;
const ITEM = 'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';

/**
 * The screen the palette was opened over, when its records have pages and the staff member may read
 * them: its records are searched beside the screens (`当前：线索`).
 */
export function useSearchedResource(): ResourceEntry | undefined {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const can = useCan();
  const here = findResource(pathname) ?? findRecord(pathname);
  return here && hasRecordPages(here.resource) && canList(can, here.resource) ? here : undefined;
}

/**
 * Records of the current screen's resource matching what was typed (its list's keyword search, or its
 * label field's filter: a name, a phone number, a code), each opening its record's page.
 */
export function RecordResults({ entry, query, onSelect }: { entry: ResourceEntry; query: string; onSelect: (href: string) => void }) {
  const words = useDebounced(query.trim());
  const api = useQuery(groupApiQuery(entry.group.key));
  const resource = api.data?.meta.resources.find((r) => r.key === entry.resource.key);
  const list = resource && listOperation(resource);
  const label = labelField(list?.dataFields ?? []);
  const param = searchParam(list, label ?? '');
  const found = useQuery({
    queryKey: ['record-search', entry.resource.key, words],
    enabled: Boolean(api.data && list && param && words),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      if (!api.data || !list || !param) return [];
      const payload = { [param]: words.slice(0, list.query.find((f) => f.name === param)?.maxLength), ...(list.paged ? { pageNum: 1, pageSize: FOUND } : {}) };
      return rowsOfAnswer(await callOperation(api.data, list, payload, { message: false }, signal), FOUND).rows;
    },
  });
  if (!param && api.data) return null;
  const heading = `当前：${entry.resource.name}`;
  return (
    <Command.Group
      heading={heading}
      className="mt-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-muted-foreground"
    >
      {found.isError && <p className="px-3 py-2 text-xs text-muted-foreground">记录查找失败，请稍后重试</p>}
      {(found.isPending || found.isPlaceholderData) && words && !found.isError && <p className="px-3 py-2 text-xs text-muted-foreground">正在查找记录…</p>}
      {(found.data ?? []).flatMap((row) => {
        if (row.id === undefined) return [];
        const href = recordHref(entry.resource, row.id as number | string);
        const name = recordLabel(row, label);
        return [
          <Command.Item key={href} value={`record:${href}`} onSelect={() => onSelect(href)} className={ITEM}>
            <FileText className="size-4 text-muted-foreground" aria-hidden />
            <span className="flex-1 truncate">{name}</span>
            <span className="text-xs text-muted-foreground">ID {String(row.id)}</span>
          </Command.Item>,
        ];
      })}
    </Command.Group>
  );
}
