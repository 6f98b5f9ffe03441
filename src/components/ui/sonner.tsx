import { useEffect } from 'react';
import type * as React from 'react';
import { CircleCheckIcon, InfoIcon, LoaderCircleIcon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { Toaster as Sonner, toast } from 'sonner';
import { toastQueue } from '@/lib/toast';
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
  return (
    <Sonner
      // The app has no theme provider; light matches the default palette.
      theme="light"
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
 */
function ConnectedToaster() {
  useEffect(() => toastQueue.connect(toast), []);
  return <Toaster />;
}

export { ConnectedToaster, Toaster };
export type { ToasterProps };
