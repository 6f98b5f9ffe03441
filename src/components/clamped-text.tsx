import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

interface FullTextDialogProps {
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The whole of a text shown clamped elsewhere, scrolling inside a dialog that fits the window. */
export function FullTextDialog({ text, open, onOpenChange }: FullTextDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} aria-describedby={undefined} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>消息全文</DialogTitle>
        </DialogHeader>
        <p className="max-h-[60svh] overflow-y-auto text-sm leading-6 break-words whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              关闭
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface ClampedTextProps {
  text: string;
  className?: string;
  /** Where the text and its 查看全部 sit in their box (a failed state centres them). */
  align?: 'start' | 'center';
  /**
   * Shows the whole text somewhere that outlives this one (a toast closes on its own, taking its
   * dialog with it). Without it, the text opens its own dialog.
   */
  onShowAll?: (text: string) => void;
}

/**
 * A text from the server (a refusal's message, a failure's reason) that may be a few words or 4 KB:
 * at most three lines, long words broken, and when it does not fit, 查看全部 opens the whole of it.
 * Nothing a server sends can then make a toast or a failed state cover the page.
 */
export function ClampedText({ text, className, align = 'start', onShowAll }: ClampedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [clamped, setClamped] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    // Measured again for each text: another text in a box of the same size may fit where this one did not.
    if (!element || !text) return;
    // Measured, not guessed from the length: how many lines a text takes depends on its box.
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <span className={cn('flex max-w-full min-w-0 flex-col gap-1', align === 'center' ? 'items-center text-center' : 'items-start')}>
      <span ref={ref} className={cn('line-clamp-3 max-w-full min-w-0 break-words [overflow-wrap:anywhere]', className)}>
        {text}
      </span>
      {clamped && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto p-0 text-xs"
          onClick={() => {
            if (onShowAll) onShowAll(text);
            else setOpen(true);
          }}
        >
          查看全部
        </Button>
      )}
      {!onShowAll && open && <FullTextDialog text={text} open={open} onOpenChange={setOpen} />}
    </span>
  );
}
