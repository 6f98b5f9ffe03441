import { useEffect, type RefObject } from 'react';

/** Pixels of rounding a scroll position may be off by at the very end. */
const SLACK = 1;

/**
 * Keeps two facts of the table's scroll box on the box itself, for CSS, without rendering again:
 * - `data-pinned-shadow` while columns are hidden under the pinned 操作 column (there is more to
 *   scroll to the right), so that column casts an edge shadow only when something is under it;
 * - `--table-box`, the box's visible width, so a notice (failed, empty) centres in what the user
 *   sees rather than in a table wider than the screen.
 * Attributes, not state: a 1000-row table must not render again because it was scrolled.
 */
export function useScrollBox(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      box.toggleAttribute('data-pinned-shadow', box.scrollWidth - box.clientWidth - box.scrollLeft > SLACK);
      box.style.setProperty('--table-box', `${box.clientWidth}px`);
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box resizes with the window; the table inside it with its columns and rows.
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
