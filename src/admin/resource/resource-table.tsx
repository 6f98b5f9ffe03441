import type { FieldMeta } from '@generated/manifest/types';
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type Row as ModelRow,
  type RowSelectionState,
} from '@tanstack/react-table';
import { memo, useMemo, useRef, type ReactNode } from 'react';
import { useBoxVirtualizer } from '@/components/use-box-virtualizer';
import { cn } from '@/lib/cn';
import { EMPTY_CELL, formatCell } from './cell-format';
import { fieldCell } from './field-cell';
import { relationTitle, type LabelledRef } from './relation-data';
import { RecordLink, RelationLabel, RelationLabels } from './relation-label';
import { ScreenLink } from '../shell/screen-link';
import { useScrollBox } from './use-scroll-box';
import type { Row } from './use-resource-list';
import { headerAriaSort, SortHeader, type TableSorting } from './sort-header';

const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature });

/**
 * A cell's content by calling its renderer, not mounting it as a component (what FlexRender does):
 * every renderer here is a plain function of the cell, and a 1000-row page change then builds
 * one component less per cell.
 */
function renderCell(cell: { column: { columnDef: { cell?: unknown } }; getContext: () => unknown }): ReactNode {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? (render as (context: unknown) => ReactNode)(cell.getContext()) : ((render ?? null) as ReactNode);
}
// Worked out once: a 1000-row page change renders a few hundred cells, and merging their classes
// on every render showed in its profile.
const HEAD = 'border-b px-3 py-2.5 text-left font-medium whitespace-nowrap text-muted-foreground';
const CELL = 'border-b px-3 py-2 whitespace-nowrap';
// The pinned 操作 column casts a shadow on its left edge while columns scroll under it (the scroll
// box then carries data-pinned-shadow): without it, 创建时间 simply vanished under the buttons.
const PINNED = 'sticky right-0 transition-shadow group-data-[pinned-shadow]/table:shadow-[-10px_0_10px_-8px_rgb(0_0_0/0.22)]';
const HEAD_CLASS = { data: HEAD, actions: cn(HEAD, PINNED, 'bg-muted') };
// Opaque (columns scroll under it), in the tints its row takes when selected or hovered.
const PINNED_CELL = cn(
  PINNED,
  'bg-card in-data-[selected]:bg-[color-mix(in_oklab,var(--color-primary)_5%,var(--color-card))] in-[tr:hover]:bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))]',
);
const CELL_CLASS = { data: CELL, actions: cn(CELL, PINNED_CELL) };
const helper = createColumnHelper<typeof features, Row>();
const SCROLL_BOX = {
  screen: 'group/table @container relative max-h-[calc(100svh-19rem-var(--mock-panel-reserve,0px))] min-h-48 overflow-auto rounded-md border bg-card',
  compact: 'group/table @container relative max-h-[26rem] min-h-32 overflow-auto rounded-md border bg-card',
};

/** Same own keys with the same values (nested objects by identity): the same record, as far as a row shows it. */
function sameRecord(a: Row, b: Row): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

interface BodyRowProps {
  row: ModelRow<typeof features, Row>;
  /** What the row's rendering depends on besides the record; a change renders it again. */
  selected: boolean;
  columns: unknown;
  visibility: ColumnVisibilityState;
}

/**
 * One table row, rendered again only when its record's values, its selection or the columns change.
 * Pages of the same list hold equal records as different objects (each page is its own response):
 * after a page-size change the rows already on screen are the same records, and skipping them is
 * most of what the change costs. The row's handlers act through the table by row id, so a kept
 * rendering stays correct.
 */
const BodyRow = memo(
  function BodyRow({ row, selected }: BodyRowProps) {
    return (
      <tr data-selected={selected || undefined} className="h-[41px] hover:bg-muted/50 data-[selected]:bg-primary/5">
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={cell.column.id === 'actions' ? CELL_CLASS.actions : CELL_CLASS.data}>
            {renderCell(cell)}
          </td>
        ))}
      </tr>
    );
  },
  (before, after) =>
    before.selected === after.selected &&
    before.columns === after.columns &&
    before.visibility === after.visibility &&
    before.row.index === after.row.index &&
    sameRecord(before.row.original, after.row.original),
);
const ROW_HEIGHT = 41;

/**
 * A reference column whose rows do not carry the label: the referenced record's label, looked up
 * by id (cached per record; only rows on screen ask), a dash while unknown.
 */
function relationCell(field: FieldMeta, value: unknown): ReactNode {
  const ref = field.ref;
  if (!ref || value === undefined || value === null || value === '') return EMPTY_CELL;
  if (Array.isArray(value)) return <RelationLabels refTo={ref} ids={value as (number | string)[]} />;
  return <RelationLabel refTo={ref} id={value as number | string} />;
}

interface ResourceTableProps {
  caption: string;
  fields: FieldMeta[];
  rows: Row[];
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  visibility: ColumnVisibilityState;
  rowActions?: (row: Row) => ReactNode;
  /** Cells a resource's refinement draws itself, by column name. */
  cells?: Record<string, (row: Row, field: FieldMeta) => ReactNode>;
  /** Label columns (`x-label-of`) by name, with the reference they name: shown as links to its record. */
  labelled?: Record<string, LabelledRef>;
  /** The column naming the row's own record, and its page: the cell links there (a row opens its record). */
  recordLink?: { field: string; href: (row: Row) => string | undefined };
  /** The rows are on their way: placeholder rows, and the table is busy. */
  loading?: boolean;
  /** One of several lists on a page (a record's related lists): at most a section's height, not the window's. */
  compact?: boolean;
  /** Shown instead of rows: the failed and the empty state. */
  status?: ReactNode;
  /** The columns the list sorts by (`x-sortable`): their headers are sort buttons with `aria-sort`. */
  sorting?: TableSorting;
}

/**
 * The list table: columns from the spec's list schema, row selection, and virtualised rows so a
 * 1000-row page renders only what is on screen. Real table markup, so it reads as a table.
 */
export function ResourceTable({
  caption,
  fields,
  rows,
  selection,
  onSelectionChange,
  visibility,
  rowActions,
  cells,
  labelled,
  recordLink,
  loading = false,
  compact = false,
  status,
  sorting,
}: ResourceTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'select',
          header: ({ table }) => (
            <input
              type="checkbox"
              aria-label="选择本页全部"
              className="size-4 accent-primary"
              checked={table.getIsAllRowsSelected()}
              ref={(el) => {
                if (el) el.indeterminate = table.getIsSomeRowsSelected();
              }}
              onChange={(e) => table.toggleAllRowsSelected(e.target.checked)}
            />
          ),
          cell: ({ row }) => (
            <input
              type="checkbox"
              aria-label={`选择第 ${row.index + 1} 行`}
              className="size-4 accent-primary"
              checked={row.getIsSelected()}
              onChange={(e) => row.toggleSelected(e.target.checked)}
            />
          ),
        }),
        ...fields.map((field) =>
          cells?.[field.name]
            ? helper.accessor((row) => row[field.name], { id: field.name, header: field.title, cell: (info) => cells[field.name]?.(info.row.original, field) })
            : field.ref
              ? helper.accessor((row) => row[field.name], { id: field.name, header: relationTitle(field), cell: (info) => relationCell(field, info.getValue()) })
              : helper.accessor((row) => formatCell(field, row[field.name]), {
                  id: field.name,
                  header: field.title,
                  cell: (info) => {
                    const content = fieldCell(field, info.row.original[field.name], info.getValue());
                    const href = recordLink?.field === field.name && content !== EMPTY_CELL ? recordLink.href(info.row.original) : undefined;
                    if (href)
                      return (
                        <ScreenLink href={href} className="text-primary underline-offset-4 hover:underline">
                          {content}
                        </ScreenLink>
                      );
                    const named = labelled?.[field.name];
                    if (!named || content === EMPTY_CELL) return content;
                    const id = info.row.original[named.idField];
                    return typeof id === 'number' || typeof id === 'string' ? (
                      <RecordLink resource={named.ref.resource} id={id}>
                        {content}
                      </RecordLink>
                    ) : (
                      content
                    );
                  },
                }),
        ),
        ...(rowActions ? [helper.display({ id: 'actions', header: '操作', cell: ({ row }) => rowActions(row.original) })] : []),
      ]),
    [fields, rowActions, cells, labelled, recordLink],
  );
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row, index) => String(row.id ?? index),
    state: { rowSelection: selection, columnVisibility: visibility },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const modelRows = table.getRowModel().rows;
  const virtualizer = useBoxVirtualizer({ count: modelRows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 4 });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const visibleColumns = table.getVisibleLeafColumns();
  useScrollBox(scrollRef);

  return (
    // A screen's list scrolls in its own box: its tab puts the position back (tabs/use-open-tabs.ts).
    <div ref={scrollRef} className={compact ? SCROLL_BOX.compact : SCROLL_BOX.screen} data-tab-scroll={compact ? undefined : ''}>
      <table aria-busy={loading} className="w-full caption-bottom border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" aria-sort={headerAriaSort(sorting, header.id)} className={header.id === 'actions' ? HEAD_CLASS.actions : HEAD_CLASS.data}>
                  {sorting?.sortable.includes(header.id) ? (
                    <SortHeader sorting={sorting} column={header.id}>
                      <table.FlexRender header={header} />
                    </SortHeader>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows columns={visibleColumns.map((c) => c.id)} />
          ) : status ? (
            <tr>
              <td colSpan={visibleColumns.length} className="p-0 text-muted-foreground">
                {/* Centred in the visible part of the box (100cqw: the box is the size container), not in a
                    table wider than the screen. */}
                <div className="sticky left-0 w-[100cqw] max-w-full px-3 py-2 text-center">{status}</div>
              </td>
            </tr>
          ) : (
            <>
              {top > 0 && <tr aria-hidden style={{ height: top }} />}
              {items.map((item) => {
                const row = modelRows[item.index];
                if (!row) return null;
                return <BodyRow key={row.id} row={row} selected={row.getIsSelected()} columns={columns} visibility={visibility} />;
              })}
              {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
            </>
          )}
        </tbody>
      </table>
      {/* Announces the loading state; the placeholder rows are only drawn. */}
      <output className="sr-only">{loading ? '加载中…' : ''}</output>
    </div>
  );
}

const SKELETON_ROWS = 8;
const SKELETON_WIDTHS = ['w-2/3', 'w-1/2', 'w-3/4', 'w-2/5'];

/** Grey bars where the rows will be, in the columns they will fill: the table keeps its shape while loading. */
function SkeletonRows({ columns }: { columns: string[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} aria-hidden data-skeleton className="h-[41px]">
      {columns.map((id, col) => (
        <td key={id} className={id === 'actions' ? CELL_CLASS.actions : CELL_CLASS.data}>
          <span className={cn('block h-4 animate-pulse rounded bg-muted', id === 'select' ? 'w-4' : cn('min-w-8', SKELETON_WIDTHS[(row + col) % SKELETON_WIDTHS.length]))} />
        </td>
      ))}
    </tr>
  ));
}
