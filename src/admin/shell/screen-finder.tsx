import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useAdminState } from '../admin-store';
import { AreaIcon } from './area-icons';
import { ScreenLink } from './screen-link';
import { screenItems, searchScreens } from './screen-search';

const SHOWN = 18;

/** The dashboard's way in: the screens this staff member may open, narrowed by name or pinyin. */
export function ScreenFinder() {
  const list = useAdminState((state) => state.menu.list);
  const items = useMemo(() => screenItems(list), [list]);
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchScreens(items, query), [items, query]);
  const id = useId();

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="font-semibold">
          功能导航
        </h2>
        <div className="relative w-full sm:w-64">
          <Search aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
          <Input aria-label="查找功能" placeholder="名称或拼音首字母" value={query} onChange={(event) => setQuery(event.target.value)} className="pl-8" />
        </div>
      </div>
      <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
        {query.trim() ? `找到 ${found.length} 个功能` : `可用功能 ${items.length} 个`}
        {found.length > SHOWN && `，显示前 ${SHOWN} 个`}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {found.slice(0, SHOWN).map((item) => (
          <li key={item.entry.href}>
            <ScreenLink href={item.entry.href} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm hover:border-primary/40 hover:bg-accent">
              <AreaIcon area={item.areaKey} className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate">{item.entry.name}</span>
              <span className="ml-auto truncate text-xs text-muted-foreground">{item.areaName}</span>
            </ScreenLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
