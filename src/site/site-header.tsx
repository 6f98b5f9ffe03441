import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { GraduationCap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { HeaderNav } from './header-nav';
import { findMenu, headerMenus, menuIdFromPath } from './menu-mapping';
import type { MenusFailure } from './menus-failed';
import { MobileNav } from './mobile-nav';
import { SignOutButton } from './sign-out-button';
import { SITE_BRAND } from './site-brand';
import { siteMenusQuery } from './site-queries';
import type { SiteUser } from './site-session';
import { useSiteStore } from './site-store';

function useScrolled(threshold = 24): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // The first reading waits for the frame that lays the page out anyway: read as the header
    // mounts, scrollY forced the first layout of the whole page inside the mounting task.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}

/** The site header (SPEC.md §1, §2): brand, navigation, the visitor and sign-out. */
export function SiteHeader({ user, onSignedOut }: { user: SiteUser; onSignedOut: () => void }) {
  const transparent = useSiteStore((s) => s.headMenu.transparent);
  const navIndex = useSiteStore((s) => s.navIndex);
  const scrolled = useScrolled();
  const menusQuery = useQuery(siteMenusQuery);
  const data = menusQuery.data ?? [];
  const menus = headerMenus(data);
  const menusFailure: MenusFailure | null = menusQuery.isError && menusQuery.data === undefined ? { error: menusQuery.error, retry: () => void menusQuery.refetch() } : null;
  const activeMenuId = menuIdFromPath(useLocation({ select: (l) => l.pathname }));
  const activeTopId = activeMenuId === null ? null : (findMenu(data, activeMenuId)?.top.id ?? null);
  const clear = transparent && !scrolled;

  return (
    <header
      className={cn(
        'sticky top-0 z-40 transition-colors duration-300',
        clear ? 'bg-transparent text-white' : 'bg-white/95 text-slate-800 shadow-[0_1px_0_rgb(15_23_42/0.06)] backdrop-blur',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/home" className="flex shrink-0 items-center gap-2.5">
          <span aria-hidden className={cn('grid size-9 place-items-center rounded-xl', clear ? 'bg-white/15' : 'bg-primary text-white')}>
            <GraduationCap className="size-5" />
          </span>
          <span className="leading-tight">
            <span className="block text-base font-bold tracking-wide">{SITE_BRAND.name}</span>
            <span className={cn('block text-[10px] tracking-[0.2em]', clear ? 'text-white/70' : 'text-slate-500')}>{SITE_BRAND.tagline}</span>
          </span>
          {/* Its name keeps the visible words (speech input users say what they see) and says where it goes. */}
          <span className="sr-only">首页</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 lg:ml-6 lg:flex-1">
          <HeaderNav menus={menus} menusFailure={menusFailure} navIndex={navIndex} activeTopId={activeTopId} activeMenuId={activeMenuId} />
          <div className="flex items-center gap-1 lg:ml-auto">
            <span className="flex items-center gap-2 px-2 text-sm">
              {user.avatar ? (
                <img src={user.avatar} alt="" className="size-8 rounded-full object-cover" />
              ) : (
                <span aria-hidden className={cn('grid size-8 place-items-center rounded-full text-sm font-semibold', clear ? 'bg-white/20' : 'bg-primary/10 text-primary')}>
                  {user.name.slice(0, 1)}
                </span>
              )}
              <span className="hidden max-w-24 truncate sm:inline">{user.name}</span>
            </span>
            <SignOutButton onSignedOut={onSignedOut} className={clear ? 'hover:bg-white/10 hover:text-white' : 'hover:bg-slate-100'} />
            <MobileNav userName={user.name} menus={menus} menusFailure={menusFailure} navIndex={navIndex} activeMenuId={activeMenuId} />
          </div>
        </div>
      </div>
    </header>
  );
}
