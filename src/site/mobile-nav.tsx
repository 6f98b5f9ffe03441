import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLazyDialog } from '@/components/use-lazy-dialog';
import type { MobileNavProps } from './mobile-nav-sheet';

// The sheet and its dialog primitives (~14 kB gzipped) are not part of /home's first paint.
const loadSheet = () => import('./mobile-nav-sheet').then((m) => m.MobileNavSheet);

/** Phones and tablets: a menu button opens the whole navigation in a side sheet. */
export function MobileNav(props: MobileNavProps) {
  const { Dialog: Sheet, triggerProps, dialogProps } = useLazyDialog(loadSheet);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="打开菜单" className="text-inherit hover:bg-white/10 lg:hidden" {...triggerProps}>
        <Menu aria-hidden className="size-5" />
      </Button>
      {Sheet && <Sheet {...props} {...dialogProps} />}
    </>
  );
}
