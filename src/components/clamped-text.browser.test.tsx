import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ClampedText } from './clamped-text';

const LONG = `导入校验失败：${'第2行 手机号格式不正确；'.repeat(200)}com.edu.services.AdminServiceImpl(${'9'.repeat(300)})`;

describe('ClampedText', () => {
  it('shows a short text whole, with nothing to open', async () => {
    await render(
      <div style={{ width: 320 }}>
        <ClampedText text="账号已存在" />
      </div>,
    );
    await expect.element(page.getByText('账号已存在')).toBeVisible();
    expect(page.getByRole('button', { name: '查看全部' }).query()).toBeNull();
  });

  it('keeps a 4 KB text to three lines inside its box, and opens the whole of it with 查看全部', async () => {
    await render(
      <div style={{ width: 320 }}>
        <ClampedText text={LONG} />
      </div>,
    );
    const text = page.getByText(/^导入校验失败/);
    await expect.element(page.getByRole('button', { name: '查看全部' })).toBeVisible();
    const box = text.element().getBoundingClientRect();
    expect(box.height).toBeLessThan(100);
    expect(box.width).toBeLessThanOrEqual(320);

    await page.getByRole('button', { name: '查看全部' }).click();
    const dialog = page.getByRole('dialog', { name: '消息全文' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().textContent).toContain(LONG);
    expect(dialog.element().getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('hands the text to whoever shows it elsewhere (a toast closes on its own)', async () => {
    const showAll = vi.fn<(text: string) => void>();
    await render(
      <div style={{ width: 320 }}>
        <ClampedText text={LONG} onShowAll={showAll} />
      </div>,
    );
    await page.getByRole('button', { name: '查看全部' }).click();
    expect(showAll).toHaveBeenCalledWith(LONG);
    expect(page.getByRole('dialog').query()).toBeNull();
  });
});
