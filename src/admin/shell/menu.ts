import type { ActiveMenu, MenuArea } from '../admin-store';
import { ADMIN_AREAS } from '../areas';
import { canList, isPersonal } from '../permissions';
import { resourceEntries, type ResourceEntry } from '../resources';

/** The sidebar section of the screens every staff member has (their own to-dos). */
export const PERSONAL_AREA = { key: 'personal', name: '个人事务' } as const;
export const DASHBOARD_TITLE = '工作台';

/**
 * The menu a staff member may use: ADMIN_AREAS → their groups' list screens, keeping only those
 * whose list the position grants. Screens open to everyone form a section of their own, so an
 * area never shows up just because of them.
 */
export function buildMenu(can: (permission: string) => boolean, entries: readonly ResourceEntry[] = resourceEntries): MenuArea[] {
  const allowed = entries.filter((entry) => canList(can, entry.resource));
  const personal = allowed.filter((entry) => isPersonal(entry.resource));
  const areas: MenuArea[] = ADMIN_AREAS.map((area) => ({
    key: area.key,
    name: area.name,
    flat: false,
    groups: area.groups.flatMap((groupKey) => {
      const inGroup = allowed.filter((entry) => entry.group.key === groupKey && !isPersonal(entry.resource));
      const group = inGroup[0]?.group;
      return group ? [{ key: group.key, name: group.name, entries: inGroup }] : [];
    }),
  }));
  const sections = areas.filter((area) => area.groups.length > 0);
  return personal.length > 0 ? [{ ...PERSONAL_AREA, flat: true, groups: [{ key: PERSONAL_AREA.key, name: PERSONAL_AREA.name, entries: personal }] }, ...sections] : sections;
}

export function menuEntries(area: MenuArea): ResourceEntry[] {
  return area.groups.flatMap((group) => group.entries);
}

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Where a path sits in the menu. Screens below a resource (`…/admin/12`) count as the resource,
 * so the longest matching href wins.
 */
export function locate(list: readonly MenuArea[], pathname: string): ActiveMenu {
  const path = trim(pathname);
  let best: { areaIndex: number; entryIndex: number; entry: ResourceEntry } | undefined;
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
    subIndex: best.entry.resource.key,
    title: area.name,
    subTitle: best.entry.resource.name,
    navIndex: [best.areaIndex, best.entryIndex],
  };
}
