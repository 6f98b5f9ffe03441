import type { OperationMeta } from '@generated/manifest/types';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RowActions, type RowIntent } from './row-actions';

const assign = { operationId: 'assign', action: 'assign', kind: 'action', method: 'POST', path: '', summary: '分配顾问', permission: 'x', query: [], body: [], bodyType: 'form', response: 'json' } as unknown as OperationMeta;
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
