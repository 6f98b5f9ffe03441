import { Check, ChevronRight } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { filterTree, idsOfValue, isMultiple, type RelationNode, type RelationRef } from './relation-data';
import { PickerStatus, RelationShell, SEARCH, type RelationInputProps } from './relation-shell';
import { useRelationTarget, useRelationTree } from './use-relation';

interface VisibleNode {
  node: RelationNode;
  level: number;
  parent: RelationNode | undefined;
  setSize: number;
  position: number;
}

/** Nodes drawn at a time: a tree endpoint answers every record, and thousands would freeze the tab. */
export const TREE_WINDOW = 200;

/** The nodes on screen, in order: each root, and the children of every expanded node. */
function visibleNodes(nodes: RelationNode[], expanded: Set<string>, level = 1, parent?: RelationNode): VisibleNode[] {
  return nodes.flatMap((node, index) => [
    { node, level, parent, setSize: nodes.length, position: index + 1 },
    ...(expanded.has(String(node.id)) ? visibleNodes(node.children, expanded, level + 1, node) : []),
  ]);
}

/**
 * A tree select for a tree-shaped target (departments, menus, chapters): the target's tree
 * endpoint, indented and expandable, filtered by keyword (matches with their ancestors). Keyboard
 * as a tree: arrows move, → opens or enters, ← closes or goes up, Enter or Space chooses.
 */
export function RelationTreeSelect(props: RelationInputProps & { refTo: RelationRef }) {
  const { field, value, onChange, refTo, id } = props;
  const multiple = isMultiple(field);
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<Set<string> | undefined>();
  const [focused, setFocused] = useState<string>();
  const target = useRelationTarget(refTo, open);
  const tree = useRelationTree(refTo, target.target, open);
  const ids = idsOfValue(value);
  const chosen = new Set(ids);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());

  const filtered = useMemo(() => filterTree(tree.data ?? [], keyword), [tree.data, keyword]);
  // Roots start open (a department tree shows its first level); a search opens every match's ancestors.
  const expanded = keyword.trim() ? new Set([...filtered.expanded, ...(opened ?? [])]) : (opened ?? new Set((tree.data ?? []).map((n) => String(n.id))));
  const [limit, setLimit] = useState(TREE_WINDOW);
  const all = visibleNodes(filtered.nodes, expanded);
  const visible = all.length > limit ? all.slice(0, limit) : all;
  const current = visible.find((v) => String(v.node.id) === focused) ?? visible.find((v) => chosen.has(String(v.node.id))) ?? visible[0];
  const error = target.isError ? target.error : tree.isError ? tree.error : undefined;
  const loading = !error && (target.target === undefined || tree.isPending);

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setKeyword('');
      setFocused(undefined);
    }
  }
  function toggle(node: RelationNode, to?: boolean) {
    const key = String(node.id);
    const next = new Set(expanded);
    if (to ?? !next.has(key)) next.add(key);
    else next.delete(key);
    setOpened(next);
  }
  function pick(node: RelationNode) {
    const key = String(node.id);
    if (!multiple) {
      onChange(key);
      openChange(false);
      return;
    }
    onChange((chosen.has(key) ? ids.filter((other) => other !== key) : [...ids, key]).join(','));
  }
  function focus(item: VisibleNode | undefined) {
    if (!item) return;
    setFocused(String(item.node.id));
    itemRefs.current.get(String(item.node.id))?.focus();
  }
  function onTreeKey(event: KeyboardEvent<HTMLElement>) {
    if (!current) return;
    const at = visible.indexOf(current);
    const hasChildren = current.node.children.length > 0;
    const isOpen = expanded.has(String(current.node.id));
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(visible[at + 1]),
      ArrowUp: () => focus(visible[at - 1]),
      Home: () => focus(visible[0]),
      End: () => focus(visible.at(-1)),
      ArrowRight: () => (hasChildren && !isOpen ? toggle(current.node, true) : hasChildren && focus(visible[at + 1])),
      ArrowLeft: () => (hasChildren && isOpen ? toggle(current.node, false) : focus(visible.find((v) => v.node === current.parent))),
      Enter: () => pick(current.node),
      ' ': () => pick(current.node),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <RelationShell {...props} open={open} onOpenChange={openChange}>
      <input
        type="search"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setFocused(undefined);
          setLimit(TREE_WINDOW);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            focus(current);
          }
        }}
        placeholder="搜索…"
        aria-label={`搜索${field.title}`}
        className={SEARCH}
      />
      {!loading && !error && visible.length > 0 && (
        <ul id={`${id}-options`} role="tree" aria-label={field.title} aria-multiselectable={multiple || undefined} className="max-h-64 overflow-y-auto p-1">
          {visible.map((item) => {
            const key = String(item.node.id);
            const hasChildren = item.node.children.length > 0;
            const isChosen = chosen.has(key);
            return (
              <li
                key={key}
                ref={(el) => {
                  if (el) itemRefs.current.set(key, el);
                  else itemRefs.current.delete(key);
                }}
                role="treeitem"
                aria-level={item.level}
                aria-setsize={item.setSize}
                aria-posinset={item.position}
                aria-expanded={hasChildren ? expanded.has(key) : undefined}
                aria-selected={isChosen}
                tabIndex={item === current ? 0 : -1}
                onFocus={() => setFocused(key)}
                onKeyDown={onTreeKey}
                onClick={() => pick(item.node)}
                style={{ paddingLeft: `${(item.level - 1) * 1.25 + 0.25}rem` }}
                className={cn(
                  'flex cursor-pointer items-center gap-1 rounded-sm py-1.5 pr-2 text-sm outline-none select-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                  isChosen && 'font-medium text-primary',
                )}
              >
                <span
                  aria-hidden
                  className={cn('grid size-5 shrink-0 place-items-center rounded hover:bg-muted', !hasChildren && 'invisible')}
                  onClick={(e) => {
                    e.stopPropagation();
                    toggle(item.node);
                  }}
                >
                  <ChevronRight className={cn('size-4 transition-transform', expanded.has(key) && 'rotate-90')} />
                </span>
                <span className="flex-1 truncate">{item.node.label}</span>
                {isChosen && <Check aria-hidden className="size-4 shrink-0" />}
              </li>
            );
          })}
        </ul>
      )}
      {!loading && !error && all.length > visible.length && (
        <div className="border-t p-1">
          <Button type="button" variant="ghost" size="sm" className="w-full" onClick={() => setLimit(limit + TREE_WINDOW)}>
            显示更多（还有 {all.length - visible.length} 项）
          </Button>
        </div>
      )}
      <PickerStatus loading={loading} error={error} empty={!loading && !error && visible.length === 0} onRetry={() => void (target.isError ? target.refetch() : tree.refetch())} />
    </RelationShell>
  );
}
