import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { reauthenticate } from '@/api/session-expiry';
import { ApiError, SESSION_EXPIRED_CODE } from '@/api/api-error';
import * as toasts from '@/lib/toast';
import { REAUTH_LOAD_FAILED, ReauthHost } from './reauth-host';
import { reauth } from './shell/reauth';

/** Stands in for the sign-in dialog: shown while a re-login is pending, and it can finish it. */
function StubDialog() {
  const open = useSyncExternalStore(reauth.subscribe, reauth.isOpen);
  return open ? (
    <dialog open aria-label="登录已失效，请重新登录">
      <button type="button" onClick={() => reauth.finish(true)}>
        登录
      </button>
    </dialog>
  ) : null;
}

const expired = () => new ApiError('登录失效', { kind: 'business', code: SESSION_EXPIRED_CODE });

afterEach(() => vi.restoreAllMocks());

describe('ReauthHost', () => {
  it('answers an expired session with the sign-in dialog, loading its code then if it is not there yet', async () => {
    // Never idle here: only the expiry itself may fetch the dialog.
    const load = vi.fn<() => Promise<typeof StubDialog>>(() => Promise.resolve(StubDialog));
    await render(<ReauthHost load={load} />);
    const signedIn = reauthenticate(expired());
    await expect.element(page.getByRole('dialog', { name: '登录已失效，请重新登录' })).toBeVisible();
    expect(load).toHaveBeenCalled();
    await page.getByRole('button', { name: '登录' }).click();
    await expect(signedIn).resolves.toBe(true);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so in zh-CN and gives the waiting call up when the dialog cannot be fetched', async () => {
    const error = vi.spyOn(toasts.toast, 'error');
    const load = vi.fn<() => Promise<typeof StubDialog>>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await render(<ReauthHost load={load} />);
    await expect(reauthenticate(expired())).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(REAUTH_LOAD_FAILED);
    expect(reauth.isOpen()).toBe(false);
  });
});
