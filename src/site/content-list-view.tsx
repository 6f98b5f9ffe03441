import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Eye, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/date-format';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-sizes';
import type { ContentSection, ContentView } from './content-routes';
import { Pager } from './pager';
import { contentPageQuery, type ContentItem } from './site-queries';

interface ItemProps {
  item: ContentItem;
  section: ContentSection;
  menuId: number;
}

function ItemLink({ item, section, menuId, className, children }: ItemProps & { className?: string; children: ReactNode }) {
  return (
    <Link to="/$section/$menuId" params={{ section, menuId }} search={{ id: item.id }} className={className}>
      {children}
    </Link>
  );
}

function ListRow(props: ItemProps) {
  const { item } = props;
  const date = formatDate(item.publishTime);
  return (
    <li>
      <ItemLink {...props} className="group flex gap-5 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200/70 transition hover:-translate-y-0.5 hover:shadow-md sm:p-5">
        {item.cover ? (
          <img src={item.cover} alt="" loading="lazy" decoding="async" className="hidden aspect-[4/3] w-40 shrink-0 rounded-lg object-cover sm:block" />
        ) : (
          <div aria-hidden className="hidden w-20 shrink-0 flex-col items-center justify-center rounded-lg bg-primary/5 text-primary sm:flex">
            <span className="text-2xl font-bold">{date.slice(8, 10)}</span>
            <span className="text-xs">{date.slice(0, 7)}</span>
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-base font-semibold text-slate-900 group-hover:text-primary sm:line-clamp-1 sm:text-lg">
            {item.isTop === 1 && <span className="mr-2 rounded bg-red-50 px-1.5 py-0.5 align-middle text-xs font-medium text-red-700">置顶</span>}
            {item.title}
          </h2>
          {item.summary && <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-500">{item.summary}</p>}
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
            <span className="flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-3.5" />
              {date}
            </span>
            {item.source && <span>来源：{item.source}</span>}
            {item.viewCount !== undefined && (
              <span className="flex items-center gap-1.5">
                <Eye aria-hidden className="size-3.5" />
                {item.viewCount}
              </span>
            )}
          </p>
        </div>
      </ItemLink>
    </li>
  );
}

function GridCard(props: ItemProps) {
  const { item } = props;
  return (
    <li>
      <ItemLink {...props} className="group block h-full overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200/70 transition hover:-translate-y-1 hover:shadow-lg">
        <div className="aspect-[4/3] overflow-hidden bg-slate-100">
          {item.cover ? (
            <img src={item.cover} alt="" loading="lazy" decoding="async" className="size-full object-cover transition duration-500 group-hover:scale-105" />
          ) : (
            <FileText aria-hidden className="m-auto h-full w-10 text-slate-300" />
          )}
        </div>
        <div className="p-4">
          <h2 className="line-clamp-1 font-semibold text-slate-900 group-hover:text-primary">{item.title}</h2>
          {item.summary && <p className="mt-1.5 line-clamp-2 text-sm leading-6 text-slate-500">{item.summary}</p>}
        </div>
      </ItemLink>
    </li>
  );
}

function TimelineEntry(props: ItemProps) {
  const { item } = props;
  return (
    <li className="relative pb-8 pl-8 last:pb-0">
      <span aria-hidden className="absolute top-1.5 left-0 size-3.5 rounded-full border-[3px] border-primary bg-white" />
      <p className="text-sm font-semibold text-primary">{formatDate(item.publishTime).slice(0, 7)}</p>
      <ItemLink {...props} className="group mt-1 block rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200/70 hover:shadow-md">
        <h2 className="font-semibold text-slate-900 group-hover:text-primary">{item.title}</h2>
        {item.summary && <p className="mt-2 text-sm leading-6 text-slate-500">{item.summary}</p>}
      </ItemLink>
    </li>
  );
}

const VIEWS = {
  list: { list: 'grid grid-cols-1 gap-4', Item: ListRow },
  grid: { list: 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3', Item: GridCard },
  timeline: { list: 'relative before:absolute before:top-2 before:bottom-2 before:left-[6px] before:w-0.5 before:bg-primary/20', Item: TimelineEntry },
} as const;

/** A menu's contents, one page at a time (SPEC.md §4), shown as the route's view asks. */
export function ContentListView({ section, menuId, page, view }: { section: ContentSection; menuId: number; page: number; view: ContentView }) {
  const { data } = useSuspenseQuery(contentPageQuery(menuId, page));
  const { list, Item } = VIEWS[view];
  if (data.items.length === 0) {
    return <p className="rounded-xl bg-white py-20 text-center text-slate-500 ring-1 ring-slate-200/70">暂无内容，敬请期待</p>;
  }
  return (
    <>
      <ul aria-label="内容列表" className={list}>
        {data.items.map((item) => (
          <Item key={item.id} item={item} section={section} menuId={menuId} />
        ))}
      </ul>
      <Pager page={page} total={data.total} pageSize={DEFAULT_PAGE_SIZE} />
    </>
  );
}
