import { elementScroll, useVirtualizer, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

type BoxOptions = Pick<VirtualizerOptions<HTMLElement, Element>, 'count' | 'getScrollElement' | 'estimateSize' | 'overscan'>;
type Rect = { width: number; height: number };

/**
 * The box's size from ResizeObserver alone. virtual-core's default reads `clientHeight` as the list
 * mounts, inside React's commit: on a cold load that is the page's whole first style and layout,
 * forced in the middle of the longest task (~110 of its ~640 ms at 4× CPU), and done again once
 * the commit's later writes dirty it. ResizeObserver reports after the browser's own layout, before
 * the paint, and reading the size there costs nothing.
 */
function observeBoxRect(instance: Virtualizer<HTMLElement, Element>, report: (rect: Rect) => void): (() => void) | undefined {
  const box = instance.scrollElement;
  if (!box) return undefined;
  const observer = new ResizeObserver(() => report({ width: box.clientWidth, height: box.clientHeight }));
  observer.observe(box);
  return () => observer.disconnect();
}

/** Boxes this list has scrolled: from then on the known offset may trail a write still in flight. */
const written = new WeakSet<Element>();

/**
 * virtual-core writes the box's scroll position as it mounts (0, where a new box already is), and a
 * scroll write forces a layout too. That first 0, on a box never written and not scrolled by the
 * user, changes nothing and is skipped; every other write goes through.
 */
const scrollBox: VirtualizerOptions<HTMLElement, Element>['scrollToFn'] = (offset, options, instance) => {
  const box = instance.scrollElement;
  if (!box) return;
  if (offset === 0 && !options.adjustments && !written.has(box) && (instance.scrollOffset ?? 0) === 0) return;
  written.add(box);
  elementScroll(offset, options, instance);
};

/**
 * `useVirtualizer` for a list that scrolls in its own box, without a forced layout on mount. Until
 * the box reports its size the list assumes the window's height: a few rows too many for a frame,
 * never a gap.
 */
export function useBoxVirtualizer(options: BoxOptions): Virtualizer<HTMLElement, Element> {
  return useVirtualizer({
    ...options,
    observeElementRect: observeBoxRect,
    scrollToFn: scrollBox,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
  });
}
