import { useCallback } from 'react';
import type { RefCallback } from 'react';

/** SPEC.md §4, §9: elements animate in once their top passes 90 % of the viewport height. */
export const SCROLL_ANIMATION_ROOT_MARGIN = '0px 0px -10% 0px';

/**
 * tw-animate-css entrance. `motion-safe:` keeps the class inert for people who asked for reduced
 * motion, so the same class can be added to them at once without anything moving.
 */
export const DEFAULT_SCROLL_ANIMATION_CLASS = 'motion-safe:animate-in motion-safe:fade-in motion-safe:slide-in-from-bottom-8 motion-safe:duration-700';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Adds `className` to an element the first time it scrolls into view, then stops watching it
 * (scrolling back up does not replay the entrance). Returns a ref callback; the same callback may
 * be given to many elements, each gets its own observer and cleanup.
 *
 * @example
 * const reveal = useScrollAnimation();
 * return cards.map((card) => <Card key={card.id} ref={reveal} {...card} />);
 */
export function useScrollAnimation<T extends Element = HTMLElement>(className: string = DEFAULT_SCROLL_ANIMATION_CLASS): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (element === null) return;
      const classes = className.split(/\s+/).filter(Boolean);
      // Without an observer (very old browsers) or with reduced motion, show the end state now.
      if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
        element.classList.add(...classes);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            entry.target.classList.add(...classes);
            observer.unobserve(entry.target);
          }
        },
        { rootMargin: SCROLL_ANIMATION_ROOT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [className],
  );
}
