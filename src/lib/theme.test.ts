import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentThemeChoice, isDark, isThemedPath, loadThemeChoice, saveThemeChoice } from './theme';

describe('the theme choice', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system until one is chosen, and 跟随系统 leaves nothing stored', () => {
    expect(loadThemeChoice()).toBe('system');
    saveThemeChoice('dark');
    expect(loadThemeChoice()).toBe('dark');
    expect([...stored.values()]).toEqual(['dark']);
    saveThemeChoice('system');
    expect(stored.size).toBe(0);
    expect(currentThemeChoice()).toBe('system');
  });

  it('reads anything else as 跟随系统 (an old value, blocked storage)', () => {
    stored.set('eduweb_theme', 'sepia');
    expect(loadThemeChoice()).toBe('system');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    expect(loadThemeChoice()).toBe('system');
  });

  it('is dark when chosen, or when following a dark system', () => {
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
  });

  it('applies to the back office only: the public site keeps its light design', () => {
    expect(isThemedPath('/admin')).toBe(true);
    expect(isThemedPath('/admin/login')).toBe(true);
    expect(isThemedPath('/admin/ums/promote/admissionsClue/1200')).toBe(true);
    expect(isThemedPath('/home')).toBe(false);
    expect(isThemedPath('/administration')).toBe(false);
  });
});
