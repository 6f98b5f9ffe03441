import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { umsUserUserSignOut } from '@generated/ums-user/client/ums-user';
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
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { clearSiteUser } from './site-session';

/**
 * SPEC.md §4, §8: confirm, call sign-out with unbind=yes, drop the saved visitor, leave.
 * The local session ends even when the call fails: a visitor who asked to leave must be able to.
 */
export function SignOutButton({ onSignedOut, className }: { onSignedOut: () => void; className?: string }) {
  const [open, setOpen] = useState(false);

  async function signOut() {
    try {
      await umsUserUserSignOut({ unbind: 'yes' }, { message: false });
    } catch {
      // Already signed out on the server, or unreachable: either way the visitor leaves.
    } finally {
      clearSiteUser();
      setOpen(false);
      onSignedOut();
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label="退出登录" className={cn('text-inherit hover:bg-white/10', className)}>
          <LogOut aria-hidden />
          <span className="hidden sm:inline">退出</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>退出登录</AlertDialogTitle>
          <AlertDialogDescription>确定退出重新登录吗？</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>取消</AlertDialogCancel>
          <AlertDialogAction
            onClick={(event) => {
              // Keep the dialog until the call settles, so a slow network cannot leave a half-signed-out page.
              event.preventDefault();
              void signOut();
            }}
          >
            确定
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
