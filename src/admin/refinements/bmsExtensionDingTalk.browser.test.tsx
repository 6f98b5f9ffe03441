import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiError } from '@/api/api-error';
import { adminStore } from '../admin-store';
import { syncHistoryKey } from '../operations/sync-history';
import { renderResourceScreen, type Stub } from '../operations/screen-harness';

const KEY = syncHistoryKey('bmsExtensionDingTalk');
const OUTCOME = { total: 133, added: 4, updated: 17, removed: 1, finishTime: '2026-11-24 10:00:00' };

beforeEach(() => localStorage.removeItem(KEY));
afterEach(() => {
  localStorage.removeItem(KEY);
  adminStore.reset();
});

/** A sync the test lets finish when it wants (the screen's running state is seen meanwhile). */
function pendingSync() {
  let finish: ((value: unknown) => void) | undefined;
  const sync = vi.fn<Stub>(() => new Promise((resolve) => (finish = resolve)));
  return { sync, finish: () => finish?.({ code: 0, msg: '同步完成', data: OUTCOME }) };
}

const render = (sync: Stub) => renderResourceScreen('bms-extension', 'bmsExtensionDingTalk', { bmsExtensionDingTalkSync: sync });
const results = () => page.getByRole('table', { name: '各同步内容的上次同步结果' });
const start = () => page.getByRole('button', { name: '开始同步' });

describe('钉钉同步 screen (refinement bmsExtensionDingTalk)', () => {
  it('syncs the chosen content after 确定, busy meanwhile, then shows the outcome — still there after a reload', async () => {
    const { sync, finish } = pendingSync();
    const first = await render(sync);
    await expect.element(page.getByText('本机还没有同步记录。同步完成后，结果会显示在这里。')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: '员工' }));
    await userEvent.click(start());
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().textContent).toContain('将从钉钉拉取「员工」');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect.element(page.getByRole('button', { name: /同步中/ })).toBeDisabled();
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync.mock.calls[0]?.[0]).toEqual({ type: 2 });

    finish();
    await expect.element(results()).toBeVisible();
    const row = results().getByRole('row', { name: /^员工/ });
    await expect.poll(() => row.element().textContent).toContain('1334171');
    expect(row.element().textContent).toContain('2026-11-24 10:00:00');
    expect(row.element().textContent).toContain('系统管理员');
    await expect.element(start()).toBeEnabled();

    await first.screen.unmount();
    await render(pendingSync().sync);
    await expect.poll(() => results().getByRole('row', { name: /^员工/ }).element().textContent).toContain('2026-11-24 10:00:00');
  });

  it('考勤打卡 asks for its dates and refuses a range over 31 days before sending anything', async () => {
    const { sync } = pendingSync();
    await render(sync);
    await userEvent.click(page.getByRole('radio', { name: '考勤打卡' }));
    await userEvent.fill(page.getByLabelText('考勤开始日期'), '2026-09-01');
    await userEvent.fill(page.getByLabelText('考勤结束日期'), '2026-10-31');
    await expect.element(page.getByText('考勤日期范围不能超过 31 天')).toBeVisible();
    await expect.element(start()).toBeDisabled();
    await userEvent.fill(page.getByLabelText('考勤结束日期'), '2026-09-30');
    await userEvent.click(start());
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
    expect(sync.mock.calls[0]?.[0]).toEqual({ type: 3, startDate: '2026-09-01', endDate: '2026-09-30' });
  });

  it('a failed sync says why and keeps the last result', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 1: { type: 1, outcome: OUTCOME, operatorName: '李招生' } }));
    const sync = vi.fn<Stub>(async () => {
      throw new ApiError('钉钉接口调用频率超限，请稍后再试', { kind: 'business', code: 40000 });
    });
    await render(sync);
    await userEvent.click(start());
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '确定' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('同步失败：钉钉接口调用频率超限，请稍后再试');
    expect(results().getByRole('row', { name: /^部门/ }).element().textContent).toContain('李招生');
  });

  it('ignores a stored result that is not one, silently, and keeps the ones that are', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ 1: { type: 1, outcome: { ...OUTCOME, total: -3 } }, 2: { type: 2, outcome: OUTCOME }, 3: { type: 2, outcome: OUTCOME }, x: 'junk' }),
    );
    await render(pendingSync().sync);
    await expect.element(results()).toBeVisible();
    expect(results().getByRole('row').elements()).toHaveLength(2);
    localStorage.setItem(KEY, '{not json');
    await render(pendingSync().sync);
    await expect.element(page.getByText('本机还没有同步记录。同步完成后，结果会显示在这里。').first()).toBeVisible();
  });
});
