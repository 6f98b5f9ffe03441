import type { ActiveMenu, MenuArea } from '../admin-store';
import { ADMIN_AREAS } from '../areas';
import { canOpen, isPersonal } from '../permissions';
import { screenEntries, type ScreenEntry } from '../screens';

/** The sidebar section of the screens every staff member has (their own to-dos). */
export const PERSONAL_AREA = { key: 'personal', name: '个人事务' } as const;
export const DASHBOARD_TITLE = '工作台';

/**
 * The menu a staff member may use: ADMIN_AREAS → their groups' screens (a landing page, then the
 * resources' list screens), keeping only those the position may open. Screens open to everyone form a
 * section of their own, so an area never shows up just because of them.
 */
export function buildMenu(can: (permission: string) => boolean, entries: readonly ScreenEntry[] = screenEntries): MenuArea[] {
  const allowed = entries.filter((entry) => canOpen(can, entry));
  const personal = allowed.filter((entry) => isPersonal(entry));
  const areas: MenuArea[] = ADMIN_AREAS.map((area) => ({
    key: area.key,
    name: area.name,
    flat: false,
    groups: area.groups.flatMap((groupKey) => {
      const inGroup = allowed.filter((entry) => entry.group.key === groupKey && !isPersonal(entry));
      const group = inGroup[0]?.group;
      return group ? [{ key: group.key, name: group.name, entries: inGroup }] : [];
    }),
  }));
  const sections = areas.filter((area) => area.groups.length > 0);
  return personal.length > 0 ? [{ ...PERSONAL_AREA, flat: true, groups: [{ key: PERSONAL_AREA.key, name: PERSONAL_AREA.name, entries: personal }] }, ...sections] : sections;
}

export function menuEntries(area: MenuArea): ScreenEntry[] {
  return area.groups.flatMap((group) => group.entries);
}

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Where a path sits in the menu. Pages below a screen (`…/admin/12`) count as the screen, so
 * the longest matching href wins.
 */
export function locate(list: readonly MenuArea[], pathname: string): ActiveMenu {
  const path = trim(pathname);
  let best: { areaIndex: number; entryIndex: number; entry: ScreenEntry } | undefined;
  list.forEach((area, areaIndex) => {
    menuEntries(area).forEach((entry, entryIndex) => {
      const matches = path === entry.href || path.startsWith(`${entry.href}/`);
      if (matches && (!best || entry.href.length > best.entry.href.length)) best = { areaIndex, entryIndex, entry };
    });
  });
  if (!best) {
    const onDashboard = path === '/admin';
    return { index: '', subIndex: '', title: onDashboard ? DASHBOARD_TITLE : '', subTitle: '', navIndex: [-1, -1] };
  }
  const area = list[best.areaIndex] as MenuArea;
  return {
    index: area.key,
    subIndex: best.entry.key,
    title: area.name,
    subTitle: best.entry.name,
    navIndex: [best.areaIndex, best.entryIndex],
  };
}
