import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/date-format';
import { HomeSection } from './home-section';
import { firstMenuOf } from './menu-mapping';
import { publicityLabelsQuery, publicityListQuery } from './service-queries';
import { contentPageQuery, siteMenusQuery } from './site-queries';
import { SubMenuLink } from './sub-menu-link';

/** Exam news (SPEC.md §7 publicity) filtered by label; "全部" shows every label. */
function ExamNews() {
  const [label, setLabel] = useState<string | undefined>(undefined);
  const { data: labels = [] } = useQuery(publicityLabelsQuery);
  const { data } = useQuery(publicityListQuery(label));
  const tabs: [string, string | undefined][] = [['全部', undefined], ...labels.map((l): [string, string] => [l, l])];
  return (
    <div className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200/70">
      <h3 className="text-lg font-semibold text-slate-900">考试资讯</h3>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">资讯标签</legend>
        {tabs.map(([name, value]) => (
          <button
            key={name}
            type="button"
            aria-pressed={label === value}
            onClick={() => setLabel(value)}
            className={cn(
              'rounded-full px-3 py-1 text-sm transition-colors',
              label === value ? 'bg-primary text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200',
            )}
          >
            {name}
          </button>
        ))}
      </fieldset>
      <ul className="mt-4 divide-y divide-slate-100">
        {(data?.items ?? []).map((item) => (
          <li key={item.id}>
            <Link to="/detail" search={{ id: item.id }} className="group flex items-baseline gap-4 py-3">
              <span className="min-w-0 flex-1 truncate text-slate-700 group-hover:text-primary">{item.title}</span>
              <span className="shrink-0 text-xs text-slate-400">{formatDate(item.publishTime)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The latest company news, from the first menu that opens the company-news route. */
function CompanyNews() {
  const { data: menus = [] } = useQuery(siteMenusQuery);
  const menu = firstMenuOf(menus, 'company_news');
  const { data } = useQuery({ ...contentPageQuery(menu?.id ?? 0, 1), enabled: menu !== null });
  if (!menu) return null;
  return (
    <div className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200/70">
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-semibold text-slate-900">{menu.name}</h3>
        <SubMenuLink sub={menu} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          更多新闻
          <ArrowRight aria-hidden className="size-4" />
        </SubMenuLink>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-4">
        {(data?.items ?? []).slice(0, 5).map((item) => (
          <li key={item.id}>
            <Link to="/$section/$menuId" params={{ section: 'company_news', menuId: menu.id }} search={{ id: item.id }} className="group flex gap-4">
              <span aria-hidden className="flex w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-primary/5 py-2 text-primary">
                <span className="text-lg leading-none font-bold">{formatDate(item.publishTime).slice(8, 10)}</span>
                <span className="mt-1 text-[10px]">{formatDate(item.publishTime).slice(0, 7)}</span>
              </span>
              <span className="min-w-0">
                <span className="line-clamp-1 font-medium text-slate-800 group-hover:text-primary">{item.title}</span>
                <span className="mt-1 line-clamp-1 text-sm text-slate-500">{item.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HomeNews() {
  return (
    <HomeSection id="home-news" eyebrow="NEWS" title="资讯动态" description="报考政策、考试时间与公司动态，第一时间知晓。">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ExamNews />
        <CompanyNews />
      </div>
    </HomeSection>
  );
}
