import { Link } from '@tanstack/react-router';
import { ChevronDown, LayoutDashboard, LoaderCircle, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { adminStore, useAdminState, type MenuArea } from '../admin-store';
import { AreaIcon } from './area-icons';
import { DASHBOARD_TITLE, menuEntries } from './menu';
import { ScreenLink } from './screen-link';

const ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-sidebar-accent focus-visible:outline-2 focus-visible:outline-sidebar-ring data-[status=active]:bg-primary/10 data-[status=active]:font-medium data-[status=active]:text-primary';

interface SidebarNavProps {
  /** Called after a link is followed (the small-screen drawer closes then). */
  onNavigate?: () => void;
  /** Whether the staff member's grants are still loading or failed to load. */
  permissions: { isPending: boolean; isError: boolean; retry: () => void };
}

/** The area menu: collapsible areas, their screens (grouped when an area spans several groups). */
export function SidebarNav({ onNavigate, permissions }: SidebarNavProps) {
  const list = useAdminState((state) => state.menu.list);
  return (
    // The bottom padding keeps the last entries clear of the testers' button (mock builds reserve a strip).
    <nav aria-label="后台菜单" className="flex-1 overflow-y-auto p-2 pb-[calc(0.5rem+var(--mock-panel-reserve,0px))] text-sm">
      <ul className="grid gap-0.5">
        <li>
          <Link to="/admin" activeOptions={{ exact: true }} className={ITEM} onClick={onNavigate}>
            <LayoutDashboard className="size-4" aria-hidden />
            {DASHBOARD_TITLE}
          </Link>
        </li>
        {list.map((area) => (area.flat ? <FlatArea key={area.key} area={area} onNavigate={onNavigate} /> : <AreaMenu key={area.key} area={area} onNavigate={onNavigate} />))}
      </ul>
      {permissions.isPending && (
        <output className="flex items-center gap-2 px-3 py-2 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          菜单加载中…
        </output>
      )}
      {permissions.isError && (
        <button type="button" onClick={permissions.retry} className={cn(ITEM, 'text-destructive')}>
          <RefreshCw className="size-4" aria-hidden />
          菜单加载失败，点击重试
        </button>
      )}
    </nav>
  );
}

function FlatArea({ area, onNavigate }: { area: MenuArea; onNavigate?: () => void }) {
  const subIndex = useAdminState((state) => state.menu.subIndex);
  return menuEntries(area).map((entry) => (
    <li key={entry.href}>
      <ScreenLink href={entry.href} active={entry.key === subIndex} className={ITEM} onClick={onNavigate}>
        <AreaIcon area={area.key} className="size-4" />
        {entry.name}
      </ScreenLink>
    </li>
  ));
}

function AreaMenu({ area, onNavigate }: { area: MenuArea; onNavigate?: () => void }) {
  const open = useAdminState((state) => state.menu.subOpen.includes(area.key));
  const active = useAdminState((state) => state.menu.index === area.key);
  const subIndex = useAdminState((state) => state.menu.subIndex);
  const id = useId();
  const grouped = area.groups.length > 1;

  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => adminStore.toggleSubMenu(area.key)}
        className={cn(ITEM, active && 'font-medium text-primary')}
      >
        <AreaIcon area={area.key} className="size-4" />
        <span className="flex-1">{area.name}</span>
        <ChevronDown aria-hidden className={cn('size-4 opacity-60 transition-transform', open && 'rotate-180')} />
      </button>
      {/* A folded area renders nothing: its links were a third of a list screen's elements, built for no one. */}
      {open && (
        <ul id={id} className="mt-0.5 grid gap-0.5 pl-6">
          {area.groups.map((group) => (
            <li key={group.key}>
              {grouped && <p className="px-3 pt-2 pb-1 text-xs text-muted-foreground">{group.name}</p>}
              <ul className="grid gap-0.5">
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    <ScreenLink href={entry.href} active={entry.key === subIndex} className={cn(ITEM, 'py-1.5')} onClick={onNavigate}>
                      {entry.name}
                    </ScreenLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
