import type { OperationMeta } from '@generated/manifest/types';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RowActions, type RowIntent } from './row-actions';

const assign = {
  operationId: 'assign',
  action: 'assign',
  kind: 'action',
  method: 'POST',
  path: '',
  summary: '分配顾问',
  permission: 'x',
  query: [],
  body: [],
  bodyType: 'form',
  response: 'json',
} as unknown as OperationMeta;
const row = { id: 7, name: '张三' };

async function renderRow() {
  const onIntent = vi.fn<(intent: RowIntent) => void>();
  await render(
    <>
      <button type="button">前一个</button>
      <RowActions row={row} actions={[assign]} onIntent={onIntent} />
    </>,
  );
  return onIntent;
}

const more = () => page.getByRole('button', { name: '更多操作（第 7 条）' });
const item = () => page.getByRole('menuitem', { name: '分配顾问' });

describe('RowActions 更多 (menu mounted on demand)', () => {
  it('opens on a click and runs the chosen action for the row', async () => {
    const onIntent = await renderRow();
    await userEvent.click(more());
    await userEvent.click(item());
    expect(onIntent).toHaveBeenCalledWith({ type: 'action', operation: assign, rows: [row] });
  });

  it('works from the keyboard: Tab keeps the focus on 更多, Enter opens the menu with focus inside, Escape returns it', async () => {
    const onIntent = await renderRow();
    await userEvent.click(page.getByRole('button', { name: '前一个' }));
    await userEvent.keyboard('{Tab}');
    await expect.element(more()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect.poll(() => page.getByRole('menu').element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(more()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onIntent.mock.calls.length).toBe(1);
  });
});

const op = (action: string, summary: string, states: OperationMeta['states']) =>
  ({ ...assign, operationId: action, action, summary, body: [{ name: 'id', title: 'ID', type: 'integer' }], states }) as OperationMeta;

describe('RowActions by record state (x-states)', () => {
  const auditOp = op('audit', '审核', { field: 'auditStatus', from: [0], toByParam: { param: 'result', values: { '1': 1, '2': 2 } } });
  const withdrawOp = op('withdraw', '撤回申请', { field: 'auditStatus', from: ['0'], to: 3 });
  const sendOp = op('send', '发送通知', 'any');

  async function menuOf(record: Record<string, unknown>) {
    await render(<RowActions row={{ id: 7, ...record }} actions={[auditOp, withdrawOp, sendOp]} onIntent={vi.fn<(intent: RowIntent) => void>()} />);
    await userEvent.click(more());
    await expect.element(page.getByRole('menu')).toBeVisible();
    return page
      .getByRole('menuitem')
      .elements()
      .map((e) => e.textContent);
  }

  it('offers 审核 and 撤回 on a pending record, and `any` actions always', async () => {
    expect(await menuOf({ auditStatus: 0 })).toEqual(['审核', '撤回申请', '发送通知']);
  });

  it('reads a status sent as a digit string like the number', async () => {
    expect(await menuOf({ auditStatus: '0' })).toEqual(['审核', '撤回申请', '发送通知']);
  });

  it('offers neither on a rejected record', async () => {
    expect(await menuOf({ auditStatus: 2 })).toEqual(['发送通知']);
  });

  it('offers neither on a record without the status field', async () => {
    expect(await menuOf({})).toEqual(['发送通知']);
  });

  it('shows no 更多 when no action applies', async () => {
    await render(<RowActions row={{ id: 7, auditStatus: 1 }} actions={[auditOp, withdrawOp]} onIntent={vi.fn<(intent: RowIntent) => void>()} />);
    await expect.element(more()).not.toBeInTheDocument();
  });
});
