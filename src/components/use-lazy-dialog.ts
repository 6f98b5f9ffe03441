import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';
import { toast } from '@/lib/toast';

/** Said when a dialog's code cannot be fetched (offline, a deploy replaced the files). */
export const LAZY_DIALOG_FAILED = '打开失败，请检查网络后重试';

/** What the lazy dialog takes from the hook: its open state and where focus goes once it closes. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Radix's close auto-focus: back to what had focus when the dialog was opened (a field, for a
   * keyboard shortcut), else to the opening button; neither is a Radix trigger, which Radix would use.
   */
  onCloseAutoFocus: (event: Event) => void;
}

interface LazyDialogOptions {
  /** The toast when the code cannot be fetched on a press. */
  failure?: string;
  /** Fetch the code once the page is idle (default). Off for a dialog whose opener prefetches it itself. */
  prefetchWhenIdle?: boolean;
}

/**
 * A dialog whose code is not part of the first paint: fetched once the page is idle (or on the first
 * press, if that comes first), then kept mounted so it can animate closed. Spread `triggerProps` on
 * the button that opens it (or call `openDialog` from a menu item) and render `Dialog` with
 * `dialogProps` when it is there. A press whose fetch fails says so and can be pressed again.
 */
export function useLazyDialog<P>(load: () => Promise<ComponentType<P>>, { failure = LAZY_DIALOG_FAILED, prefetchWhenIdle = true }: LazyDialogOptions = {}) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<P>>();
  const trigger = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  // A failed prefetch is not the visitor's problem yet: the press asks again.
  useEffect(() => (prefetchWhenIdle ? whenIdle(() => void load().catch(() => undefined)) : undefined), [load, prefetchWhenIdle]);
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const back = returnTo.current;
    (back instanceof HTMLElement && back.isConnected && back !== document.body ? back : trigger.current)?.focus();
  }, []);
  const openDialog = () => {
    returnTo.current = document.activeElement;
    if (Dialog) {
      setOpen(true);
      return;
    }
    load().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      () => toast.error(failure),
    );
  };
  const triggerProps = { ref: trigger, 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onClick: openDialog };
  const dialogProps: LazyDialogProps = { open, onOpenChange: setOpen, onCloseAutoFocus };
  return { Dialog, openDialog, triggerProps, dialogProps };
}
