import { GraduationCap } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

export const PRODUCT_TITLE = '教务管理后台';
export const SIDEBAR_ID = 'admin-sidebar';

function Brand({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex h-14 shrink-0 items-center gap-2 border-b px-4 font-semibold', className)}>
      <GraduationCap className="size-5 shrink-0 text-primary" aria-hidden />
      {children ?? <span className="truncate">{PRODUCT_TITLE}</span>}
    </div>
  );
}

/**
 * The sidebar from `lg` (1024 px) up: fixed beside the page, scrolling on its own. Below that a
 * 240 px column leaves a list three columns, so the same menu becomes a drawer (SidebarDrawer).
 */
export function Sidebar({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  return (
    <aside id={SIDEBAR_ID} aria-label="侧边栏" className={cn('sticky top-0 hidden h-svh flex-col border-r bg-sidebar text-sidebar-foreground', !collapsed && 'lg:flex')}>
      <Brand />
      {children}
    </aside>
  );
}

interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button that opens the drawer: focus goes back to it when the drawer closes. */
  openerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** Below `lg` (tablets, phones) the same menu slides in from the left as a modal drawer. */
export function SidebarDrawer({ open, onOpenChange, openerRef, children }: SidebarDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-72 max-w-[85vw] gap-0 bg-sidebar text-sidebar-foreground sm:max-w-[85vw] lg:hidden"
        // The opener lives in the header, not in this Sheet, so Radix does not know where focus came from.
        onCloseAutoFocus={(event) => (event.preventDefault(), openerRef.current?.focus())}
      >
        {/* Room on the right for the sheet's 关闭 button. */}
        <Brand className="pr-12">
          <SheetTitle className="truncate text-base">{PRODUCT_TITLE}</SheetTitle>
        </Brand>
        <SheetDescription className="sr-only">后台菜单</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
