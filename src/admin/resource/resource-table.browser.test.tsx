import type { FieldMeta } from '@generated/manifest/types';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ResourceTable } from './resource-table';
import type { Row } from './use-resource-list';

const FIELDS: FieldMeta[] = [
  { name: 'name', title: '姓名', type: 'string' },
  { name: 'status', title: '状态', type: 'integer', enum: [0, 1], enumLabels: ['禁用', '启用'] },
];
const records = (): Row[] => [
  { id: 1, name: '张三', status: 1 },
  { id: 2, name: '李四', status: 0 },
];

const actionsRendered = vi.fn<(row: Row) => void>();
// Stable, as the screen's is: a new function would be a column change.
const rowActions = (row: Row) => {
  actionsRendered(row);
  return <span>操作</span>;
};

const ALL_COLUMNS = {};

/** A table whose rows the 换一页 button replaces with `next`, as a new page of the list does. */
function Harness({ next, onSelection }: { next: Row[]; onSelection: (selection: RowSelectionState) => void }) {
  const [rows, setRows] = useState(records);
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <>
      <button type="button" onClick={() => setRows(next)}>
        换一页
      </button>
      <ResourceTable
        caption="名单"
        fields={FIELDS}
        rows={rows}
        selection={selection}
        onSelectionChange={(changed) => {
          setSelection(changed);
          onSelection(changed);
        }}
        visibility={ALL_COLUMNS}
        rowActions={rowActions}
      />
    </>
  );
}

const rowText = (name: string) => page.getByRole('row').filter({ hasText: name }).element().textContent ?? '';

describe('ResourceTable rows', () => {
  it('does not render again the rows of equal records (a new page of the same list), and they still act', async () => {
    const onSelection = vi.fn<(selection: RowSelectionState) => void>();
    // Same values in new objects, as a page of another size brings them; one record changed.
    const next = [
      { id: 1, name: '张三', status: 1 },
      { id: 2, name: '李四', status: 1 },
    ];
    await render(<Harness next={next} onSelection={onSelection} />);
    await expect.element(page.getByRole('checkbox', { name: '选择第 2 行' })).toBeVisible();
    actionsRendered.mockClear();
    await userEvent.click(page.getByRole('button', { name: '换一页' }));
    await vi.waitFor(() => expect(rowText('李四')).toContain('启用'));
    expect(actionsRendered.mock.calls.map(([row]) => row.name)).toEqual(['李四']);
    // The kept row's checkbox still selects it, by id, in the table's current state.
    await userEvent.click(page.getByRole('checkbox', { name: '选择第 1 行' }));
    await expect.element(page.getByRole('checkbox', { name: '选择第 1 行' })).toBeChecked();
    expect(onSelection).toHaveBeenLastCalledWith({ '1': true });
  });
});

const WIDE_FIELDS: FieldMeta[] = Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, title: `第${i}列标题`, type: 'string' }));
const wideRows = (): Row[] => [{ id: 1, ...Object.fromEntries(WIDE_FIELDS.map((f) => [f.name, `一段较长的单元格内容 ${f.name}`])) }];

function Table({ loading, status, rows = wideRows() }: { loading?: boolean; status?: string; rows?: Row[] }) {
  return (
    <div style={{ width: 600 }}>
      <ResourceTable
        caption="名单"
        fields={WIDE_FIELDS}
        rows={rows}
        selection={{}}
        onSelectionChange={() => {}}
        visibility={ALL_COLUMNS}
        rowActions={rowActions}
        loading={loading}
        status={status}
      />
    </div>
  );
}

const scrollBox = () => page.getByRole('table', { name: '名单' }).element().parentElement as HTMLElement;
const shadowOf = (element: Element) => getComputedStyle(element).boxShadow;

describe('ResourceTable pinned 操作 column', () => {
  it('casts an edge shadow while columns scroll under it, and none once scrolled to the end', async () => {
    await render(<Table />);
    const head = page.getByRole('columnheader', { name: '操作' });
    await expect.element(head).toBeVisible();
    // The table is wider than its box: it scrolls, with columns at their readable widths.
    expect(scrollBox().scrollWidth).toBeGreaterThan(scrollBox().clientWidth);
    await vi.waitFor(() => expect(scrollBox().hasAttribute('data-pinned-shadow')).toBe(true));
    expect(shadowOf(head.element())).not.toBe('none');
    scrollBox().scrollLeft = scrollBox().scrollWidth;
    await vi.waitFor(() => expect(scrollBox().hasAttribute('data-pinned-shadow')).toBe(false));
    await vi.waitFor(() => expect(shadowOf(head.element())).toBe('none'));
    scrollBox().scrollLeft = 0;
    await vi.waitFor(() => expect(scrollBox().hasAttribute('data-pinned-shadow')).toBe(true));
  });
});

describe('ResourceTable states', () => {
  it('while loading: placeholder rows, a busy table and an announced 加载中…, never 暂无数据', async () => {
    await render(<Table loading rows={[]} />);
    await expect.element(page.getByRole('table', { name: '名单' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('加载中…');
    expect(page.getByRole('table', { name: '名单' }).element().querySelectorAll('tr[data-skeleton]').length).toBeGreaterThan(0);
    expect(page.getByRole('table', { name: '名单' }).element().textContent).not.toContain('暂无数据');
  });

  it('centres a notice in the visible part of a box narrower than the table, scrolled or not', async () => {
    await render(<Table rows={[]} status="暂无数据" />);
    const notice = page.getByText('暂无数据');
    await expect.element(notice).toBeVisible();
    expect(scrollBox().scrollWidth).toBeGreaterThan(scrollBox().clientWidth);
    const offCentre = () => {
      const box = scrollBox().getBoundingClientRect();
      const shown = notice.element().getBoundingClientRect();
      return Math.abs(shown.left + shown.right - (box.left + box.right)) / 2;
    };
    expect(offCentre()).toBeLessThanOrEqual(1);
    scrollBox().scrollLeft = scrollBox().scrollWidth;
    await vi.waitFor(() => expect(offCentre()).toBeLessThanOrEqual(1));
  });

  it('shows the given state instead of rows, and is not busy', async () => {
    await render(<Table rows={[]} status="暂无数据" />);
    await expect.element(page.getByRole('cell', { name: '暂无数据' })).toBeVisible();
    await expect.element(page.getByRole('table', { name: '名单' })).toHaveAttribute('aria-busy', 'false');
  });

  it('cuts an oversized text to one line of its column, with the whole text on hover and to screen readers', async () => {
    const long = `${'备注内容很长'.repeat(120)}END`;
    await render(
      <ResourceTable caption="名单" fields={FIELDS} rows={[{ id: 1, name: long, status: 1 }]} selection={{}} onSelectionChange={() => undefined} visibility={ALL_COLUMNS} />,
    );
    const cell = page.getByTitle(long);
    await expect.element(cell).toBeVisible();
    expect(cell.element().getBoundingClientRect().width).toBeLessThanOrEqual(320);
    expect(cell.element().textContent).toBe(long);
    await expect.element(page.getByRole('cell', { name: '启用' })).toBeVisible();
  });
});
