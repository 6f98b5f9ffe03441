import { LogOut } from 'lucide-react';
import { umsUserUserSignOut } from '@generated/ums-user/client/ums-user';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { clearSiteUser } from './site-session';

/**
 * SPEC.md §4, §8: confirm, call sign-out with unbind=yes, drop the saved visitor, leave.
 * The local session ends even when the call fails: a visitor who asked to leave must be able to.
 */
export function SignOutButton({ onSignedOut, className }: { onSignedOut: () => void; className?: string }) {
  async function signOut() {
    try {
      await umsUserUserSignOut({ unbind: 'yes' }, { message: false });
    } catch {
      // Already signed out on the server, or unreachable: either way the visitor leaves.
    } finally {
      clearSiteUser();
      onSignedOut();
    }
  }

  return (
    <ConfirmDialog
      title="退出登录"
      description="确定退出重新登录吗？"
      onConfirm={signOut}
      closeOnSuccess={false}
      trigger={
        <Button variant="ghost" size="sm" aria-label="退出登录" className={cn('text-inherit hover:bg-white/10', className)}>
          <LogOut aria-hidden />
          <span className="hidden sm:inline">退出</span>
        </Button>
      }
    />
  );
}
