import type { Admin } from '@generated/bms-system/client/model/admin';
import { useSyncExternalStore } from 'react';
import { ownedByIdentity } from '@/lib/identity';
import type { ScreenEntry } from './screens';
import { toStaffUser, type StaffUser } from './session';

/** SPEC.md §2 head-menu setting. */
export interface HeadMenu {
  show: boolean;
  transparent: boolean;
}

export interface MenuGroup {
  key: string;
  name: string;
  entries: ScreenEntry[];
}

/** One sidebar section: an area of ADMIN_AREAS, or the personal items every staff member has (`flat`). */
export interface MenuArea {
  key: string;
  name: string;
  /** Shown as top-level links, without a collapsible header. */
  flat: boolean;
  groups: MenuGroup[];
}

/** SPEC.md §2 menu object: what the sidebar and the breadcrumbs share. */
export interface MenuState {
  /** Key of the active area ('' on the dashboard). */
  index: string;
  /** Key of the active screen ('' when none). */
  subIndex: string;
  /** Area name for the breadcrumbs. */
  title: string;
  /** Screen name for the breadcrumbs. */
  subTitle: string;
  /** Keys of the expanded areas. */
  subOpen: string[];
  /** The menu this staff member may use (already filtered by permission). */
  list: MenuArea[];
}

export interface AdminState {
  headMenu: HeadMenu;
  /** Position of the active area and screen in `menu.list` (-1 when none). */
  navIndex: readonly [number, number];
  menu: MenuState;
  userInfo: StaffUser | null;
}

export interface ActiveMenu {
  index: string;
  subIndex: string;
  title: string;
  subTitle: string;
  navIndex: readonly [number, number];
}

const initialState = (): AdminState => ({
  headMenu: { show: true, transparent: false },
  navIndex: [-1, -1],
  menu: { index: '', subIndex: '', title: '', subTitle: '', subOpen: [], list: [] },
  userInfo: null,
});

/**
 * The back office's shared state (SPEC.md §2) as a tiny external store: components read slices with
 * `useAdminState`, and every change goes through a named action so the sidebar, breadcrumbs and header agree.
 */
export function createAdminStore(initial: Partial<AdminState> = {}) {
  let state: AdminState = { ...initialState(), ...initial };
  const listeners = new Set<() => void>();

  function set(next: AdminState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }
  const setMenu = (menu: Partial<MenuState>) => set({ ...state, menu: { ...state.menu, ...menu } });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** SPEC.md §4 "merge it into the store": fields of the same staff member are merged; another one replaces. */
    setUserInfo(answer: StaffUser | Admin | null) {
      // Only the checked fields of a staff record reach the store: an answer may carry anything else,
      // and a record that does not fit (never saved, see saveSession) must not replace a good one.
      const user = answer && toStaffUser(answer);
      if (answer && !user) return;
      const current = state.userInfo;
      set({ ...state, userInfo: user && current && current.id === user.id ? { ...current, ...user } : user });
    },
    setHeadMenu(headMenu: Partial<HeadMenu>) {
      set({ ...state, headMenu: { ...state.headMenu, ...headMenu } });
    },
    setMenuList(list: MenuArea[]) {
      if (list !== state.menu.list) setMenu({ list });
    },
    /** Marks where the user is; the active area opens so its item is visible. */
    setActive({ navIndex, ...active }: ActiveMenu) {
      const { menu } = state;
      const unchanged = menu.index === active.index && menu.subIndex === active.subIndex && menu.title === active.title && menu.subTitle === active.subTitle;
      const open = active.index && !menu.subOpen.includes(active.index) && active.index !== menu.index;
      if (unchanged && state.navIndex[0] === navIndex[0] && state.navIndex[1] === navIndex[1]) return;
      set({ ...state, navIndex, menu: { ...menu, ...active, subOpen: open ? [...menu.subOpen, active.index] : menu.subOpen } });
    },
    toggleSubMenu(key: string) {
      const { subOpen } = state.menu;
      setMenu({ subOpen: subOpen.includes(key) ? subOpen.filter((k) => k !== key) : [...subOpen, key] });
    },
    reset() {
      set(initialState());
    },
  };
}

export type AdminStore = ReturnType<typeof createAdminStore>;

export const adminStore = createAdminStore();
// The menu, its open sections and the user info are the signed-in staff member's.
ownedByIdentity('admin-store', () => adminStore.reset());

/** A slice of the shared state; the selector must return something stable (a field, not a new object). */
export function useAdminState<T>(selector: (state: AdminState) => T): T {
  const read = () => selector(adminStore.getState());
  // The same snapshot on a server render (tests render screens with react-dom/server).
  return useSyncExternalStore(adminStore.subscribe, read, read);
}
