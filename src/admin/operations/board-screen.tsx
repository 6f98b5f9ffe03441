import type { FieldMeta } from '@generated/manifest/types';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban } from 'lucide-react';
import { createContext, use, useCallback, useLayoutEffect, useRef } from 'react';
import { readRecord } from '@/api/answer-shape';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ListState } from '../resource/list-search';
import type { Refinement, ResourceScreenProps } from '../resource/refinement';
import { GenericResourceScreen } from '../resource/resource-screen';
import type { Row } from '../resource/use-resource-list';
import { boardAddress, boardUnavailable } from './board-address';
import { BoardFrame } from './board-frame';
import { callData, operationOf } from './operation-of';

/** The search key of the open board: `…/biPage?board=12` (a reload or a shared link keeps it open). */
export const BOARD = 'board';

/** The open board's id as the URL may hold it (url-state.ts drops anything else). */
const BOARD_FIELD: FieldMeta = { name: BOARD, title: '看板', type: 'integer', format: 'int64', minimum: 1 };

type Screen = Pick<ResourceScreenProps, 'state' | 'onStateChange'>;

/** Opens a board over the list: the list's state stays in the URL beside it, for 返回列表. */
export const openBoard = (row: Row, screen: Screen) => screen.onStateChange({ ...screen.state, filters: { ...screen.state.filters, [BOARD]: String(row.id) } });

const OpenBoard = createContext<((row: Row) => void) | undefined>(undefined);

/**
 * A board's address cell: the address as a button that opens it inside the back office (the row's
 * 打开看板 does the same); as plain text when the board cannot be opened, never as a link.
 */
function BoardUrlCell({ row }: { row: Row }) {
  const open = use(OpenBoard);
  const text = typeof row.url === 'string' ? row.url.replace(/^https?:\/\//, '') : '-';
  const reason = boardUnavailable(row);
  if (!open || reason !== undefined) {
    return (
      <span className="inline-block max-w-64 truncate align-middle text-muted-foreground" title={reason}>
        {text}
      </span>
    );
  }
  return (
    <Button variant="link" size="sm" className="h-7 max-w-64 justify-start px-0" title={`在后台打开：${String(row.url)}`} aria-label={`打开看板 ${text}`} onClick={() => open(row)}>
      <span className="truncate">{text}</span>
    </Button>
  );
}

/**
 * The refinement of a table of boards (BI 页面, DataEase 看板): each board opens inside the back office
 * — a row action 打开看板 and the address cell — as a sub-screen `?board=<id>` over the list.
 */
export function boardRefinement(): Refinement {
  const refinement: Refinement = {
    columns: { cells: { url: (row) => <BoardUrlCell row={row} /> } },
    rowActions: [{ label: '打开看板', unavailable: boardUnavailable, onSelect: openBoard }],
    screen: BoardsScreen,
    search: () => [BOARD_FIELD],
  };
  function BoardsScreen(props: ResourceScreenProps) {
    return <BoardScreen {...props} refinement={refinement} />;
  }
  return refinement;
}

function BoardScreen({ refinement, ...props }: ResourceScreenProps & { refinement: Refinement }) {
  const { [BOARD]: boardId, ...filters } = props.state.filters;
  const listState: ListState = { ...props.state, filters };
  const { onStateChange } = props;
  // Stable, reading the list's state as it is when a cell is pressed (the table's rows are memoised).
  const latest = useRef<Screen>({ state: listState, onStateChange });
  useLayoutEffect(() => {
    latest.current = { state: listState, onStateChange };
  });
  const open = useCallback((row: Row) => openBoard(row, latest.current), []);
  if (boardId) return <BoardViewer {...props} id={boardId} onBack={() => onStateChange(listState)} />;
  return (
    <OpenBoard value={open}>
      <GenericResourceScreen {...props} state={listState} refinement={refinement} />
    </OpenBoard>
  );
}

function BoardViewer({ api, resource, id, onBack }: ResourceScreenProps & { id: string; onBack: () => void }) {
  const detail = operationOf(resource, 'detail');
  const query = useQuery({
    queryKey: ['board', resource.key, id],
    // A detail that is not a record fails the view: read as a board, it would be called disabled or addressless.
    queryFn: async ({ signal }): Promise<Row | null> => {
      if (!detail) throw new Error('接口未生成：看板详情');
      return callData(api, detail, readRecord<Row>, { id: Number(id) }, signal);
    },
  });
  const board = query.data ?? undefined;
  const name = typeof board?.name === 'string' ? board.name : resource.name;
  const address = board ? boardAddress(board.url) : undefined;
  const refusal =
    board && Number(board.status) !== 1
      ? `「${name}」已禁用，不能打开。请先在列表中启用它。`
      : address && !address.ok
        ? `「${name}」不能在后台打开：${address.reason}。请修改看板地址。`
        : undefined;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden />
          返回列表
        </Button>
        <h2 className="text-base font-semibold">{board ? name : '看板'}</h2>
      </div>
      {query.isPending ? (
        <div className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
          <Spinner className="size-5" aria-label="正在读取看板" />
          正在读取看板…
        </div>
      ) : query.isError ? (
        <LoadFailed what="看板" error={query.error} onRetry={() => void query.refetch()} />
      ) : !board ? (
        <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">没有找到这个看板，它可能已被删除。请返回列表重新选择。</p>
      ) : refusal || !address?.ok ? (
        <p role="alert" className="flex items-center gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-4 py-6 text-sm text-destructive">
          <Ban aria-hidden className="size-5 shrink-0" />
          {refusal ?? '看板地址无效'}
        </p>
      ) : (
        <BoardFrame href={address.href} name={name} />
      )}
    </div>
  );
}
