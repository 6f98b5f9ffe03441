/**
 * The permission tree's model, without React: the menu tree (menu/tree answers it flat, linked by
 * parentId), what is checked, and what a save sends. Only leaves hold state (a button, or a menu
 * without buttons); a menu is checked when all its leaves are, indeterminate when some are. So a
 * menu can never read checked while a button below it is not, and the saved set is always whole:
 * every checked leaf with all its ancestors, as the backend stores it (勾选按钮时其上级菜单自动授权).
 */
export interface MenuLike {
  id: number;
  parentId: number;
  name: string;
  type: number;
  permission?: string;
  sort?: number;
  status?: number;
}

export interface MenuNode extends MenuLike {
  children: number[];
}

export interface MenuTree {
  nodes: ReadonlyMap<number, MenuNode>;
  roots: number[];
  /** Every leaf of the tree, in tree order. */
  leaves: number[];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

export function buildMenuTree(menus: readonly MenuLike[]): MenuTree {
  const nodes = new Map<number, MenuNode>(menus.map((m) => [m.id, { ...m, children: [] }]));
  const roots: number[] = [];
  const bySort = (a: number, b: number) => (nodes.get(a)?.sort ?? 0) - (nodes.get(b)?.sort ?? 0) || a - b;
  for (const node of nodes.values()) {
    const parent = node.parentId === node.id ? undefined : nodes.get(node.parentId);
    // A menu whose parent is gone is shown at the top rather than lost.
    (parent ? parent.children : roots).push(node.id);
  }
  for (const node of nodes.values()) node.children.sort(bySort);
  roots.sort(bySort);
  const leaves: number[] = [];
  walk({ nodes }, roots, (node) => void (node.children.length === 0 && leaves.push(node.id)));
  return { nodes, roots, leaves };
}

/** Depth first over `ids` and everything below them, each node once (a malformed tree cannot loop). */
export function walk(tree: Pick<MenuTree, 'nodes'>, ids: readonly number[], visit: (node: MenuNode) => void, seen = new Set<number>()): void {
  for (const id of ids) {
    const node = tree.nodes.get(id);
    if (!node || seen.has(id)) continue;
    seen.add(id);
    visit(node);
    walk(tree, node.children, visit, seen);
  }
}

/** The leaves at or below a node. */
export function leavesOf(tree: MenuTree, id: number): number[] {
  const out: number[] = [];
  walk(tree, [id], (node) => void (node.children.length === 0 && out.push(node.id)));
  return out;
}

/** How many leaves are checked at or below each node, and how many there are. */
export function countChecked(tree: MenuTree, checked: ReadonlySet<number>): Map<number, { checked: number; total: number }> {
  const counts = new Map<number, { checked: number; total: number }>();
  const count = (id: number, path: Set<number>): { checked: number; total: number } => {
    const known = counts.get(id);
    if (known) return known;
    const node = tree.nodes.get(id);
    const result = { checked: 0, total: 0 };
    if (node && node.children.length === 0) {
      result.total = 1;
      result.checked = checked.has(id) ? 1 : 0;
    } else if (node) {
      path.add(id);
      for (const child of node.children) {
        if (path.has(child)) continue;
        const sub = count(child, path);
        result.checked += sub.checked;
        result.total += sub.total;
      }
      path.delete(id);
    }
    counts.set(id, result);
    return result;
  };
  for (const root of tree.roots) count(root, new Set());
  return counts;
}

export function stateOf(count: { checked: number; total: number } | undefined): CheckState {
  if (!count || count.checked === 0) return 'unchecked';
  return count.checked === count.total ? 'checked' : 'indeterminate';
}

/** Checks every leaf below a node, or clears them when all already are (a checkbox's click). */
export function toggle(tree: MenuTree, checked: ReadonlySet<number>, id: number): Set<number> {
  const leaves = leavesOf(tree, id);
  const next = new Set(checked);
  const all = leaves.every((leaf) => checked.has(leaf));
  for (const leaf of leaves) {
    if (all) next.delete(leaf);
    else next.add(leaf);
  }
  return next;
}

/** The leaves among a position's granted ids (its menus follow from them). */
export function checkedLeaves(tree: MenuTree, granted: Iterable<number>): Set<number> {
  const leaves = new Set(tree.leaves);
  return new Set([...granted].filter((id) => leaves.has(id)));
}

/** What a save sends: every checked leaf and every menu above one, ascending. */
export function savedIds(tree: MenuTree, checked: ReadonlySet<number>): number[] {
  const ids = new Set<number>();
  for (const leaf of checked) {
    let node = tree.nodes.get(leaf);
    while (node && !ids.has(node.id)) {
      ids.add(node.id);
      node = tree.nodes.get(node.parentId);
    }
  }
  return [...ids].toSorted((a, b) => a - b);
}

export const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((id) => b.has(id));

export interface Filtered {
  /** Nodes to show: the matches, their ancestors (to reach them) and descendants (a matching menu's buttons). */
  visible: Set<number>;
  /** Ancestors of a match, opened so the match shows. */
  opened: Set<number>;
  matches: number;
}

/** The nodes a search shows: name or permission key containing the text (case-insensitive). */
export function filterTree(tree: MenuTree, text: string): Filtered {
  const needle = text.trim().toLowerCase();
  const visible = new Set<number>();
  const opened = new Set<number>();
  let matches = 0;
  walk(tree, tree.roots, (node) => {
    if (!node.name.toLowerCase().includes(needle) && !node.permission?.toLowerCase().includes(needle)) return;
    matches += 1;
    walk(tree, [node.id], (below) => void visible.add(below.id));
    let parent = tree.nodes.get(node.parentId);
    while (parent && !opened.has(parent.id)) {
      opened.add(parent.id);
      visible.add(parent.id);
      parent = tree.nodes.get(parent.parentId);
    }
  });
  return { visible, opened, matches };
}

/** One line of the drawn tree: a node with where it sits among its shown siblings. */
export interface TreeLine {
  id: number;
  level: number;
  /** 1-based place among the siblings shown, and how many are shown (aria-posinset / aria-setsize). */
  position: number;
  siblings: number;
  expandable: boolean;
  open: boolean;
}

/**
 * The lines to draw, top to bottom: every shown node whose menus above are all open. A search shows
 * only `visible`; a node is expandable when it has a shown child.
 */
export function treeLines(tree: MenuTree, isExpanded: (id: number) => boolean, visible?: ReadonlySet<number>): TreeLine[] {
  const lines: TreeLine[] = [];
  const shown = (ids: readonly number[]) => (visible ? ids.filter((id) => visible.has(id)) : ids);
  const add = (ids: readonly number[], level: number, path: Set<number>) => {
    const siblings = shown(ids);
    siblings.forEach((id, index) => {
      const node = tree.nodes.get(id);
      if (!node || path.has(id)) return;
      const expandable = shown(node.children).length > 0;
      const open = expandable && isExpanded(id);
      lines.push({ id, level, position: index + 1, siblings: siblings.length, expandable, open });
      if (open) add(node.children, level + 1, new Set(path).add(id));
    });
  };
  add(tree.roots, 1, new Set());
  return lines;
}
