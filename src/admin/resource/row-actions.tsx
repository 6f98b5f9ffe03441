import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { MoreHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ScreenLink } from '../shell/screen-link';
import type { Acting } from '@/lib/record-effects';
import { effectsAllow, presetFor } from './action-effects';
import { toggleVerbs } from './action-wording';
import { mayAct } from './operation-actor';
import { appliesToRow, isRecordOperation } from './operation-target';
import type { RowAction } from './refinement';
import type { Row } from './use-resource-list';

export type RowIntent = { type: 'edit'; row: Row } | { type: 'action'; operation: OperationMeta; rows: Row[]; preset?: Record<string, unknown>; verb?: string };

/** Record actions of a resource the user may run: its named actions that take an id. */
export function recordActions(resource: ResourceMeta, can: (permission: string) => boolean): OperationMeta[] {
  return resource.operations.filter((o) => o.kind === 'action' && o.method !== 'GET' && isRecordOperation(o) && can(o.permission));
}

interface RowActionsProps {
  row: Row;
  save?: OperationMeta;
  remove?: OperationMeta;
  able?: OperationMeta;
  actions: OperationMeta[];
  /** The record's page (查看), when its resource has record pages. */
  view?: string;
  /** The refinement's own actions (not spec operations), first. */
  own?: RowAction[];
  onOwn?: (action: RowAction, row: Row) => void;
  onIntent: (intent: RowIntent) => void;
  /** The signed-in staff member's id: an action only one person may take (its actor) is offered to them alone. */
  me?: number;
  /** The signed-in staff member with their department: an action is offered only where its `x-effects` preconditions hold. */
  acting?: Acting;
}

/**
 * 查看 (the record's page) · 编辑 · 删除 · 启用/禁用 at the row's end, and the resource's own actions under 更多. The toggle's verb
 * follows the record's current status (an enabled record offers 禁用) and the spec's words (上架/下架).
 * 更多 holds only the actions that apply to this record's state (`x-states`): a rejected approval
 * offers no 审核, a running call task no 开始; without any, there is no 更多.
 */
export function RowActions({ row, save, remove, able, actions: all, view, own, onOwn, onIntent, me, acting }: RowActionsProps) {
  const actions = all.filter(
    (operation) => appliesToRow(operation, row) && mayAct(operation, row, me) && effectsAllow(operation, row, acting ?? (me === undefined ? undefined : { id: me })),
  );
  const enabled = Number(row.status) === 1;
  const toggle = able && toggleVerbs(able);
  const toggleVerb = toggle && (enabled ? toggle.off : toggle.on);
  return (
    <div className="flex items-center gap-1">
      {view && (
        <Button asChild variant="link" size="sm" className="h-7 px-1">
          <ScreenLink href={view}>查看</ScreenLink>
        </Button>
      )}
      {own?.map((action) => {
        const reason = action.unavailable?.(row);
        // A disabled button shows no tooltip on hover in every browser: the reason is in its name too.
        return (
          <Button
            key={action.label}
            variant="link"
            size="sm"
            className="h-7 px-1"
            disabled={reason !== undefined}
            title={reason}
            aria-label={reason === undefined ? undefined : `${action.label}（${reason}）`}
            onClick={() => onOwn?.(action, row)}
          >
            {action.label}
          </Button>
        );
      })}
      {save && (
        <Button variant="link" size="sm" className="h-7 px-1" onClick={() => onIntent({ type: 'edit', row })}>
          编辑
        </Button>
      )}
      {able && toggleVerb && 'status' in row && (
        <Button
          variant="link"
          size="sm"
          className="h-7 px-1"
          onClick={() => onIntent({ type: 'action', operation: able, rows: [row], preset: { status: enabled ? 0 : 1 }, verb: toggleVerb })}
        >
          {toggleVerb}
        </Button>
      )}
      {remove && (
        <Button variant="link" size="sm" className="h-7 px-1 text-destructive" onClick={() => onIntent({ type: 'action', operation: remove, rows: [row] })}>
          删除
        </Button>
      )}
      {actions.length > 0 && <MoreActions row={row} actions={actions} onIntent={onIntent} />}
    </div>
  );
}

/**
 * 更多: a plain button until the pointer or the focus reaches it, then radix's menu. Otherwise every
 * rendered row mounts a menu root (contexts, ids, a popper scope), which is much of what showing a
 * 1000-row page costs. A press or Enter/Space/↓ on the plain button opens the menu at once.
 */
function MoreActions({ row, actions, onIntent }: Pick<RowActionsProps, 'row' | 'actions' | 'onIntent'>) {
  const [armed, setArmed] = useState<'idle' | 'hover' | 'focus'>('idle');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The armed button replaces the plain one: keep the keyboard focus on it.
  useEffect(() => {
    if (armed === 'focus') trigger.current?.focus();
  }, [armed]);
  const label = `更多操作（第 ${String(row.id)} 条）`;

  if (armed === 'idle') {
    // Opened menus take the focus themselves (and give it back to the trigger on close).
    const openNow = () => {
      setArmed('hover');
      setOpen(true);
    };
    return (
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => setArmed('hover')}
        onFocus={() => setArmed('focus')}
        onPointerDown={(event) => event.button === 0 && openNow()}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          openNow();
        }}
      >
        <MoreHorizontal aria-hidden />
      </Button>
    );
  }
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" className="size-7" aria-label={label}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((operation) => (
          <DropdownMenuItem key={operation.operationId} onSelect={() => onIntent({ type: 'action', operation, rows: [row], preset: presetFor(operation, row) })}>
            {operation.summary}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
