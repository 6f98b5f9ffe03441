import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DEFAULT_SCROLL_ANIMATION_CLASS, useScrollAnimation } from './use-scroll-animation';

function Cards({ className }: { className?: string }) {
  const reveal = useScrollAnimation<HTMLDivElement>(className);
  return (
    <div>
      <div style={{ height: '150vh' }} />
      <div ref={reveal} data-testid="first" style={{ height: 100 }}>
        一
      </div>
      <div style={{ height: '100vh' }} />
      <div ref={reveal} data-testid="second" style={{ height: 100 }}>
        二
      </div>
      <div style={{ height: '150vh' }} />
    </div>
  );
}

const card = (name: 'first' | 'second') => page.getByTestId(name).element() as HTMLElement;

/** Scrolls so the card's top edge sits at `fraction` of the viewport height. */
function placeTopAt(name: 'first' | 'second', fraction: number) {
  const top = card(name).getBoundingClientRect().top + window.scrollY;
  window.scrollTo(0, top - fraction * window.innerHeight);
}

/**
 * Observer callbacks arrive after a rendering step: after a few frames and an idle period every
 * pending one has been delivered, so "not yet" can be asserted.
 */
async function settle() {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
}

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
});

describe('useScrollAnimation', () => {
  it('adds the class only once the element passes 90 % of the viewport height', async () => {
    await render(<Cards className="revealed" />);
    await settle();
    expect(card('first').classList.contains('revealed')).toBe(false);

    placeTopAt('first', 0.95);
    await settle();
    expect(card('first').classList.contains('revealed')).toBe(false);

    placeTopAt('first', 0.85);
    await expect.poll(() => card('first').classList.contains('revealed')).toBe(true);
    expect(card('second').classList.contains('revealed')).toBe(false);
  });

  it('animates once: leaving and re-entering the viewport does not add it again', async () => {
    await render(<Cards className="revealed" />);
    placeTopAt('first', 0.5);
    await expect.poll(() => card('first').classList.contains('revealed')).toBe(true);

    card('first').classList.remove('revealed');
    window.scrollTo(0, 0);
    await settle();
    placeTopAt('first', 0.5);
    await settle();
    expect(card('first').classList.contains('revealed')).toBe(false);
  });

  it('adds every token of the default tw-animate-css class, kept inert by motion-safe', async () => {
    await render(<Cards />);
    placeTopAt('second', 0.5);
    await expect.poll(() => card('second').className).toBe(DEFAULT_SCROLL_ANIMATION_CLASS);
    expect(DEFAULT_SCROLL_ANIMATION_CLASS.split(' ').every((token) => token.startsWith('motion-safe:'))).toBe(true);
  });

  it('adds the class at once, without waiting to scroll, when reduced motion is preferred', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(prefers-reduced-motion: reduce)' ? ({ ...matchMedia(query), matches: true } as MediaQueryList) : matchMedia(query),
    );
    await render(<Cards className="revealed" />);
    expect(card('first').classList.contains('revealed')).toBe(true);
    expect(card('second').classList.contains('revealed')).toBe(true);
  });
});
