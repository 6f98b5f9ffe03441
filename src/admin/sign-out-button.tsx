import { LogOut } from 'lucide-react';
import { bmsSystemAdminSignOut } from '@generated/bms-system/client/bms-system';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { reauth } from './shell/reauth';
import { endSession } from './staff-identity';

/** Sign-out after confirmation; the local session ends even when the server call fails. */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  async function signOut() {
    // An already expired session answers the sign-out with 100000004: no re-login dialog for that.
    reauth.suspend();
    try {
      await bmsSystemAdminSignOut({ message: false });
    } catch {
      // The local session ends anyway (SPEC.md §4); the server forgets it when it expires.
    } finally {
      // Every cache and store of this staff member goes with the session (src/lib/identity.ts).
      endSession();
      onSignedOut();
    }
  }

  return (
    <ConfirmDialog
      title="退出登录"
      description="确定要退出登录吗？"
      onConfirm={signOut}
      closeOnSuccess={false}
      trigger={
        <Button variant="ghost" size="sm" aria-label="退出登录" title="退出登录">
          <LogOut aria-hidden />
          <span className="hidden xl:inline">退出登录</span>
        </Button>
      }
    />
  );
}
