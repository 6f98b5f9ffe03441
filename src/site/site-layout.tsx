import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SiteUser } from './site-session';

/** Read once: the copyright year need not tick over while a tab stays open at midnight on 31 Dec. */
const YEAR = new Date().getFullYear();

const NAV = [{ to: '/home', label: '首页' }] as const;

/** The public site's frame: header (navigation, the visitor) and footer (copyright, filing number). */
export function SiteLayout({ user, children }: { user: SiteUser | null; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-10 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
          <Link to="/home" className="text-lg font-semibold text-primary">
            教育服务平台
          </Link>
          <nav aria-label="主导航" className="flex gap-4 text-sm">
            {NAV.map((item) => (
              <Link key={item.to} to={item.to} className="hover:text-primary data-[status=active]:text-primary">
                {item.label}
              </Link>
            ))}
          </nav>
          {user && (
            <div className="ml-auto flex items-center gap-2 text-sm">
              {user.avatar ? (
                <img src={user.avatar} alt="" className="size-8 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="grid size-8 place-items-center rounded-full bg-primary/10 text-primary">
                  {user.name.slice(0, 1)}
                </span>
              )}
              <span>{user.name}</span>
            </div>
          )}
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="border-t bg-slate-900 py-6 text-center text-xs text-slate-400">
        <p>© {YEAR} 教育服务平台 版权所有</p>
        <p className="mt-1">备案号：京ICP备00000000号</p>
      </footer>
    </div>
  );
}
