import { Link } from '@tanstack/react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/use-lazy-dialog';
import { cn } from '@/lib/cn';
import type { SiteTopMenu } from './menu-mapping';
import { MenusFailed, type MenusFailure } from './menus-failed';
import { SubMenuLink } from './sub-menu-link';

const link = 'block rounded-lg px-3 py-2.5 text-[15px] text-slate-700 hover:bg-slate-50';
const current = 'bg-primary/5 font-semibold text-primary';

export interface MobileNavProps {
  userName: string;
  menus: SiteTopMenu[];
  menusFailure: MenusFailure | null;
  navIndex: number | null;
  activeMenuId: number | null;
}

/** The whole navigation in a side sheet, for phones and tablets (opened by ./mobile-nav.tsx). */
export function MobileNavSheet({ open, onOpenChange, onCloseAutoFocus, userName, menus, menusFailure, navIndex, activeMenuId }: MobileNavProps & LazyDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        className="top-0 right-0 left-auto h-dvh content-start max-h-dvh w-[82vw] max-w-xs translate-x-0 translate-y-0 gap-0 overflow-y-auto rounded-none border-0 p-0 data-[state=closed]:zoom-out-100 data-[state=closed]:slide-out-to-right data-[state=open]:zoom-in-100 data-[state=open]:slide-in-from-right sm:max-w-xs"
      >
        <div className="border-b px-5 py-4">
          <DialogTitle className="text-base">网站导航</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-slate-500">{userName}，欢迎回来</DialogDescription>
        </div>
        <nav aria-label="主导航" className="p-3">
          <Link to="/home" onClick={close} className={cn(link, navIndex === 0 && current)}>
            首页
          </Link>
          {menusFailure && <MenusFailed failure={menusFailure} className="mt-3 px-3 text-slate-600" />}
          {menus.map((menu) => (
            <section key={menu.id} aria-label={menu.name} className="mt-3">
              <h2 className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500">{menu.name}</h2>
              <ul className="grid grid-cols-2 gap-1">
                {menu.subMenus.map((sub) => (
                  <li key={sub.id}>
                    <SubMenuLink sub={sub} onNavigate={close} className={cn(link, 'text-sm', sub.id === activeMenuId && current)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <div className="mt-3 border-t pt-3">
            <Link to="/broast" onClick={close} className={link} activeProps={{ className: current }}>
              直播课堂
            </Link>
            <Link to="/down" onClick={close} className={cn(link, navIndex === 1 && current)}>
              客户端下载
            </Link>
          </div>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
