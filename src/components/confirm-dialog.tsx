import { useState, type ReactElement } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

interface ConfirmDialogProps {
  title: string;
  /** The question, e.g. 确定要删除吗？ */
  description: string;
  /** Runs on 确定; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<unknown> | void;
  /** Opens the dialog; omit it to control the dialog with `open` / `onOpenChange`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Close after 确定 succeeds (default). Callers that unmount the dialog themselves pass false. */
  closeOnSuccess?: boolean;
  /** Where focus goes once it has closed (Radix's default: back to the trigger, when there is one). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A 确定 / 取消 confirmation as a real alert dialog. It waits for the confirmed action, so a slow
 * call cannot be sent twice or leave a half-finished screen behind; a failed one keeps the dialog.
 * @example <ConfirmDialog title="退出登录" description="确定退出重新登录吗？" trigger={<Button>退出</Button>} onConfirm={signOut} />
 */
export function ConfirmDialog({ title, description, onConfirm, trigger, open, onOpenChange, closeOnSuccess = true, onCloseAutoFocus }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => (onOpenChange ?? setOwnOpen)(next);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      if (closeOnSuccess) setOpen(false);
    } catch {
      // The call layer has said why; the dialog stays for another try or 取消.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={setOpen}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>取消</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            确定
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
