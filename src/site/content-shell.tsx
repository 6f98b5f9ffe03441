import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionBoundary } from '@/components/section-boundary';
import { cn } from '@/lib/cn';
import { CONTENT_ROUTES, groupEyebrow, type ContentSection } from './content-routes';
import { findMenu } from './menu-mapping';
import { PageBanner } from './page-banner';
import { siteMenusQuery } from './site-queries';
import { SubMenuLink } from './sub-menu-link';

/** Banner, breadcrumb and the sibling menus of the group around a content route's page. */
export function ContentShell({ section, menuId, children }: { section: ContentSection; menuId: number; children: ReactNode }) {
  const { data: menus = [] } = useQuery(siteMenusQuery);
  const found = findMenu(menus, menuId);
  const group = found?.top.name ?? CONTENT_ROUTES[section].group;
  const title = found?.sub.name ?? CONTENT_ROUTES[section].title;
  const siblings = found?.top.subMenus ?? [];

  return (
    <main>
      <PageBanner eyebrow={groupEyebrow(group)} title={title} trail={[group, title]} />
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-10 md:grid-cols-[220px_1fr] md:py-14">
        {siblings.length > 0 && (
          <nav aria-label={`${group}栏目`} className="min-w-0 md:sticky md:top-24 md:self-start">
            <p className="mb-3 hidden text-lg font-semibold text-slate-900 md:block">{group}</p>
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:block md:space-y-1 md:overflow-visible md:px-0">
              {siblings.map((sub) => (
                <li key={sub.id} className="shrink-0">
                  <SubMenuLink
                    sub={sub}
                    className={cn(
                      'block rounded-full border px-4 py-2 text-sm whitespace-nowrap transition-colors md:rounded-lg md:border-0 md:border-l-4 md:border-transparent',
                      sub.id === menuId
                        ? 'border-primary bg-primary text-white md:border-primary md:bg-primary/10 md:text-primary md:font-semibold'
                        : 'bg-white text-slate-600 hover:text-primary md:bg-transparent md:hover:bg-white',
                    )}
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={cn('min-w-0', siblings.length === 0 && 'md:col-span-2')}>
          {/* An article or list the page cannot draw fails here; banner and sibling menus stay. */}
          <SectionBoundary what={`${title}内容`} resetKeys={[menuId]} className="rounded-2xl bg-white shadow-xs ring-1 ring-slate-200/70">
            {children}
          </SectionBoundary>
        </div>
      </div>
    </main>
  );
}
