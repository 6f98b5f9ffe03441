import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useBoxVirtualizer } from './use-box-virtualizer';

const ROW = 20;

function List({ count }: { count: number }) {
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useBoxVirtualizer({ count, getScrollElement: () => box.current, estimateSize: () => ROW, overscan: 2 });
  return (
    <>
      <button type="button" onClick={() => virtualizer.scrollToIndex(count - 1)}>
        到底
      </button>
      <button
        type="button"
        onClick={() => {
          virtualizer.scrollToIndex(count - 1);
          virtualizer.scrollToIndex(0);
        }}
      >
        到底再回顶
      </button>
      <div ref={box} data-testid="box" style={{ height: 200, overflow: 'auto' }}>
        <ul aria-label="行" style={{ height: virtualizer.getTotalSize(), position: 'relative', margin: 0 }}>
          {virtualizer.getVirtualItems().map((item) => (
            <li key={item.key} style={{ position: 'absolute', top: item.start, height: ROW }}>
              第 {item.index} 行
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

const box = () => page.getByTestId('box').element() as HTMLElement;
const drawn = () => page.getByRole('listitem').elements().length;

afterEach(() => vi.restoreAllMocks());

describe('useBoxVirtualizer', () => {
  it('mounts without writing the scroll position (a write forces a layout) and draws only what is in view', async () => {
    const scrollTo = vi.spyOn(Element.prototype, 'scrollTo');
    await render(<List count={1000} />);
    await expect.element(page.getByText('第 0 行')).toBeVisible();
    expect(scrollTo).not.toHaveBeenCalled();
    // Once the box has reported its 200 px: 10 rows and the overscan, not a window's worth.
    await vi.waitFor(() => expect(drawn()).toBe(200 / ROW + 2));
  });

  it('scrolls to a row, and back to the top even when that is asked before the first scroll has landed', async () => {
    await render(<List count={1000} />);
    await userEvent.click(page.getByRole('button', { name: '到底再回顶' }));
    await vi.waitFor(() => expect(box().scrollTop).toBe(0));
    await expect.element(page.getByText('第 0 行')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '到底', exact: true }));
    await expect.element(page.getByText('第 999 行')).toBeVisible();
    expect(box().scrollTop).toBeGreaterThan(0);
  });
});
