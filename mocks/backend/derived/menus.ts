/**
 * The one menu table of the mock backend (`bmsSystemMenu`): every menu and button a position can be
 * granted, derived from the manifest, so "my menus", the 菜单 screen, the permission tree and the
 * grants all speak of the same ids. Three levels: one menu per endpoint group (招生推广), one per
 * resource below it (招生线索), and one button per permission key of the resource (招生线索 · 导出)
 * carrying that key. `public` and `self` keys need no grant and have no button.
 *
 * Ids are given in tree order (depth first, manifest order), so they are the same for the same specs;
 * the store drops data saved under other specs (MockStore version), so a grant never names a stale id.
 */
import { groups, loadGroup } from '@generated/manifest/index';
import type { GroupMeta } from '@generated/manifest/types';

export const MENU_KEY = 'bmsSystemMenu';

export interface MenuRow extends Record<string, unknown> {
  id: number;
  parentId: number;
  name: string;
  type: 1 | 2;
  path: string | undefined;
  icon: undefined;
  permission: string | undefined;
  sort: number;
  visible: boolean;
  status: 0 | 1;
  createTime: string;
}

const CREATED = '2024-03-01 09:00:00';
const NAME_MAX = 32;
const UNGRANTED = new Set(['public', 'self']);

/** The standard actions read the same on every resource; a named action is read from its summary. */
const STANDARD_LABELS: Record<string, string> = {
  list: '查看',
  save: '新增/编辑',
  remove: '删除',
  export: '导出',
  able: '启用/禁用',
  upload: '导入',
};

/** permission key → the summary of the first operation that carries it (a list before its detail). */
type Summaries = ReadonlyMap<string, string>;

function buttonLabel(resourceName: string, key: string, summaries: Summaries | undefined): string {
  const action = key.split(':').at(-1) ?? key;
  const standard = STANDARD_LABELS[action];
  if (standard) return standard;
  const summary = summaries?.get(key);
  if (!summary) return action;
  // 分配招生线索 under 招生线索 reads 分配, 未来班班级列表 under 未来班 reads 班级列表; a name inside the
  // summary stays (从钉钉同步组织数据 would lose its sense), as does 从公海领取.
  const short = summary.startsWith(resourceName) ? summary.slice(resourceName.length) : summary.endsWith(resourceName) ? summary.slice(0, -resourceName.length) : summary;
  return short.trim() || summary;
}

const screenPath = (basePath: string) => basePath.replace(/^\/api\//, '/admin/');

function buildTable(summaries: Summaries | undefined): MenuRow[] {
  const rows: MenuRow[] = [];
  const base = { icon: undefined, status: 1 as const, createTime: CREATED };
  let groupSort = 0;
  for (const group of groups) {
    const resources = group.resources.map((resource) => ({ resource, keys: resource.permissions.filter((key) => !UNGRANTED.has(key)) })).filter(({ keys }) => keys.length > 0);
    if (resources.length === 0) continue;
    const groupPath = screenPath(resources[0]!.resource.basePath).split('/').slice(0, 4).join('/');
    const groupId = rows.length + 1;
    groupSort += 1;
    rows.push({ ...base, id: groupId, parentId: 0, name: group.name, type: 1, path: groupPath, permission: undefined, sort: groupSort, visible: true });
    resources.forEach(({ resource, keys }, resourceIndex) => {
      const resourceId = rows.length + 1;
      rows.push({
        ...base,
        id: resourceId,
        parentId: groupId,
        name: resource.name,
        type: 1,
        path: screenPath(resource.basePath),
        permission: undefined,
        sort: resourceIndex + 1,
        visible: true,
      });
      keys.forEach((key, keyIndex) => {
        const name = `${resource.name} · ${buttonLabel(resource.name, key, summaries)}`.slice(0, NAME_MAX);
        rows.push({ ...base, id: rows.length + 1, parentId: resourceId, name, type: 2, path: undefined, permission: key, sort: keyIndex + 1, visible: false });
      });
    });
  }
  return rows;
}

function summariesOf(metas: GroupMeta[]): Summaries {
  const found = new Map<string, string>();
  const operations = metas.flatMap((g) => g.resources.flatMap((r) => r.operations));
  // A key's list or action names it better than the detail that shares the key.
  for (const operation of operations.toSorted((a, b) => Number(a.kind === 'detail') - Number(b.kind === 'detail'))) {
    if (!found.has(operation.permission)) found.set(operation.permission, operation.summary);
  }
  return found;
}

let loaded: MenuRow[] | undefined;
let loading: Promise<MenuRow[]> | undefined;
let skeleton: MenuRow[] | undefined;

/**
 * The menu table with every button named: named actions need their operations' summaries, which
 * live in the groups' manifests (loaded here once). Call before seeding or answering from it.
 */
export function loadMenuTable(): Promise<MenuRow[]> {
  loading ??= Promise.all(groups.map((g) => loadGroup[g.key]?.())).then(
    (metas) => (loaded = buildTable(summariesOf(metas.filter((m): m is GroupMeta => m !== undefined)))),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The menu table as far as it is known now: after loadMenuTable() the whole table; before, the same
 * ids and tree with named actions called by their action word (only a caller that skipped
 * loadMenuTable sees that: demo-data.ts's prepareRelations loads it before anything is seeded).
 */
export function menuTable(): readonly MenuRow[] {
  if (loaded) return loaded;
  skeleton ??= buildTable(undefined);
  return skeleton;
}
