import { Menu, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAdminState } from '../admin-store';
import type { StaffUser } from '../session';
import { SignOutButton } from '../sign-out-button';
import { Breadcrumbs } from './breadcrumbs';
import { DepartmentSwitch } from './department-switch';
import { PRODUCT_TITLE } from './sidebar';
import { UserMenu } from './user-menu';

interface HeaderProps {
  user: StaffUser;
  onOpenMenu: () => void;
  onOpenPalette: () => void;
  onSignedOut: () => void;
}

/** Breadcrumbs, the screen search, and the staff member with their department and account actions. */
export function Header({ user, onOpenMenu, onOpenPalette, onSignedOut }: HeaderProps) {
  const headMenu = useAdminState((state) => state.headMenu);
  if (!headMenu.show) return null;

  return (
    <header
      className={cn(
        'sticky top-0 z-40 flex h-14 shrink-0 items-center gap-2 border-b px-3 md:px-4',
        headMenu.transparent ? 'border-transparent bg-transparent' : 'bg-background/95 backdrop-blur',
      )}
    >
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="打开菜单" onClick={onOpenMenu}>
        <Menu aria-hidden />
      </Button>
      <span className="font-medium sm:hidden">{PRODUCT_TITLE}</span>
      <div className="hidden min-w-0 flex-1 sm:block">
        <Breadcrumbs />
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          className="text-muted-foreground lg:w-52 lg:justify-start"
          aria-label="搜索功能"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={onOpenPalette}
        >
          <Search aria-hidden />
          <span className="hidden lg:inline">搜索功能…</span>
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
