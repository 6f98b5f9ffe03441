import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export const PRODUCT_TITLE = '教务管理后台';

function Brand({ children }: { children?: ReactNode }) {
  return (
    <div className="flex h-14 shrink-0 items-center gap-2 border-b px-4 font-semibold">
      <GraduationCap className="size-5 text-primary" aria-hidden />
      {children ?? PRODUCT_TITLE}
    </div>
  );
}

/** The sidebar from `md` up: fixed beside the page, scrolling on its own. */
export function Sidebar({ children }: { children: ReactNode }) {
  return (
    <aside className="sticky top-0 hidden h-svh flex-col border-r bg-sidebar text-sidebar-foreground md:flex">
      <Brand />
      {children}
    </aside>
  );
}

interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** Below `md` (tablets in portrait, phones) the same menu slides in from the left as a modal drawer. */
export function SidebarDrawer({ open, onOpenChange, children }: SidebarDrawerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-0 left-0 flex h-dvh max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-y-0 border-l-0 bg-sidebar p-0 text-sidebar-foreground data-[state=closed]:slide-out-to-left data-[state=open]:slide-in-from-left sm:max-w-[85vw] md:hidden"
      >
        <Brand>
          <DialogTitle className="text-base">{PRODUCT_TITLE}</DialogTitle>
        </Brand>
        <DialogDescription className="sr-only">后台菜单</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
