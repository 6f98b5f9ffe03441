import { useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** SPEC.md §8: the copy helper's messages. */
export const COPY_MESSAGES = { copied: '复制成功!', manualTitle: '请手动复制' } as const;

// Held outside React so copyText can be called from anywhere. The text outlives `open` so the
// dialog does not go blank during its closing animation.
let manual = { text: '', open: false };
const listeners = new Set<() => void>();

function setManual(next: typeof manual): void {
  manual = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Copies text to the clipboard and says so. Where the Clipboard API is missing (plain http on an
 * intranet address is not a secure context) or refuses (permission, unfocused page), it opens a
 * dialog with the text selected, so one Ctrl+C still does it. Resolves true when copied, false
 * when the dialog took over. Needs one <CopyTextHost /> mounted.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Outside a secure context navigator.clipboard is undefined: the TypeError lands below too.
    await navigator.clipboard.writeText(text);
  } catch {
    setManual({ text, open: true });
    return false;
  }
  toast.success(COPY_MESSAGES.copied);
  return true;
}

/** Selected as soon as it is shown, so one Ctrl+C copies it all. */
function selectAll(area: HTMLTextAreaElement | null): void {
  area?.focus();
  area?.select();
}

/** Mount once, next to the Toaster. */
export function CopyTextHost() {
  const { text, open } = useSyncExternalStore(
    subscribe,
    () => manual,
    () => manual,
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setManual({ text, open: false });
      }}
    >
      <DialogContent
        showCloseButton={false}
        // The textarea takes focus itself (below); Radix would otherwise focus the 关闭 button.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{COPY_MESSAGES.manualTitle}</DialogTitle>
          <DialogDescription>浏览器未允许自动复制，请按 Ctrl+C（Mac 上按 ⌘C）复制下面的内容。</DialogDescription>
        </DialogHeader>
        <textarea
          // A new text (another failed copy while open) mounts a fresh textarea, selected again.
          key={text}
          ref={selectAll}
          readOnly
          aria-label="待复制的内容"
          value={text}
          rows={Math.min(8, Math.max(3, text.split('\n').length))}
          className="w-full resize-none rounded-md border border-input bg-muted/40 px-3 py-2 font-mono text-sm break-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
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
