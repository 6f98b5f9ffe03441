import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookOpen, GraduationCap, MonitorPlay, MoonStar, PenTool, ShieldCheck, type LucideIcon } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed';
import type { ContentSection } from './content-routes';
import { HomeSection } from './home-section';
import { firstMenuOf } from './menu-mapping';
import { siteMenusQuery } from './site-queries';
import { SubMenuLink } from './sub-menu-link';

/** SPEC.md §1's lines of business; three of them have a CMS page to read more on. */
const BUSINESSES: { name: string; text: string; icon: LucideIcon; tone: string; section?: ContentSection; live?: true }[] = [
  { name: '成人高考', text: '高起专、高起本、专升本全程辅导，考前冲刺与录取跟进。', icon: GraduationCap, tone: 'bg-blue-50 text-blue-600', section: 'continuing' },
  { name: '继续教育', text: '专业技术人员公需课与专业课，学时在线认定。', icon: BookOpen, tone: 'bg-emerald-50 text-emerald-600', section: 'continuing' },
  { name: '军队与职业培训', text: '职业技能等级认定、退役军人技能培训与企业内训。', icon: ShieldCheck, tone: 'bg-amber-50 text-amber-600', section: 'vocational' },
  { name: '自学考试', text: '考籍注册、选课报考、实践考核，一站式助学服务。', icon: PenTool, tone: 'bg-violet-50 text-violet-600' },
  { name: '直播课程', text: '名师每日直播，课后回放与讲义，随时随地学。', icon: MonitorPlay, tone: 'bg-rose-50 text-rose-600', live: true },
  { name: '夜校', text: '下班后的职场充电：办公技能、新媒体运营、财务实务。', icon: MoonStar, tone: 'bg-sky-50 text-sky-600' },
];

/** The whole card is the link's hit area; the link text stays the accessible name. */
const more = 'mt-3 inline-flex text-sm font-medium text-primary after:absolute after:inset-0';

/**
 * The lines of business are the site's own text; only the "了解…" links come from the CMS menus.
 * If those fail to load, the cards stay and the section says which links are missing.
 */
export function HomeBusiness() {
  const menusQuery = useQuery(siteMenusQuery);
  const menus = menusQuery.data ?? [];
  return (
    <HomeSection id="home-business" eyebrow="专业服务" title="业务领域" description="覆盖学历、技能与终身学习，为不同阶段的在职学员提供合适的成长路径。">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {BUSINESSES.map(({ name, text, icon: Icon, tone, section, live }) => {
          const menu = section ? firstMenuOf(menus, section) : null;
          return (
            <li
              key={name}
              className="group relative flex gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/70 transition hover:-translate-y-1 hover:shadow-lg sm:block sm:p-6"
            >
              <span aria-hidden className={`grid size-11 shrink-0 place-items-center rounded-xl sm:size-12 ${tone}`}>
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">{name}</h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-500 sm:mt-2">{text}</p>
                {menu && (
                  <SubMenuLink sub={menu} className={more}>
                    了解{name}
                  </SubMenuLink>
                )}
                {live && (
                  <Link to="/broast" className={more}>
                    查看直播课表
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {menusQuery.isError && menusQuery.data === undefined && (
        <LoadFailed what="业务栏目链接" error={menusQuery.error} onRetry={() => void menusQuery.refetch()} className="py-6" />
      )}
    </HomeSection>
  );
}
