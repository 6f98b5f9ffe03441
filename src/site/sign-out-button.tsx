import { LogOut } from 'lucide-react';
import { umsUserUserSignOut } from '@generated/ums-user/client/ums-user';
import { Button } from '@/components/ui/button';
import { useLazyDialog } from '@/components/use-lazy-dialog';
import { cn } from '@/lib/cn';
import { setIdentity } from '@/lib/identity';
import { clearSiteUser } from './site-session';

// The confirmation's alert-dialog code is not part of the first paint of every site page.
const loadConfirm = () => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog);

/**
 * SPEC.md §4, §8: confirm, call sign-out with unbind=yes, drop the saved visitor, leave.
 * The local session ends even when the call fails: a visitor who asked to leave must be able to.
 */
export function SignOutButton({ onSignedOut, className }: { onSignedOut: () => void; className?: string }) {
  const { Dialog: Confirm, triggerProps, dialogProps } = useLazyDialog(loadConfirm);

  async function signOut() {
    try {
      await umsUserUserSignOut({ unbind: 'yes' }, { message: false });
    } catch {
      // Already signed out on the server, or unreachable: either way the visitor leaves.
    } finally {
      clearSiteUser();
      // Every cache and store of this visitor goes with the session (src/lib/identity.ts).
      setIdentity('site', null);
      onSignedOut();
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" aria-label="退出登录" className={cn('text-inherit hover:bg-white/10', className)} {...triggerProps}>
        <LogOut aria-hidden />
        <span className="hidden sm:inline">退出</span>
      </Button>
      {Confirm && <Confirm title="退出登录" description="确定退出重新登录吗？" onConfirm={signOut} closeOnSuccess={false} {...dialogProps} />}
    </>
  );
}
