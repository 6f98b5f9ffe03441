import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { setReauthenticator } from '@/api/session-expiry';
import { whenIdle } from '@/lib/idle';
import { toast } from '@/lib/toast';
import { reauth } from './shell/reauth';

/** Said when the sign-in dialog's code cannot be fetched as the session expires (offline, a new deploy). */
export const REAUTH_LOAD_FAILED = '登录已失效，但重新登录窗口加载失败：请检查网络后刷新页面';

const loadReauthDialog = (): Promise<ComponentType> => import('./reauth-dialog').then((m) => m.ReauthDialog);

/**
 * Keeps the back office alive on session expiry (SPEC.md §8, 100000004): registers the call layer's
 * re-authenticator at once and shows the re-login dialog when it is asked for. The dialog's code (the
 * sign-in form, md5, the system group's client) is not part of a screen's first load: it is fetched
 * when the page is idle, or when the dialog is first needed. If it cannot be fetched then, the waiting
 * calls are given up (as if the dialog were cancelled) and the staff member is told why.
 */
export function ReauthHost({ load = loadReauthDialog }: { load?: () => Promise<ComponentType> }) {
  const open = useSyncExternalStore(reauth.subscribe, reauth.isOpen, reauth.isOpen);
  const [Dialog, setDialog] = useState<{ Component: ComponentType }>();

  useEffect(() => {
    reauth.resume();
    const unregister = setReauthenticator(() => reauth.request());
    return () => {
      unregister();
      reauth.finish(false);
    };
  }, []);

  // A failed prefetch is not anyone's problem yet: the moment it is needed asks again.
  useEffect(
    () =>
      whenIdle(
        () =>
          void load().then(
            (Component) => setDialog({ Component }),
            () => undefined,
          ),
      ),
    [load],
  );

  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    load().then(
      (Component) => live && setDialog({ Component }),
      () => {
        if (!live) return;
        toast.error(REAUTH_LOAD_FAILED);
        reauth.finish(false);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Dialog, load]);

  return Dialog ? <Dialog.Component /> : null;
}
