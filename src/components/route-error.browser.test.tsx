import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { ApiError } from '@/api/api-error';
import { ChunkLoadError } from '@/lib/chunk-timeout';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it('explains a page chunk time-out in zh-CN and retries on request', async () => {
    const onRetry = vi.fn<() => void>();
    render(<RouteError error={new ChunkLoadError('timed out', { timedOut: true })} onRetry={onRetry} />);
    await expect.element(page.getByRole('heading', { name: '页面加载超时' })).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a general message for other errors', async () => {
    render(<RouteError error={new Error('boom')} onRetry={() => {}} />);
    await expect.element(page.getByRole('heading', { name: '页面出错了' })).toBeVisible();
    await expect.element(page.getByText('boom')).not.toBeInTheDocument();
  });

  it("shows a failed call's own message, such as the server's refusal", async () => {
    render(<RouteError error={new ApiError('资讯不存在或已下线', { kind: 'business', code: 500 })} onRetry={() => {}} />);
    await expect.element(page.getByRole('heading', { name: '内容加载失败' })).toBeVisible();
    await expect.element(page.getByText('资讯不存在或已下线')).toBeVisible();
  });
});
