import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiError } from '@/api/api-error';
import { ChunkLoadError } from '@/lib/chunk-timeout';
import { SignInForm } from './sign-in-form';

const account = () => page.getByRole('textbox', { name: '账号' });
const password = () => page.getByLabelText(/^密码/);
const submit = () => page.getByRole('button', { name: '登录', exact: true });

async function fillAndSubmit() {
  await userEvent.fill(account(), ' 13900000000 ');
  await userEvent.fill(password(), 'secret');
  await userEvent.click(submit());
}

describe('SignInForm', () => {
  it('submits the trimmed account and the password as typed', async () => {
    const onSubmit = vi.fn<(values: { account: string; password: string }) => Promise<unknown>>().mockResolvedValue(undefined);
    await render(<SignInForm onSubmit={onSubmit} />);
    await fillAndSubmit();
    await expect.poll(() => onSubmit.mock.calls[0]?.[0]).toEqual({ account: '13900000000', password: 'secret' });
  });

  it('says when the sign-in code cannot load, and keeps what was typed', async () => {
    const onSubmit = vi.fn<() => Promise<unknown>>().mockRejectedValue(new ChunkLoadError('Loading page chunk failed', { timedOut: false }));
    await render(<SignInForm onSubmit={onSubmit} />);
    await fillAndSubmit();
    await expect.element(page.getByRole('alert')).toHaveTextContent('登录失败：网络异常，请检查网络后重试');
    await expect.element(account()).toHaveValue(' 13900000000 ');
    await expect.element(password()).toHaveValue('secret');
    await expect.element(submit()).toBeEnabled();
  });

  it('leaves an ApiError to the call layer (its toast), without a second message', async () => {
    const onSubmit = vi.fn<() => Promise<unknown>>().mockRejectedValue(new ApiError('密码错误', { kind: 'business', code: 1 }));
    await render(<SignInForm onSubmit={onSubmit} />);
    await fillAndSubmit();
    await expect.element(submit()).toBeEnabled();
    expect(page.getByRole('alert').query()).toBeNull();
    await expect.element(password()).toHaveValue('secret');
  });

  it('preloads the sign-in code once the page is idle', async () => {
    const preload = vi.fn<() => Promise<unknown>>().mockResolvedValue(undefined);
    await render(<SignInForm onSubmit={() => Promise.resolve()} preload={preload} />);
    await expect.poll(() => preload.mock.calls.length, { timeout: 5000 }).toBe(1);
  });
});
