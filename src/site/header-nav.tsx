import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { SiteTopMenu } from './menu-mapping';
import { MenusFailed, type MenusFailure } from './menus-failed';
import { SubMenuLink } from './sub-menu-link';

const item = 'relative flex h-16 items-center gap-1 px-3 text-[15px] transition-colors xl:px-4';
const activeBar = 'after:absolute after:inset-x-3 after:bottom-3 after:h-0.5 after:rounded-full after:bg-current';

/**
 * A top menu as a disclosure (the WAI pattern for site navigation): hover or click opens its sub
 * menus, Escape, a press elsewhere or focus leaving closes them; the links stay ordinary links.
 */
function MenuDisclosure({ menu, active, activeMenuId }: { menu: SiteTopMenu; active: boolean; activeMenuId: number | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);

  // While open: Escape closes (focus back on the button); a press or focus elsewhere closes.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <li ref={root} className="group relative">
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} className={cn(item, active && activeBar, active && 'font-semibold')}>
        {menu.name}
        <ChevronDown aria-hidden className={cn('size-3.5 opacity-70 transition-transform group-hover:rotate-180', open && 'rotate-180')} />
      </button>
      {/* Hover shows the panel too (CSS beats the hidden attribute); the button is the way for keyboards. */}
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-20 -translate-x-1/2 pt-1 group-hover:block">
        <ul className="min-w-44 rounded-xl bg-white p-2 text-slate-700 shadow-xl ring-1 ring-slate-900/5">
          {menu.subMenus.map((sub) => (
            <li key={sub.id}>
              <SubMenuLink
                sub={sub}
                onNavigate={() => setOpen(false)}
                className={cn(
                  'block rounded-lg px-4 py-2 text-sm whitespace-nowrap hover:bg-primary/5 hover:text-primary',
                  sub.id === activeMenuId && 'bg-primary/5 font-medium text-primary',
                )}
              />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

interface HeaderNavProps {
  menus: SiteTopMenu[];
  /** Set when the CMS menus failed to load: shown in their place, with 重试. */
  menusFailure: MenusFailure | null;
  navIndex: number | null;
  activeTopId: number | null;
  activeMenuId: number | null;
}

/** Desktop navigation: home (nav index 0), the CMS menus, live courses, download (nav index 1). */
export function HeaderNav({ menus, menusFailure, navIndex, activeTopId, activeMenuId }: HeaderNavProps) {
  return (
    <nav aria-label="主导航" className="hidden lg:block">
      <ul className="flex items-center">
        <li>
          <Link to="/home" className={cn(item, navIndex === 0 && activeBar, navIndex === 0 && 'font-semibold')}>
            首页
          </Link>
        </li>
        {menusFailure && (
          <li className="px-3">
            <MenusFailed failure={menusFailure} />
          </li>
        )}
        {menus.map((menu) => (
          <MenuDisclosure key={menu.id} menu={menu} active={menu.id === activeTopId} activeMenuId={activeMenuId} />
        ))}
        <li>
          <Link to="/broast" className={item} activeProps={{ className: cn(activeBar, 'font-semibold') }}>
            直播课堂
          </Link>
        </li>
        <li>
          <Link to="/down" className={cn(item, navIndex === 1 && activeBar, navIndex === 1 && 'font-semibold')}>
            客户端下载
          </Link>
        </li>
      </ul>
    </nav>
  );
}
