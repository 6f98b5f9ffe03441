import type { OperationMeta, ResourceMeta } from '@generated/manifest/types';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { isRecordOperation } from './operation-target';
import type { Row } from './use-resource-list';

export type RowIntent =
  | { type: 'edit'; row: Row }
  | { type: 'action'; operation: OperationMeta; rows: Row[]; preset?: Record<string, unknown>; question?: string };

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
  onIntent: (intent: RowIntent) => void;
}

/** 编辑 · 删除 · 启用/禁用 at the row's end, and the resource's own actions under 更多. */
export function RowActions({ row, save, remove, able, actions, onIntent }: RowActionsProps) {
  const enabled = Number(row.status) === 1;
  return (
    <div className="flex items-center gap-1">
      {save && (
        <Button variant="link" size="sm" className="h-7 px-1" onClick={() => onIntent({ type: 'edit', row })}>
          编辑
        </Button>
      )}
      {able && 'status' in row && (
        <Button variant="link" size="sm" className="h-7 px-1" onClick={() => onIntent({ type: 'action', operation: able, rows: [row], preset: { status: enabled ? 0 : 1 }, question: `确定要${enabled ? '禁用' : '启用'}吗？` })}>
          {enabled ? '禁用' : '启用'}
        </Button>
      )}
      {remove && (
        <Button variant="link" size="sm" className="h-7 px-1 text-destructive" onClick={() => onIntent({ type: 'action', operation: remove, rows: [row] })}>
          删除
        </Button>
      )}
      {actions.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-7" aria-label={`更多操作（第 ${String(row.id)} 条）`}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {actions.map((operation) => (
              <DropdownMenuItem key={operation.operationId} onSelect={() => onIntent({ type: 'action', operation, rows: [row] })}>
                {operation.summary}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
