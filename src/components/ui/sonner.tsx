import { useEffect, useState } from 'react';
import type * as React from 'react';
import { CircleCheckIcon, InfoIcon, LoaderCircleIcon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { Toaster as Sonner, toast } from 'sonner';
import { ClampedText, FullTextDialog } from '@/components/clamped-text';
import { useDocumentDark } from '@/components/use-theme';
import { toastQueue, type ToastKind } from '@/lib/toast';
import type { ToasterProps } from 'sonner';

type ToasterStyle = React.CSSProperties & Record<`--${string}`, string>;

// Sonner reads these custom properties, so toasts follow the app theme tokens.
const toasterStyle: ToasterStyle = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
};

function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  // The back office's theme is a class on <html> (src/lib/theme.ts); rich colours follow it.
  const dark = useDocumentDark();
  return (
    <Sonner
      theme={dark ? 'dark' : 'light'}
      className="toaster group"
      position="top-center"
      richColors
      closeButton
      duration={4000}
      visibleToasts={3}
      // Sonner's built-in screen-reader strings are English.
      containerAriaLabel="通知"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <LoaderCircleIcon className="size-4 animate-spin" />,
      }}
      style={{ ...toasterStyle, ...style }}
      toastOptions={{ closeButtonAriaLabel: '关闭通知', ...toastOptions }}
      {...props}
    />
  );
}

/**
 * The toaster as src/components/ui/toaster.tsx loads it: connects the app's toast queue once
 * sonner listens (a parent's effect runs after its children's, so sonner has subscribed by then).
 * A message is at most three lines (a server may send 4 KB); its 查看全部 opens the whole text in a
 * dialog held here, as the toast closes on its own and would take a dialog of its own with it.
 */
function ConnectedToaster() {
  const [full, setFull] = useState<{ text: string; open: boolean }>({ text: '', open: false });
  useEffect(() => {
    const show = (kind: ToastKind) => (message: string, options: { id: string }) =>
      toast[kind](
        <ClampedText
          text={message}
          onShowAll={(text) => {
            toast.dismiss(options.id);
            setFull({ text, open: true });
          }}
        />,
        options,
      );
    return toastQueue.connect({ success: show('success'), error: show('error'), info: show('info'), dismiss: () => toast.dismiss() });
  }, []);
  return (
    <>
      <Toaster />
      {/* The text outlives `open`: the dialog does not go blank while it closes. */}
      <FullTextDialog text={full.text} open={full.open} onOpenChange={(open) => setFull((current) => ({ ...current, open }))} />
    </>
  );
}

export { ConnectedToaster, Toaster };
export type { ToasterProps };
