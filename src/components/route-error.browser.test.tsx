import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { ApiError } from '@/api/api-error';
import { ChunkLoadError } from '@/lib/chunk-timeout';
import type { NewVersionCheck } from '@/lib/new-version';
import { RouteError } from './route-error';

const missing = () => new ChunkLoadError('Loading page chunk failed: Failed to fetch dynamically imported module: /assets/page-old.js', { timedOut: false });
const answering = (result: NewVersionCheck) => vi.fn<() => Promise<NewVersionCheck>>().mockResolvedValue(result);

describe('RouteError', () => {
  it('explains a page chunk time-out in zh-CN and retries on request', async () => {
    const onRetry = vi.fn<() => void>();
    const newVersion = answering('reloading');
    render(<RouteError error={new ChunkLoadError('timed out', { timedOut: true })} onRetry={onRetry} newVersion={newVersion} />);
    await expect.element(page.getByRole('heading', { name: '页面加载超时' })).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    // A chunk that never arrived keeps its named error: no deploy is suspected.
    expect(newVersion).not.toHaveBeenCalled();
  });

  it('says 系统已更新, then reloads into a new deploy that removed the chunk', async () => {
    const newVersion = answering('reloading');
    let saidFirst = false;
    const reloadPage = vi.fn<() => void>(() => void (saidFirst = document.body.textContent?.includes('系统已更新，正在加载新版本…') ?? false));
    render(<RouteError error={missing()} onRetry={() => {}} newVersion={newVersion} reloadPage={reloadPage} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('系统已更新，正在加载新版本…');
    expect(newVersion).toHaveBeenCalledOnce();
    await expect.poll(() => reloadPage.mock.calls.length).toBe(1);
    // The words were on the page when the reload began: never a blank screen on the way.
    expect(saidFirst).toBe(true);
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('counts any module the browser could not fetch, not only page chunks (a group’s code, a lazy part of a page)', async () => {
    const newVersion = answering('reloading');
    render(
      <RouteError error={new TypeError('Failed to fetch dynamically imported module: /assets/bms-old.js')} onRetry={() => {}} newVersion={newVersion} reloadPage={() => {}} />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('系统已更新，正在加载新版本…');
  });

  it('offers 重新加载 instead of reloading again when the tab has just reloaded for a new version', async () => {
    const reloadPage = vi.fn<() => void>();
    render(<RouteError error={missing()} onRetry={() => {}} newVersion={answering('reloaded-recently')} reloadPage={reloadPage} />);
    await expect.element(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    await expect.element(page.getByText('系统已更新，但新版本的页面未能加载。请重新加载页面；如果问题持续，请联系管理员。')).toBeVisible();
    await page.getByRole('button', { name: '重新加载' }).click();
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('treats a chunk that failed while the server still serves this version as the network’s failure, with 重试', async () => {
    const onRetry = vi.fn<() => void>();
    render(<RouteError error={missing()} onRetry={onRetry} newVersion={answering('same-version')} />);
    await expect.element(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    await expect.element(page.getByText('网络异常，页面未能加载完成。请检查网络后重试。')).toBeVisible();
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
