import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { headerMenus } from './menu-mapping';
import { SITE_BRAND } from './site-brand';
import { siteMenusQuery } from './site-queries';
import { SubMenuLink } from './sub-menu-link';

/** Read once: the copyright year need not tick over while a tab stays open at midnight on 31 Dec. */
const YEAR = new Date().getFullYear();

const linkClass = 'text-slate-400 transition-colors hover:text-white';

/** SPEC.md §1: copyright and filing number, with the site map and contact details above them. */
export function SiteFooter() {
  const { data = [] } = useQuery(siteMenusQuery);
  const menus = headerMenus(data);
  return (
    <footer className="bg-slate-950 text-sm text-slate-400">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_2fr]">
        <div>
          <p className="text-lg font-bold text-white">{SITE_BRAND.name}</p>
          <p className="mt-2">{SITE_BRAND.slogan}</p>
          <ul className="mt-5 space-y-2.5">
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 text-sky-400" />
              咨询热线：{SITE_BRAND.hotline}
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 text-sky-400" />
              {SITE_BRAND.email}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 text-sky-400" />
              {SITE_BRAND.address}
            </li>
          </ul>
        </div>
        <nav aria-label="网站地图" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
          {menus.map((menu) => (
            <div key={menu.id}>
              <p className="mb-3 font-semibold text-white">{menu.name}</p>
              <ul className="space-y-2">
                {menu.subMenus.slice(0, 5).map((sub) => (
                  <li key={sub.id}>
                    <SubMenuLink sub={sub} className={linkClass} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <p className="mb-3 font-semibold text-white">服务</p>
            <ul className="space-y-2">
              <li>
                <Link to="/broast" className={linkClass}>
                  直播课堂
                </Link>
              </li>
              <li>
                <Link to="/paper_detail" className={linkClass}>
                  模拟考试
                </Link>
              </li>
              <li>
                <Link to="/recruit" className={linkClass}>
                  招贤纳士
                </Link>
              </li>
              <li>
                <Link to="/down" className={linkClass}>
                  客户端下载
                </Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-1 px-4 py-5 text-xs text-slate-400 sm:flex-row">
          <p>
            © {YEAR} {SITE_BRAND.name} 版权所有
          </p>
          <p>备案号：{SITE_BRAND.filingNumber}</p>
        </div>
      </div>
    </footer>
  );
}
