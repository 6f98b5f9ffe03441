import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Toaster } from '@/components/ui/toaster';
import { request } from './request';

const worker = setupWorker();

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
});
afterEach(() => worker.resetHandlers());
afterAll(() => worker.stop());

const ok = () => HttpResponse.json({ code: 0, msg: 'ok', data: null });

describe('call layer in real Chromium', () => {
  it('sends credentials with every request (credentials: include)', async () => {
    const seen: RequestCredentials[] = [];
    worker.use(
      http.all('*/test-endpoint/credentials', ({ request: req }) => {
        seen.push(req.credentials);
        return ok();
      }),
    );
    await request({ url: '/test-endpoint/credentials', method: 'GET' });
    await request({ url: '/test-endpoint/credentials', method: 'POST', data: { a: 1 } });
    expect(seen).toEqual(['include', 'include']);
  });

  it('shows the full-screen overlay on a very light dark tint while a POST is pending, then closes it', async () => {
    const { promise: gate, resolve: release } = Promise.withResolvers<void>();
    worker.use(
      http.post('*/test-endpoint/slow', async () => {
        await gate;
        return ok();
      }),
    );
    render(<LoadingOverlay />);
    const call = request({ url: '/test-endpoint/slow', method: 'POST' });
    const overlay = page.getByTestId('loading-overlay');
    await expect.element(overlay).toBeVisible();
    await expect.element(overlay).toHaveAttribute('aria-busy', 'true');
    const box = overlay.element().getBoundingClientRect();
    expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
    const tint = getComputedStyle(overlay.element()).backgroundColor;
    release();
    await call;
    // A dark tint (black) at low opacity: visible but never hiding the page. Chromium may report
    // rgba(0, 0, 0, a), oklab(0 0 0 / a) or color(srgb 0 0 0 / a).
    const channels = (/\(([^)]*)\)/.exec(tint)?.[1] ?? '')
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    expect.soft(tint).toMatch(/\(0[ ,]+0[ ,]+0[ ,/]/);
    expect(channels.slice(0, 3)).toEqual([0, 0, 0]);
    expect(channels[3]).toBeGreaterThan(0);
    expect(channels[3]).toBeLessThanOrEqual(0.2);
    await expect.element(overlay).not.toBeInTheDocument();
  });

  it("shows the server's message as an error toast and closes the overlay after a failure", async () => {
    worker.use(http.post('*/test-endpoint/fail', () => HttpResponse.json({ code: 40001, msg: '手机号已存在' })));
    render(
      <>
        <LoadingOverlay />
        <Toaster />
      </>,
    );
    await expect(request({ url: '/test-endpoint/fail', method: 'POST' })).rejects.toThrow('手机号已存在');
    await expect.element(page.getByText('手机号已存在')).toBeVisible();
    await expect.element(page.getByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
