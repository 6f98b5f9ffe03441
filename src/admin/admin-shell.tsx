import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useAdminState } from './admin-store';
import { ReauthDialog } from './reauth-dialog';
import { CommandPalette } from './shell/command-palette';
import { Header } from './shell/header';
import { ScreenGuard } from './shell/screen-guard';
import { Sidebar, SidebarDrawer } from './shell/sidebar';
import { SidebarNav } from './shell/sidebar-nav';
import { useModKey } from './shell/use-hotkey';
import { useMenuSync } from './shell/use-menu-sync';

interface AdminShellProps {
  onSignedOut: () => void;
  children: ReactNode;
}

/**
 * The back office's frame: area sidebar (a drawer below `md`), header with breadcrumbs, screen search
 * and the staff member, the current screen, and the re-login dialog that keeps it alive on expiry.
 */
export function AdminShell({ onSignedOut, children }: AdminShellProps) {
  const user = useAdminState((state) => state.userInfo);
  const permissions = useMenuSync();
  // The drawer belongs to the page it was opened on: any navigation (link, palette, back button) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const drawerOpen = drawerPath === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);

  useModKey('k', () => setPaletteOpen((open) => !open));

  if (!user) return null;

  return (
    <div className="grid min-h-svh grid-cols-1 md:grid-cols-[15rem_minmax(0,1fr)]">
      <Sidebar>
        <SidebarNav permissions={permissions} />
      </Sidebar>
      <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SidebarNav permissions={permissions} onNavigate={() => setDrawerOpen(false)} />
      </SidebarDrawer>
      <div className="flex min-w-0 flex-col">
        <Header user={user} onOpenMenu={() => setDrawerOpen(true)} onOpenPalette={() => setPaletteOpen(true)} onSignedOut={onSignedOut} />
        <main className="flex-1 bg-muted/30 p-4 md:p-6">
          <ScreenGuard can={permissions.can} pending={permissions.isPending}>
            {children}
          </ScreenGuard>
        </main>
      </div>
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
      <ReauthDialog />
    </div>
  );
}
