import { Check, ChevronRight, Minus } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useBoxVirtualizer } from '@/components/use-box-virtualizer';
import { cn } from '@/lib/cn';
import { stateOf, type CheckState, type MenuTree, type TreeLine } from './menu-tree';

export interface PermissionTreeProps {
  tree: MenuTree;
  counts: ReadonlyMap<number, { checked: number; total: number }>;
  /** The lines to draw (menu-tree.ts treeLines): open menus' children, or a search's matches. */
  lines: TreeLine[];
  onToggleCheck: (id: number) => void;
  onToggleExpand: (id: number) => void;
}

const ROW_HEIGHT = 32;
const INDENT = 20;
const boxId = (id: number) => `position-menu-${id}`;
const BOX =
  'grid size-4 shrink-0 place-items-center rounded-[4px] border border-input shadow-xs outline-none transition-shadow focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground';

/**
 * The menus and buttons as a list of labelled checkboxes (radix; a menu's is tri-state), indented by
 * level, each menu with a disclosure button. Open, the tree has ~1000 lines: only those in view are
 * drawn (virtualised, as every long list of the back office), each line saying its level and place
 * (aria-level / aria-posinset / aria-setsize) since the list is flat in the DOM. One Tab stop: the
 * arrow keys move between lines (↑↓, Home/End), → opens or steps in, ← closes or steps out, Space
 * ticks — the keys of a tree, which Tab alone could not offer over lines that are not drawn.
 */
export function PermissionTree({ tree, counts, lines, onToggleCheck, onToggleExpand }: PermissionTreeProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useBoxVirtualizer({ count: lines.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const indexOf = useMemo(() => new Map(lines.map((line, index) => [line.id, index])), [lines]);
  const [active, setActive] = useState<number>();
  // The line Tab lands on: the last one focused while it is drawn, else the first.
  const current = active !== undefined && indexOf.has(active) ? active : lines[0]?.id;
  const focusNext = useRef<number>(undefined);
  // A line moved to by key may be drawn only after the scroll: focus it once it is there.
  useLayoutEffect(() => {
    if (focusNext.current === undefined) return;
    const box = document.getElementById(boxId(focusNext.current));
    if (box) {
      box.focus();
      focusNext.current = undefined;
    }
  });

  function moveTo(index: number) {
    const line = lines[Math.max(0, Math.min(lines.length - 1, index))];
    if (!line) return;
    setActive(line.id);
    focusNext.current = line.id;
    virtualizer.scrollToIndex(indexOf.get(line.id) ?? 0, { align: 'auto' });
    document.getElementById(boxId(line.id))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const id = Number(event.currentTarget.dataset.node);
    const index = indexOf.get(id);
    const line = index === undefined ? undefined : lines[index];
    if (!line || index === undefined) return;
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(lines.length - 1);
    else if (event.key === 'ArrowRight' && line.expandable) {
      if (line.open) moveTo(index + 1);
      else onToggleExpand(id);
    } else if (event.key === 'ArrowLeft') {
      if (line.open) onToggleExpand(id);
      else moveTo(indexOf.get(tree.nodes.get(id)?.parentId ?? -1) ?? index);
    } else return;
    event.preventDefault();
  }

  // One handler for every line's box, stable so the memoised lines stay as they are.
  const latestKeyDown = useRef(onKeyDown);
  useLayoutEffect(() => {
    latestKeyDown.current = onKeyDown;
  });
  const keyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>) => latestKeyDown.current(event), []);

  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scrollRef} className="max-h-[min(60vh,36rem)] min-h-0 overflow-auto rounded-md border">
      <ul aria-label="菜单与按钮" aria-describedby="position-menu-keys" style={{ paddingTop: top, paddingBottom: bottom }} className="py-1">
        {items.map((item) => {
          const line = lines[item.index];
          const node = line && tree.nodes.get(line.id);
          if (!line || !node) return null;
          const count = counts.get(line.id);
          return (
            <Line
              key={line.id}
              line={line}
              name={node.name}
              permission={node.permission}
              disabled={node.status === 0}
              state={stateOf(count)}
              checkedCount={count?.checked ?? 0}
              total={count?.total ?? 0}
              menu={node.children.length > 0}
              tabbable={line.id === current}
              onFocus={setActive}
              onKeyDown={keyDown}
              onToggleCheck={onToggleCheck}
              onToggleExpand={onToggleExpand}
            />
          );
        })}
      </ul>
    </div>
  );
}

interface LineProps {
  line: TreeLine;
  name: string;
  permission: string | undefined;
  disabled: boolean;
  state: CheckState;
  checkedCount: number;
  total: number;
  menu: boolean;
  tabbable: boolean;
  onFocus: (id: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onToggleCheck: (id: number) => void;
  onToggleExpand: (id: number) => void;
}

/** One line; memoised, so a click re-draws only the lines whose state changed. */
const Line = memo(function Line({ line, name, permission, disabled, state, checkedCount, total, menu, tabbable, onFocus, onKeyDown, onToggleCheck, onToggleExpand }: LineProps) {
  const { id, level, position, siblings, expandable, open } = line;
  return (
    <li
      aria-level={level}
      aria-posinset={position}
      aria-setsize={siblings}
      className="flex h-8 items-center gap-2 pr-3 hover:bg-muted/50"
      style={{ paddingLeft: 4 + (level - 1) * INDENT }}
    >
      {expandable ? (
        // Keyboard users open it with → / ← on the line's box; a pointer or a screen reader's cursor uses this.
        <button
          type="button"
          tabIndex={-1}
          aria-expanded={open}
          aria-label={`「${name}」的下级`}
          onClick={() => onToggleExpand(id)}
          className="grid size-6 shrink-0 place-items-center rounded text-muted-foreground hover:bg-muted"
        >
          <ChevronRight aria-hidden className={cn('size-4 transition-transform', open && 'rotate-90')} />
        </button>
      ) : (
        <span aria-hidden className="size-6 shrink-0" />
      )}
      <Checkbox.Root
        id={boxId(id)}
        data-node={id}
        tabIndex={tabbable ? 0 : -1}
        checked={state === 'indeterminate' ? 'indeterminate' : state === 'checked'}
        onCheckedChange={() => onToggleCheck(id)}
        onFocus={() => onFocus(id)}
        onKeyDown={onKeyDown}
        className={BOX}
      >
        <Checkbox.Indicator>{state === 'indeterminate' ? <Minus aria-hidden className="size-3" /> : <Check aria-hidden className="size-3" />}</Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={boxId(id)} className={cn('cursor-pointer truncate text-sm', menu && 'font-medium', disabled && 'text-muted-foreground')}>
        {name}
      </label>
      {menu && (
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {checkedCount}/{total}
        </span>
      )}
      {disabled && <span className="shrink-0 rounded bg-muted px-1.5 text-xs text-muted-foreground">已停用</span>}
      {permission && <code className="ml-auto hidden truncate pl-2 text-xs text-muted-foreground sm:inline">{permission}</code>}
    </li>
  );
});
