import { useEffect, type RefObject } from 'react';

/** Pixels of rounding a scroll position may be off by at the very end. */
const SLACK = 1;

/**
 * Marks the table's scroll box with `data-pinned-shadow` while columns are hidden under the pinned
 * 操作 column (there is more to scroll to the right), so that column casts an edge shadow only when
 * something is under it. An attribute, not state: a 1000-row table must not render again because it
 * was scrolled. (The box's width, for a centred notice, is CSS's: the box is a size container. A
 * custom property written here restyled every cell of the table on each write.)
 */
export function useScrollBox(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      box.toggleAttribute('data-pinned-shadow', box.scrollWidth - box.clientWidth - box.scrollLeft > SLACK);
    };
    box.addEventListener('scroll', update, { passive: true });
    // The box resizes with the window; the table inside it with its columns and rows. The observer's
    // first report (after the browser's own layout, before the paint) sets the mark: reading the sizes
    // here at once would force the page's first layout in the middle of a cold load.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
}
