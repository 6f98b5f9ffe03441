import { useQueryClient } from '@tanstack/react-query';
import md5 from 'md5';
import { useSyncExternalStore } from 'react';
import { bmsSystemAdminSignIn } from '@generated/bms-system/client/bms-system';
import { SignInForm, type SignInValues } from '@/components/sign-in-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { carryNotice } from '@/lib/identity';
import { adminStore, useAdminState } from './admin-store';
import { forgetPermissions } from './permissions';
import { saveSession } from './session';
import { reauth } from './shell/reauth';
import { endSession, enterSession, signInHref } from './staff-identity';

/** 以其他账号登录: the old session ends here (its pending calls dropped, its caches forgotten). */
function signInAsSomeoneElse() {
  reauth.finish(false);
  endSession();
  location.assign(signInHref());
}

/**
 * SPEC.md §8 code 100000004, read as "session expired": a sign-in dialog over the current screen.
 * Nothing navigates, so whatever the user typed stays; the call layer retries the failed call once
 * the dialog resolves true, and rejects it (without a toast) when the user cancels.
 *
 * It continues one person's session only: the account is fixed, and what was pending is retried only
 * when the same staff member signed in. Anyone else starts afresh: 以其他账号登录 ends the old session
 * (its pending calls are dropped, its caches forgotten) and opens the sign-in page; an answer naming
 * another id (a backend that maps accounts differently) does the same after signing that person in.
 */
export function ReauthDialog() {
  const open = useSyncExternalStore(reauth.subscribe, reauth.isOpen, reauth.isOpen);
  const current = useAdminState((state) => state.userInfo);
  const queryClient = useQueryClient();
  const account = current?.account ?? '';

  async function signIn({ account: typed, password }: SignInValues) {
    const result = await bmsSystemAdminSignIn({ account: typed.trim(), password: md5(password) });
    if (!result.data) throw new Error('登录结果缺少用户信息');
    const user = saveSession(result.data);
    if (current && user.id !== current.id) {
      reauth.finish(false);
      enterSession(user);
      carryNotice(`已切换为「${user.name}」，之前账号未提交的操作已放弃`);
      location.assign('/admin');
      return;
    }
    adminStore.setUserInfo(user);
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
        <SignInForm onSubmit={signIn} defaultAccount={account} accountLocked={account !== ''} />
        <Button type="button" variant="link" className="justify-self-center" onClick={signInAsSomeoneElse}>
          以其他账号登录
        </Button>
      </DialogContent>
    </Dialog>
  );
}
