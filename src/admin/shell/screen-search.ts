import type { MenuArea } from '../admin-store';
import type { ScreenEntry } from '../screens';

/** A screen the command palette can find, with where it sits in the menu. */
export interface ScreenItem {
  entry: ScreenEntry;
  areaKey: string;
  areaName: string;
  groupName: string;
}

export function screenItems(list: readonly MenuArea[]): ScreenItem[] {
  return list.flatMap((area) => area.groups.flatMap((group) => group.entries.map((entry) => ({ entry, areaKey: area.key, areaName: area.name, groupName: group.name }))));
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '');

/**
 * How well a screen matches what was typed: its Chinese name first, then pinyin initials
 * (`gly` → 管理员), then full pinyin (`guanli`), then the area or group it sits in. 0 = no match.
 * The manifest's `pinyin` is "initials full", e.g. "gly guanliyuan".
 */
export function scoreScreen(item: ScreenItem, query: string): number {
  const q = normalise(query);
  if (!q) return 1;
  const name = item.entry.name.toLowerCase();
  const [initials = '', full = ''] = item.entry.pinyin.split(' ');
  const [groupInitials = '', groupFull = ''] = item.entry.group.pinyin.split(' ');
  if (name === q) return 100;
  if (name.startsWith(q)) return 90;
  if (initials === q) return 85;
  if (name.includes(q)) return 80;
  if (initials.startsWith(q)) return 70;
  if (full.startsWith(q)) return 65;
  if (initials.includes(q)) return 50;
  if (full.includes(q)) return 45;
  if (item.areaName.includes(q) || item.groupName.includes(q)) return 20;
  if (groupInitials.startsWith(q) || groupFull.startsWith(q)) return 10;
  return 0;
}

/** The screens matching a query, best first; ties keep the menu order. */
export function searchScreens(items: readonly ScreenItem[], query: string): ScreenItem[] {
  return items
    .map((item, order) => ({ item, order, score: scoreScreen(item, query) }))
    .filter((hit) => hit.score > 0)
    .toSorted((a, b) => b.score - a.score || a.order - b.order)
    .map((hit) => hit.item);
}
