import type { OperationMeta } from '@generated/manifest/types';
import { getBmsSystemMenuListMineQueryKey } from '@generated/bms-system/client/bms-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { ChevronsDownUp, ChevronsUpDown, RotateCcw, Save } from 'lucide-react';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { readRecords } from '@/api/answer-shape';
import { errorText } from '@/api/api-error';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { SectionBoundary } from '@/components/section-boundary';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { callOperation, type GroupApi } from '../../resource/generated-api';
import { buildMenuTree, checkedLeaves, countChecked, filterTree, sameSet, savedIds, toggle, treeLines, type MenuLike, type MenuTree } from './menu-tree';
import { PermissionTree } from './permission-tree';

/** Reads show their failure in place (LoadFailed); a toast as well would say it twice. */
const QUIET = { message: false } as const;

export interface PositionOperations {
  api: GroupApi;
  /** menu/tree: every menu and button. */
  tree: OperationMeta;
  /** positionMenu/listByPosition: what the position holds. */
  grants: OperationMeta;
  /** positionMenu/updatePositionPermission: replaces it. */
  update: OperationMeta;
}

/**
 * One position's grants: loads the menu tree and what the position holds, then edits them. Keyed
 * by the position (a new one starts clean); the grants are read fresh on every visit (gcTime 0), so
 * the checks never start from another visit's stale answer.
 */
export function PermissionEditor({ operations, positionId }: { operations: PositionOperations; positionId: number }) {
  const { api } = operations;
  const tree = useQuery({
    queryKey: ['position-menu', 'tree', operations.tree.operationId],
    // Both answers are lists answered whole: anything else fails the editor (its LoadFailed), not the page.
    queryFn: async ({ signal }) => readRecords<MenuLike>((await callOperation<{ data?: unknown } | undefined>(api, operations.tree, {}, QUIET, signal))?.data),
    select: buildMenuTree,
  });
  const grants = useQuery({
    queryKey: ['position-menu', 'grants', positionId],
    queryFn: async ({ signal }) =>
      readRecords<{ menuId: number }>((await callOperation<{ data?: unknown } | undefined>(api, operations.grants, { positionId }, QUIET, signal))?.data),
    gcTime: 0,
  });
  if (tree.isError) return <LoadFailed what="菜单与按钮" error={tree.error} onRetry={() => void tree.refetch()} className="rounded-xl border bg-card" />;
  if (grants.isError) return <LoadFailed what="岗位权限" error={grants.error} onRetry={() => void grants.refetch()} className="rounded-xl border bg-card" />;
  if (!tree.data || !grants.data) {
    return (
      <div className="flex items-center justify-center gap-2 rounded-xl border bg-card py-10 text-sm text-muted-foreground">
        <Spinner className="size-4" aria-label="正在加载岗位权限" />
        正在加载菜单与岗位权限…
      </div>
    );
  }
  if (tree.data.leaves.length === 0) {
    return (
      <div className="rounded-xl border bg-card px-6 py-10 text-center text-sm text-muted-foreground">
        <p className="font-medium text-foreground">暂无菜单与按钮</p>
        <p className="mt-1">请先在「菜单」中添加菜单和按钮，再为岗位授权。</p>
      </div>
    );
  }
  // A menu the tree cannot draw (a name that is not a text) fails the editor alone, with 重试.
  return (
    <SectionBoundary
      what="菜单与按钮"
      onRetry={() => void Promise.all([tree.refetch(), grants.refetch()])}
      resetKeys={[tree.data, grants.data]}
      className="rounded-xl border bg-card"
    >
      <Editor operations={operations} positionId={positionId} tree={tree.data} granted={grants.data.map((g) => g.menuId)} />
    </SectionBoundary>
  );
}

const NO_IDS: ReadonlySet<number> = new Set();
const flip = (ids: ReadonlySet<number>, id: number) => {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
};

function Editor({ operations, positionId, tree, granted }: { operations: PositionOperations; positionId: number; tree: MenuTree; granted: number[] }) {
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(() => checkedLeaves(tree, granted));
  const [checked, setChecked] = useState<ReadonlySet<number>>(baseline);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(NO_IDS);
  const [filter, setFilter] = useState('');
  const search = useDeferredValue(filter.trim());
  const filtered = useMemo(() => (search ? filterTree(tree, search) : undefined), [tree, search]);
  // Opening and closing while searching applies to that search's view only.
  const [toggled, setToggled] = useState<{ search: string; ids: ReadonlySet<number> }>({ search: '', ids: NO_IDS });
  const searchToggles = toggled.search === search ? toggled.ids : NO_IDS;
  const counts = useMemo(() => countChecked(tree, checked), [tree, checked]);
  const dirty = !sameSet(checked, baseline);

  // Stable between clicks on boxes: the lines are worked out again only when what is open changes.
  const isExpanded = useCallback((id: number) => (filtered ? filtered.opened.has(id) !== searchToggles.has(id) : expanded.has(id)), [filtered, searchToggles, expanded]);
  const onToggleCheck = useCallback((id: number) => setChecked((current) => toggle(tree, current, id)), [tree]);
  const onToggleExpand = useCallback(
    (id: number) =>
      filtered ? setToggled((current) => ({ search, ids: flip(current.search === search ? current.ids : NO_IDS, id) })) : setExpanded((current) => flip(current, id)),
    [filtered, search],
  );
  const menus = useMemo(() => [...tree.nodes.values()].filter((n) => n.children.length > 0).map((n) => n.id), [tree]);
  function expandAll(open: boolean) {
    if (!filtered) return setExpanded(open ? new Set(menus) : NO_IDS);
    const targets = menus.filter((id) => filtered.visible.has(id));
    setToggled({ search, ids: new Set(targets.filter((id) => filtered.opened.has(id) !== open)) });
  }
  const lines = useMemo(() => treeLines(tree, isExpanded, filtered?.visible), [tree, isExpanded, filtered]);

  const save = useMutation({
    mutationFn: async (next: ReadonlySet<number>) => {
      await callOperation(operations.api, operations.update, { positionId, menuIds: savedIds(tree, next) });
      return next;
    },
    onSuccess: (next) => {
      setBaseline(new Set(next));
      toast.success('保存成功');
      // Whoever saved their own position sees the new grants at once; everyone else at their next sign-in.
      void queryClient.invalidateQueries({ queryKey: getBmsSystemMenuListMineQueryKey() });
    },
  });

  const total = tree.leaves.length;
  const empty = checked.size === 0;
  return (
    <section aria-label="菜单与按钮权限" className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-full max-w-xs gap-1.5">
          <Label htmlFor="position-menu-filter">找菜单或按钮</Label>
          <Input
            id="position-menu-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="名称或权限标识，如 线索、导出"
            autoComplete="off"
          />
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => expandAll(true)}>
          <ChevronsUpDown aria-hidden />
          全部展开
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => expandAll(false)}>
          <ChevronsDownUp aria-hidden />
          全部收起
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          已选 <span className="font-medium text-foreground tabular-nums">{checked.size}</span> 项（共 {total} 项）
          {dirty && <span className="ml-2 text-amber-700 dark:text-amber-400">有未保存的修改</span>}
        </p>
        <div className="ml-auto flex gap-2">
          <Button type="button" variant="outline" size="sm" disabled={!dirty || save.isPending} onClick={() => setChecked(baseline)}>
            <RotateCcw aria-hidden />
            撤销修改
          </Button>
          <Button type="button" size="sm" disabled={!dirty || save.isPending} onClick={() => save.mutate(checked)}>
            <Save aria-hidden />
            {save.isPending ? '保存中…' : '保存'}
          </Button>
        </div>
      </div>
      {dirty && empty && <p className="text-sm text-amber-700 dark:text-amber-400">一项都没有勾选：保存后该岗位的员工将看不到任何菜单与按钮。</p>}
      {save.isError && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          保存失败：{errorText(save.error)}。勾选已保留，可调整后重试。
        </p>
      )}
      {filtered?.matches === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">没有名称或权限标识包含「{search}」的菜单或按钮</p>
      ) : (
        // A new search starts at its top, with the keyboard on its first line.
        <PermissionTree key={search} tree={tree} counts={counts} lines={lines} onToggleCheck={onToggleCheck} onToggleExpand={onToggleExpand} />
      )}
      <p id="position-menu-keys" className="text-xs text-muted-foreground">
        键盘：↑↓ 移动，→ 展开，← 收起，空格 勾选或取消。
      </p>
      <UnsavedGuard dirty={dirty && !save.isPending} />
    </section>
  );
}

const positionOf = (location: { search: unknown }) => String((location.search as Record<string, unknown>).positionId ?? '');

/**
 * Asks before unsaved checks are lost: another position picked (the URL's positionId), another
 * screen, the tab closed (the browser's own prompt). Signing out is not held up: its dialog asked.
 */
function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const latest = useRef(dirty);
  useLayoutEffect(() => {
    latest.current = dirty;
  });
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (!latest.current || next.pathname === '/admin/login') return false;
      return next.pathname !== current.pathname || positionOf(next) !== positionOf(current);
    },
    enableBeforeUnload: () => latest.current,
    withResolver: true,
  });
  const switching = blocker.status === 'blocked' && blocker.next.pathname === blocker.current.pathname;
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => void (!open && blocker.reset?.())}
      title={switching ? '切换岗位' : '离开岗位权限'}
      description={`当前岗位的权限修改尚未保存，${switching ? '切换岗位' : '离开'}后这些修改将丢失。确定${switching ? '切换' : '离开'}吗？`}
      onConfirm={() => blocker.proceed?.()}
      closeOnSuccess={false}
    />
  );
}
