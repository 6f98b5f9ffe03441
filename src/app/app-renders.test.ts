import { describe, expect, it, vi } from 'vitest';
import type { MockControl } from '@/lib/mock-control';
import { appRenders } from './app-renders';

const control = { scenario: () => ({ kind: 'off' }) } as unknown as MockControl;

describe('appRenders', () => {
  it('controls that arrive before the first render wait for it, and that render has them', () => {
    const draw = vi.fn<(mockControl: MockControl | undefined) => void>();
    const renders = appRenders(draw);
    renders.provideMockControl(control);
    expect(draw).not.toHaveBeenCalled();
    renders.render();
    expect(draw.mock.calls).toEqual([[control]]);
  });

  it('controls that arrive after the first render render the app again with them, and later renders keep them', () => {
    const draw = vi.fn<(mockControl: MockControl | undefined) => void>();
    const renders = appRenders(draw);
    renders.render();
    renders.provideMockControl(control);
    renders.render();
    expect(draw.mock.calls).toEqual([[undefined], [control], [control]]);
  });
});
