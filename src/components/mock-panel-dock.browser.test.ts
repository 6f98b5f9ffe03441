import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DOCK, loadDock, saveDock } from './mock-panel-dock';

const key = () => Object.keys(localStorage).find((k) => k.endsWith('_mockPanelDock')) ?? '';

describe('mock panel dock storage', () => {
  afterEach(() => localStorage.clear());

  it('defaults to the bottom right, unfolded', () => {
    expect(loadDock()).toEqual(DEFAULT_DOCK);
  });

  it('remembers a saved dock', () => {
    saveDock({ side: 'left', folded: true });
    expect(loadDock()).toEqual({ side: 'left', folded: true });
  });

  it.each(['{not json', '"left"', '[]', 'null', '{"side":"top","folded":"yes"}'])('reads %s as the default', (raw) => {
    saveDock(DEFAULT_DOCK);
    localStorage.setItem(key(), raw);
    expect(loadDock()).toEqual(DEFAULT_DOCK);
  });
});
