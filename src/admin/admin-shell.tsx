import { Link } from '@tanstack/react-router';
import { GraduationCap, LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_AREAS } from './areas';
import type { StaffUser } from './session';
import { SignOutButton } from './sign-out-button';

interface AdminShellProps {
  user: StaffUser;
  onSignedOut: () => void;
  children: ReactNode;
}

/** The back office's frame: area sidebar, header with the staff member, and the current screen. */
export function AdminShell({ user, onSignedOut, children }: AdminShellProps) {
  return (
    <div className="grid min-h-svh grid-cols-1 md:grid-cols-[14rem_1fr]">
      <aside className="hidden flex-col border-r bg-sidebar text-sidebar-foreground md:flex">
        <div className="flex h-14 items-center gap-2 border-b px-4 font-semibold">
          <GraduationCap className="size-5 text-primary" aria-hidden />
          教务管理后台
        </div>
        <nav aria-label="后台菜单" className="flex-1 overflow-y-auto p-2 text-sm">
          <Link
            to="/admin"
            activeOptions={{ exact: true }}
            className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-sidebar-accent data-[status=active]:bg-sidebar-accent data-[status=active]:font-medium"
          >
            <LayoutDashboard className="size-4" aria-hidden />
            工作台
          </Link>
          <p className="mt-4 px-3 pb-1 text-xs text-muted-foreground">业务模块</p>
          <ul>
            {ADMIN_AREAS.map((area) => (
              <li key={area.key} className="px-3 py-2 text-muted-foreground">
                {area.name}
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex h-14 items-center justify-between border-b bg-background px-4">
          <span className="font-medium md:hidden">教务管理后台</span>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span>
              <span className="font-medium">{user.name ?? user.account}</span>
              {user.departmentName && <span className="ml-2 text-muted-foreground">{user.departmentName}</span>}
            </span>
            <SignOutButton onSignedOut={onSignedOut} />
          </div>
        </header>
        <main className="flex-1 bg-muted/30 p-4 md:p-6">{children}</main>
      </div>
    </div>
  );
}
