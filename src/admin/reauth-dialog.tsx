import { useQueryClient } from '@tanstack/react-query';
import md5 from 'md5';
import { useSyncExternalStore } from 'react';
import { bmsSystemAdminSignIn } from '@generated/bms-system/client/bms-system';
import { SignInForm, type SignInValues } from '@/components/sign-in-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { adminStore, useAdminState } from './admin-store';
import { forgetPermissions } from './permissions';
import { saveSession } from './session';
import { reauth } from './shell/reauth';

/**
 * SPEC.md §8 code 100000004, read as "session expired": a sign-in dialog over the current screen.
 * Nothing navigates, so whatever the user typed stays; the call layer retries the failed call once
 * the dialog resolves true, and rejects it (without a toast) when the user cancels. Loaded and
 * shown by ReauthHost, which registers the re-authenticator with the call layer.
 */
export function ReauthDialog() {
  const open = useSyncExternalStore(reauth.subscribe, reauth.isOpen, reauth.isOpen);
  const account = useAdminState((state) => state.userInfo?.account ?? '');
  const queryClient = useQueryClient();

  async function signIn({ account: typed, password }: SignInValues) {
    const result = await bmsSystemAdminSignIn({ account: typed.trim(), password: md5(password) });
    if (!result.data) throw new Error('登录结果缺少用户信息');
    saveSession(result.data);
    adminStore.setUserInfo(result.data);
    // The position may have changed while the session was gone.
    forgetPermissions(queryClient);
    reauth.finish(true);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && reauth.finish(false)}>
      <DialogContent
        className="sm:max-w-sm"
        // A stray click beside the form must not cancel the retry of what the user was doing.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>登录已失效，请重新登录</DialogTitle>
          <DialogDescription>重新登录后将继续刚才的操作，当前页面填写的内容不会丢失。</DialogDescription>
        </DialogHeader>
        <SignInForm onSubmit={signIn} defaultAccount={account} />
      </DialogContent>
    </Dialog>
  );
}
