import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useFirstRendered, type RenderingRouter } from './use-first-rendered';

/** A router stand-in whose state and `onRendered` the test drives. */
function fakeRouter(status: string, resolved: boolean) {
  const listeners = new Set<() => void>();
  const router: RenderingRouter & { finish(): void } = {
    state: { status, resolvedLocation: resolved ? {} : undefined },
    subscribe(_event, listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    finish() {
      router.state = { status: 'idle', resolvedLocation: {} };
      for (const listener of listeners) listener();
    },
  };
  return router;
}

function Probe({ router, afterRender }: { router: RenderingRouter; afterRender?: () => void }) {
  const done = useFirstRendered(router);
  afterRender?.();
  return <p>{done ? '已渲染' : '未渲染'}</p>;
}

describe('useFirstRendered', () => {
  it('is true at once when the page is already on screen', async () => {
    const screen = await render(<Probe router={fakeRouter('idle', true)} />);
    await expect.element(screen.getByText('已渲染')).toBeInTheDocument();
  });

  it('turns true when the router renders its first page later', async () => {
    const router = fakeRouter('pending', false);
    const screen = await render(<Probe router={router} />);
    await expect.element(screen.getByText('未渲染')).toBeInTheDocument();
    router.finish();
    await expect.element(screen.getByText('已渲染')).toBeInTheDocument();
  });

  it('turns true when the router finished between the first render and the effect (its onRendered came before anyone listened)', async () => {
    const router = fakeRouter('pending', false);
    let renders = 0;
    // The router finishes silently once the hook has read its state, before the effect listens.
    const finishUnheard = () => {
      renders += 1;
      if (renders === 1) router.state = { status: 'idle', resolvedLocation: {} };
    };
    const screen = await render(<Probe router={router} afterRender={finishUnheard} />);
    await expect.element(screen.getByText('已渲染')).toBeInTheDocument();
  });
});
