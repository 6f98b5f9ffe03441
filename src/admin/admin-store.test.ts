import { describe, expect, it, vi } from 'vitest';
import { createAdminStore } from './admin-store';

describe('the admin store before any navigation', () => {
  it('has no active area or resource: both positions are -1', () => {
    const store = createAdminStore();
    expect(store.getState().navIndex).toEqual([-1, -1]);
    store.setActive({ index: 'system', subIndex: 'bmsSystemAdmin', title: '系统管理', subTitle: '管理员', navIndex: [2, 0] });
    store.reset();
    expect(store.getState().navIndex).toEqual([-1, -1]);
  });

  it('does not notify when the dashboard is marked active again: nothing is active either way', () => {
    const store = createAdminStore();
    const listener = vi.fn<() => void>();
    store.subscribe(listener);
    store.setActive({ index: '', subIndex: '', title: '', subTitle: '', navIndex: [-1, -1] });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('subscribing to the admin store', () => {
  it('notifies a subscriber of every change until it unsubscribes', () => {
    const store = createAdminStore();
    const listener = vi.fn<() => void>();
    const unsubscribe = store.subscribe(listener);
    store.setHeadMenu({ transparent: true });
    store.toggleSubMenu('system');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.toggleSubMenu('system');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().menu.subOpen).toEqual([]);
  });
});
