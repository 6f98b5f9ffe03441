import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminStore } from '../admin-store';
import { BOARD_SANDBOX } from '../operations/board-frame';
import { renderResourceScreen, type Stub } from '../operations/screen-harness';

afterEach(() => adminStore.reset());

const TIME = '2026-10-01 09:00:00';
// An address this test page can load (the frame's load event ends its loading state), on another
// origin than the back office's (127.0.0.1 for localhost): a board of the back office's own origin is refused.
const BOARD_URL = `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}/board-under-test`;
const BOARDS = [
  { id: 3, name: '招生总览', code: 'enroll_overview', url: BOARD_URL, sort: 1, status: 1, createTime: TIME },
  { id: 2, name: '财务收支月报', code: 'finance_monthly', url: 'https://bi.edu-services.cn/dashboard/finance-monthly', sort: 2, status: 0, createTime: TIME },
  { id: 1, name: '脚本看板', code: 'script_board', url: 'javascript:alert(document.cookie)', sort: 3, status: 1, createTime: TIME },
];

function stubs() {
  const list = vi.fn<Stub>(async () => ({ code: 0, data: { pageList: BOARDS, total: BOARDS.length } }));
  const detail = vi.fn<Stub>(async ({ id }) => ({ code: 0, data: BOARDS.find((b) => b.id === id) }));
  return { bmsStatisticsBiPageList: list, bmsStatisticsBiPageDetail: detail };
}

const table = () => page.getByRole('table', { name: 'BI 页面列表' });
const frame = () => page.getByTitle('招生总览（看板）');

describe('BI 页面 (refinement bmsStatisticsBiPage): a board opens inside the back office', () => {
  it('打开看板 opens it as a sub-screen in a sandboxed frame, without a referrer; 返回列表 goes back', async () => {
    const { router } = await renderResourceScreen('bms-statistics', 'bmsStatisticsBiPage', stubs());
    await userEvent.click(table().getByRole('button', { name: '打开看板', exact: true }));
    await expect.element(frame()).toBeVisible();
    expect(router.state.location.search).toEqual({ board: 3 });
    const iframe = frame().element();
    expect(iframe.getAttribute('sandbox')).toBe(BOARD_SANDBOX);
    expect(iframe.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(iframe.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(iframe.getAttribute('src')).toBe(BOARD_URL);
    await expect.element(frame()).toHaveAttribute('aria-busy', 'false');
    const newWindow = page.getByRole('link', { name: '在新窗口打开' });
    await expect.element(newWindow).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(newWindow).toHaveAttribute('target', '_blank');
    await userEvent.click(page.getByRole('button', { name: '返回列表' }));
    await expect.element(table()).toBeVisible();
    expect(router.state.location.search).toEqual({});
  });

  it('the address cell opens the same board', async () => {
    await renderResourceScreen('bms-statistics', 'bmsStatisticsBiPage', stubs());
    await userEvent.click(table().getByRole('button', { name: `打开看板 ${BOARD_URL.replace(/^https?:\/\//, '')}` }));
    await expect.element(frame()).toBeVisible();
  });

  it('a disabled board and a non-http(s) address cannot be opened, and say why', async () => {
    await renderResourceScreen('bms-statistics', 'bmsStatisticsBiPage', stubs());
    await expect.element(table().getByRole('button', { name: '打开看板（看板已禁用）' })).toBeDisabled();
    await expect.element(table().getByRole('button', { name: '打开看板（只能打开 http 或 https 地址的看板，「javascript」地址已拒绝）' })).toBeDisabled();
    // Neither address is a link or a button: the table's only links are to the boards' record pages (名称, 查看).
    expect(
      table()
        .getByRole('link')
        .elements()
        .map((link) => link.getAttribute('href')),
    ).toEqual(BOARDS.flatMap(({ id }) => [`/admin/bms/statistics/biPage/${id}`, `/admin/bms/statistics/biPage/${id}`]));
  });

  it('a link to a refused board (…?board=1) shows the refusal and renders no frame', async () => {
    await renderResourceScreen('bms-statistics', 'bmsStatisticsBiPage', stubs(), { url: '/?board=1' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('「脚本看板」不能在后台打开：只能打开 http 或 https 地址的看板，「javascript」地址已拒绝。请修改看板地址。');
    expect(document.querySelector('iframe')).toBeNull();
    expect(page.getByRole('link', { name: '在新窗口打开' }).elements()).toHaveLength(0);
  });

  it('a link to a disabled board shows that it is disabled', async () => {
    await renderResourceScreen('bms-statistics', 'bmsStatisticsBiPage', stubs(), { url: '/?board=2' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('「财务收支月报」已禁用，不能打开。请先在列表中启用它。');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
