import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed';
import { formatDate } from '@/lib/date-format';
import { ExamNews } from './home-exam-news';
import { HomeSection } from './home-section';
import { firstMenuOf, type SiteSubMenu } from './menu-mapping';
import { QueryStates } from './query-states';
import { SectionLoading } from './section-loading';
import { contentBriefsQuery, siteMenusQuery } from './site-queries';
import { SubMenuLink } from './sub-menu-link';

const card = 'rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200/70';

const NEWS_COUNT = 5;

/** The latest five items of the company-news menu. */
function CompanyNewsList({ menu }: { menu: SiteSubMenu }) {
  const query = useQuery({ ...contentBriefsQuery(menu.id, NEWS_COUNT) });
  return (
    <div className={card}>
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-semibold text-slate-900">{menu.name}</h3>
        <SubMenuLink sub={menu} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          更多新闻
          <ArrowRight aria-hidden className="size-4" />
        </SubMenuLink>
      </div>
      <QueryStates query={query} what={menu.name} isEmpty={(items) => items.length === 0} empty={<p className="py-10 text-center text-sm text-slate-500">暂无新闻，敬请期待</p>}>
        {(items) => (
          <ul aria-label={`${menu.name}列表`} className="mt-4 grid grid-cols-1 gap-4">
            {items.map((item) => (
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
        )}
      </QueryStates>
    </div>
  );
}

/** The latest company news, from the first menu that opens the company-news route. */
function CompanyNews() {
  const menus = useQuery(siteMenusQuery);
  if (menus.data === undefined) {
    return (
      <div className={card}>
        <h3 className="text-lg font-semibold text-slate-900">公司新闻</h3>
        {menus.isError ? <LoadFailed what="公司新闻" error={menus.error} onRetry={() => void menus.refetch()} /> : <SectionLoading what="公司新闻" />}
      </div>
    );
  }
  // A CMS without a company-news menu has no such block to show.
  const menu = firstMenuOf(menus.data, 'company_news');
  return menu ? <CompanyNewsList menu={menu} /> : null;
}

export function HomeNews() {
  return (
    <HomeSection id="home-news" eyebrow="最新消息" title="资讯动态" description="报考政策、考试时间与公司动态，第一时间知晓。">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ExamNews />
        <CompanyNews />
      </div>
    </HomeSection>
  );
}
