import type { RelatedList } from '@generated/manifest/types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Suspense, useId, useMemo, useState } from 'react';
import { SectionBoundary } from '@/components/section-boundary';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';
import { canList, useCan } from '../permissions';
import { resourceEntry, type RecordEntry, type ResourceEntry } from '../resources';
import type { ListState } from '../resource/list-search';
import { refineRelated, useRefinement } from '../resource/refinement';
import { GenericResourceScreen } from '../resource/resource-screen';
import type { Row } from '../resource/row';
import { groupApiQuery, missingFilters } from '../resource/use-resource-list';

/** Lists open when the page opens; the others open on demand (a department has some eighty). */
const OPEN_AT_FIRST = 4;

const keyOf = (list: RelatedList) => `${list.resource}.${list.field}`;

/**
 * What a record page does with the lists of the graph: those the position may read and whose list
 * can be asked for this record's are listed; the others it may read are named as unfiltered.
 */
export function pageLists(lists: readonly RelatedList[], readable: (list: RelatedList) => boolean) {
  const shown = lists.filter(readable);
  return { listed: shown.filter((list) => list.filter), unfiltered: shown.filter((list) => !list.filter) };
}

/**
 * 关联记录: for every reference (`x-ref`) of any resource that points at this record's resource, the
 * records that point at this one, as a list of their own (paged, filterable, 新增 with this record
 * filled in). Which lists, their order and titles come from the manifest (`npm run gen` computes the
 * reverse graph, `x-related` declares what it cannot say) as the resource's refinement
 * arranges them. A list the position may not read is left out; one whose list operation cannot be
 * filtered by the reference is named, not shown unfiltered as if it were this record's.
 */
export function RelatedLists({ target, record, lists }: { target: RecordEntry; record: Row; lists: readonly RelatedList[] }) {
  const can = useCan();
  const refinement = useRefinement(target.resource.key);
  const all = refineRelated(lists, refinement);
  const { listed, unfiltered } = pageLists(all, (list) => {
    const entry = resourceEntry(list.resource);
    return entry !== undefined && canList(can, entry.resource);
  });
  if (all.length === 0) return null;
  const id = String(record.id ?? target.id);
  return (
    <section aria-labelledby="related-title" className="grid min-w-0 gap-3">
      <h2 id="related-title" className="text-base font-semibold">
        关联记录
      </h2>
      {listed.map((list, index) => (
        <RelatedSection key={keyOf(list)} list={list} entry={resourceEntry(list.resource) as ResourceEntry} record={record} recordId={id} initiallyOpen={index < OPEN_AT_FIRST} />
      ))}
      {listed.length === 0 && <p className="text-sm text-muted-foreground">没有可查看的关联记录。</p>}
      {unfiltered.length > 0 && (
        <p className="text-sm text-muted-foreground">以下记录也会指向本记录，但它们的列表接口不能按本记录筛选，这里不列出：{unfiltered.map((list) => list.title).join('、')}。</p>
      )}
    </section>
  );
}

interface SectionProps {
  list: RelatedList;
  entry: ResourceEntry;
  record: Row;
  recordId: string;
}

function RelatedSection({ initiallyOpen, ...props }: SectionProps & { initiallyOpen: boolean }) {
  const { list, entry } = props;
  const [open, setOpen] = useState(initiallyOpen);
  const headingId = useId();
  const queryClient = useQueryClient();
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border bg-card">
      <h3 id={headingId} className="text-sm font-semibold">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="flex w-full items-center gap-2 rounded-xl px-4 py-3 text-left hover:bg-muted/50">
          <Chevron className="size-4 shrink-0" aria-hidden />
          {list.title}
        </button>
      </h3>
      {open && (
        <div className="min-w-0 border-t p-3 sm:p-4">
          <SectionBoundary what={list.title} onRetry={() => void queryClient.resetQueries({ queryKey: groupApiQuery(entry.group.key).queryKey })}>
            <Suspense fallback={<output className="block py-6 text-center text-sm text-muted-foreground">加载中…</output>}>
              <RelatedBody {...props} />
            </Suspense>
          </SectionBoundary>
        </div>
      )}
    </section>
  );
}

function RelatedBody({ list, entry, record, recordId }: SectionProps) {
  const { data: api } = useSuspenseQuery(groupApiQuery(entry.group.key));
  const resource = api.meta.resources.find((r) => r.key === entry.resource.key);
  const refinement = useRefinement(entry.resource.key);
  // Its own paging and filters, kept while the page is open: the URL is the record's.
  const [state, setState] = useState<ListState>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });
  const fixed = useMemo(() => {
    // A filter the list cannot be asked without (a chapter list's course) is the record's own value
    // when the record has that field: a chapter's sub-chapters are of its course.
    const required = resource ? missingFilters(resource, { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} }) : [];
    const known = required.flatMap((f) => {
      const value = record[f.name];
      return typeof value === 'number' || (typeof value === 'string' && value !== '') ? [[f.name, String(value)] as const] : [];
    });
    return { ...Object.fromEntries(known), [list.field]: recordId };
  }, [resource, record, list.field, recordId]);
  if (!resource) return null;
  return (
    <GenericResourceScreen
      api={api}
      resource={resource}
      refinement={refinement}
      state={state}
      onStateChange={setState}
      fixed={fixed}
      embedded={{ title: list.title, idPrefix: `related-${keyOf(list).replace('.', '-')}` }}
    />
  );
}
