import { useRouterState } from '@tanstack/react-router';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { CopyTextHost } from '@/components/copy-text';
import { useLazyDialog } from '@/components/use-lazy-dialog';
import { useMediaQuery } from '@/components/use-media-query';
import { useAppliedTheme } from '@/components/use-theme';
import { cn } from '@/lib/cn';
import { useAdminState } from './admin-store';
import { ReauthHost } from './reauth-host';
import { Header } from './shell/header';
import { ScreenGuard } from './shell/screen-guard';
import { Sidebar, SidebarDrawer } from './shell/sidebar';
import { SidebarNav } from './shell/sidebar-nav';
import { useModKey } from './shell/use-hotkey';
import { useMenuSync } from './shell/use-menu-sync';
import { useSidebarCollapsed } from './shell/use-sidebar-collapsed';
import { TabsBar } from './tabs/tabs-bar';
import { useOpenTabs } from './tabs/use-open-tabs';

/**
 * The palette (cmdk, the screen index it searches) is not part of a screen's first load: it loads
 * once the page is idle, or on the first Ctrl+K or press of the search button.
 */
const loadCommandPalette = () => import('./shell/command-palette').then((m) => m.CommandPalette);

/** Tailwind's `lg`: from here the sidebar stands beside the page; below it the menu is a drawer. */
const WIDE = '(min-width: 64rem)';

interface AdminShellProps {
  onSignedOut: () => void;
  children: ReactNode;
}

/**
 * The back office's frame: area sidebar (a drawer below `lg`, foldable from `lg` up), header with breadcrumbs, screen search
 * and the staff member, the current screen, and the re-login dialog that keeps it alive on expiry.
 */
export function AdminShell({ onSignedOut, children }: AdminShellProps) {
  const user = useAdminState((state) => state.userInfo);
  const permissions = useMenuSync();
  // The drawer belongs to the page it was opened on: any navigation (link, palette, back button) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const palette = useLazyDialog(loadCommandPalette);
  const [sidebarCollapsed, setSidebarCollapsed] = useSidebarCollapsed();
  const drawerOpener = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openTabs = useOpenTabs();
  useAppliedTheme();

  const sidebarShown = useMediaQuery(WIDE) && !sidebarCollapsed;
  const drawerOpen = drawerPath === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);

  useModKey('k', () => (palette.dialogProps.open ? palette.dialogProps.onOpenChange(false) : palette.openDialog()));
  // A drawer left open while the window widens past `lg` would hide itself but keep the page inert.
  useEffect(() => {
    const wide = matchMedia(WIDE);
    const close = () => wide.matches && setDrawerPath(null);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);

  if (!user) return null;

  return (
    // minmax(0, 1fr) and min-w-0 let the page column shrink: a wide table scrolls in its own box, not the page.
    <div className={cn('grid min-h-[calc(100svh-var(--mock-panel-reserve,0px))] grid-cols-1', !sidebarCollapsed && 'lg:grid-cols-[15rem_minmax(0,1fr)]')}>
      <Sidebar collapsed={sidebarCollapsed}>
        {/* Its ~200 elements only where it shows: a phone's first screen does not build a menu it hides. */}
        {sidebarShown && <SidebarNav permissions={permissions} />}
      </Sidebar>
      <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} openerRef={drawerOpener}>
        <SidebarNav permissions={permissions} onNavigate={() => setDrawerOpen(false)} />
      </SidebarDrawer>
      <div className="flex min-w-0 flex-col">
        <Header
          user={user}
          sidebar={{ collapsed: sidebarCollapsed, onCollapsedChange: setSidebarCollapsed, onOpenDrawer: () => setDrawerOpen(true) }}
          drawerOpenerRef={drawerOpener}
          onOpenPalette={palette.openDialog}
          onSignedOut={onSignedOut}
        />
        <TabsBar {...openTabs} />
        <main className="min-w-0 flex-1 bg-muted/30 p-3 sm:p-4 md:p-6">
          <ScreenGuard can={permissions.can} pending={permissions.isPending} failed={permissions.isError ? { error: permissions.error, retry: permissions.retry } : undefined}>
            {/* 刷新 on the tab bar mounts the page afresh. */}
            <Fragment key={openTabs.pageKey}>{children}</Fragment>
          </ScreenGuard>
        </main>
      </div>
      {palette.Dialog && <palette.Dialog {...palette.dialogProps} />}
      <ReauthHost />
      {/* The copy helper's 请手动复制 dialog (SPEC.md §8), for the 复制 buttons of copyable values. */}
      <CopyTextHost />
    </div>
  );
}
