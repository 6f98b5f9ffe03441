import { describe, expect, it } from 'vitest';
import { buildMenuTree, checkedLeaves, countChecked, filterTree, savedIds, stateOf, toggle, treeLines, type MenuLike, type MenuNode, type MenuTree } from './menu-tree';

const MENUS: MenuLike[] = [
  { id: 1, parentId: 0, name: '招生推广', type: 1, sort: 1 },
  { id: 2, parentId: 1, name: '招生线索', type: 1, sort: 1 },
  { id: 3, parentId: 2, name: '招生线索 · 查看', type: 2, permission: 'promote:admissionsClue:list', sort: 1 },
  { id: 4, parentId: 2, name: '招生线索 · 导出', type: 2, permission: 'promote:admissionsClue:export', sort: 2 },
  { id: 5, parentId: 1, name: '预约到访', type: 1, sort: 2 },
  { id: 6, parentId: 5, name: '预约到访 · 查看', type: 2, permission: 'promote:appointment:list', sort: 1 },
  { id: 7, parentId: 0, name: '系统管理', type: 1, sort: 2 },
  // A menu without buttons holds its own state; one whose parent is gone is shown at the top.
  { id: 8, parentId: 7, name: '操作日志', type: 1, sort: 1 },
  { id: 9, parentId: 99, name: '孤立菜单', type: 1, sort: 3 },
];
const tree = buildMenuTree(MENUS);
/** A map entry of a hand-made tree (buildMenuTree never lists a menu twice). */
const node = (id: number, children: number[]): [number, MenuNode] => [id, { id, parentId: 0, name: String(id), type: 1, children }];
const state = (checked: Set<number>, id: number) => stateOf(countChecked(tree, checked).get(id));

describe('the permission tree model', () => {
  it('builds the tree by parentId and sort; its leaves are buttons and menus without buttons', () => {
    expect(tree.roots).toEqual([1, 7, 9]);
    expect(tree.nodes.get(1)?.children).toEqual([2, 5]);
    expect(tree.leaves).toEqual([3, 4, 6, 8, 9]);
  });

  it('orders siblings of the same sort, or without one, by id, whatever order the answer lists them in', () => {
    const unsorted = buildMenuTree([
      { id: 12, parentId: 0, name: '财务管理', type: 1 },
      { id: 11, parentId: 0, name: '教务管理', type: 1 },
      { id: 22, parentId: 11, name: '课程', type: 1, sort: 1 },
      { id: 21, parentId: 11, name: '班级', type: 1, sort: 1 },
    ]);
    expect(unsorted.roots).toEqual([11, 12]);
    expect(unsorted.nodes.get(11)?.children).toEqual([21, 22]);
  });

  it('orders siblings by their sort, not by id nor by the order the answer lists them in', () => {
    const sorted = buildMenuTree([
      { id: 1, parentId: 0, name: '系统管理', type: 1, sort: 3 },
      { id: 2, parentId: 0, name: '招生推广', type: 1, sort: 1 },
      { id: 3, parentId: 0, name: '教务管理', type: 1, sort: 2 },
      { id: 4, parentId: 0, name: '首页', type: 1 },
    ]);
    // A menu without a sort counts as sort 0, so it comes first.
    expect(sorted.roots).toEqual([4, 2, 3, 1]);
  });

  // A menu listed as its own parent would otherwise hang below itself and vanish from the tree.
  it('shows a menu that is its own parent at the top, with its children below it', () => {
    const selfParented = buildMenuTree([
      { id: 5, parentId: 5, name: '系统管理', type: 1, sort: 1 },
      { id: 6, parentId: 5, name: '操作日志', type: 1, sort: 1 },
    ]);
    expect(selfParented.roots).toEqual([5]);
    expect(selfParented.nodes.get(5)?.children).toEqual([6]);
    expect(selfParented.leaves).toEqual([6]);
  });

  it('counts a menu listed under two menus for each of them', () => {
    // The counting guards against loops by the path walked, not by every node seen: a shared
    // subtree counts wherever it is listed.
    const shared: MenuTree = { nodes: new Map([node(1, [2, 3]), node(2, [4]), node(3, [2]), node(4, [])]), roots: [1], leaves: [4] };
    const counts = countChecked(shared, new Set([4]));
    expect(counts.get(3)).toEqual({ checked: 1, total: 1 });
    expect(stateOf(counts.get(3))).toBe('checked');
    expect(counts.get(1)).toEqual({ checked: 2, total: 2 });
  });

  it('a menu is checked when all its leaves are, indeterminate when some are', () => {
    const checked = checkedLeaves(tree, [1, 2, 3, 5, 6]);
    expect(checked).toEqual(new Set([3, 6]));
    expect(state(checked, 2)).toBe('indeterminate');
    expect(state(checked, 5)).toBe('checked');
    expect(state(checked, 1)).toBe('indeterminate');
    expect(state(checked, 7)).toBe('unchecked');
  });

  it('a click checks every leaf below, or clears them when all were checked', () => {
    const some = new Set([3]);
    const all = toggle(tree, some, 1);
    expect(all).toEqual(new Set([3, 4, 6]));
    expect(toggle(tree, all, 1)).toEqual(new Set());
    expect(toggle(tree, some, 3)).toEqual(new Set());
  });

  it('a save sends every checked leaf with all its ancestors', () => {
    expect(savedIds(tree, new Set([4]))).toEqual([1, 2, 4]);
    expect(savedIds(tree, new Set([4, 6, 8]))).toEqual([1, 2, 4, 5, 6, 7, 8]);
  });

  it('a search shows the matches, the menus above them (opened) and what is below a matching menu', () => {
    const byName = filterTree(tree, '导出');
    expect(byName.visible).toEqual(new Set([1, 2, 4]));
    expect(byName.opened).toEqual(new Set([1, 2]));
    expect(filterTree(tree, '预约到访').visible).toEqual(new Set([1, 5, 6]));
    expect(filterTree(tree, 'ADMISSIONSCLUE:list').visible).toEqual(new Set([1, 2, 3]));
    expect(filterTree(tree, '不存在').matches).toBe(0);
  });

  it('draws the lines of open menus only, each with its level and place among its siblings', () => {
    expect(treeLines(tree, () => false).map((l) => [l.id, l.level, l.position, l.siblings, l.expandable])).toEqual([
      [1, 1, 1, 3, true],
      [7, 1, 2, 3, true],
      [9, 1, 3, 3, false],
    ]);
    const open = new Set([1, 2]);
    expect(treeLines(tree, (id) => open.has(id)).map((l) => [l.id, l.level])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 3],
      [5, 2],
      [7, 1],
      [9, 1],
    ]);
    const search = filterTree(tree, '导出');
    expect(treeLines(tree, (id) => search.opened.has(id), search.visible).map((l) => [l.id, l.siblings])).toEqual([
      [1, 1],
      [2, 1],
      [4, 1],
    ]);
  });
});
