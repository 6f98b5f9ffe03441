import { Menu, PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAdminState } from '../admin-store';
import type { StaffUser } from '../session';
import { SignOutButton } from '../sign-out-button';
import { Breadcrumbs } from './breadcrumbs';
import { DepartmentSwitch } from './department-switch';
import { PRODUCT_TITLE, SIDEBAR_ID } from './sidebar';
import { UserMenu } from './user-menu';

interface HeaderProps {
  user: StaffUser;
  sidebar: {
    collapsed: boolean;
    onCollapsedChange: (collapsed: boolean) => void;
    onOpenDrawer: () => void;
  };
  /** The 打开菜单 button, where focus returns when the drawer closes. */
  drawerOpenerRef: RefObject<HTMLButtonElement | null>;
  onOpenPalette: () => void;
  onSignedOut: () => void;
}

/**
 * Breadcrumbs, the screen search, and the staff member with their department and account actions.
 * It fits a 360 px phone: the title truncates, and below `sm`/`md` the buttons keep only their
 * icons (their accessible names stay), so nothing is pushed off the screen.
 */
export function Header({ user, sidebar, drawerOpenerRef, onOpenPalette, onSignedOut }: HeaderProps) {
  const headMenu = useAdminState((state) => state.headMenu);
  if (!headMenu.show) return null;

  return (
    <header
      className={cn(
        'sticky top-0 z-40 flex h-14 min-w-0 shrink-0 items-center gap-1 border-b px-2 sm:gap-2 sm:px-3 md:px-4',
        headMenu.transparent ? 'border-transparent bg-transparent' : 'bg-background/95 backdrop-blur',
      )}
    >
      <Button ref={drawerOpenerRef} variant="ghost" size="icon" className="shrink-0 lg:hidden" aria-label="打开菜单" aria-haspopup="dialog" onClick={sidebar.onOpenDrawer}>
        <Menu aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="hidden shrink-0 lg:inline-flex"
        aria-label={sidebar.collapsed ? '展开菜单' : '收起菜单'}
        title={sidebar.collapsed ? '展开菜单' : '收起菜单'}
        aria-expanded={!sidebar.collapsed}
        aria-controls={SIDEBAR_ID}
        onClick={() => sidebar.onCollapsedChange(!sidebar.collapsed)}
      >
        {sidebar.collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
      </Button>
      <span className="min-w-0 flex-1 truncate font-medium sm:hidden" title={PRODUCT_TITLE}>
        {PRODUCT_TITLE}
      </span>
      <div className="hidden min-w-0 flex-1 sm:block">
        <Breadcrumbs />
      </div>
      <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
        <Button variant="outline" size="sm" className="text-muted-foreground lg:w-52 lg:justify-start" aria-keyshortcuts="Control+K Meta+K" onClick={onOpenPalette}>
          <Search aria-hidden />
          {/* Named by its visible words (no aria-label that differs from them), read out when icon-only. */}
          <span className="sr-only lg:not-sr-only">搜索功能</span>
          <kbd aria-hidden className="ml-auto hidden rounded border bg-muted px-1.5 font-sans text-[11px] lg:inline">
            Ctrl K
          </kbd>
        </Button>
        <DepartmentSwitch user={user} />
        <UserMenu user={user} />
        <SignOutButton onSignedOut={onSignedOut} />
      </div>
    </header>
  );
}
