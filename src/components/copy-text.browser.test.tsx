import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { copyText, CopyTextHost } from './copy-text';
import { Toaster } from './ui/toaster';

const TEXT = '学号：2025090001\n姓名：张三';

const manualDialog = () => page.getByRole('dialog', { name: '请手动复制' });

/** Copies on a real click, as in the app: Chromium only lets a focused page write the clipboard. */
async function clickToCopy(text: string): Promise<boolean> {
  const results: boolean[] = [];
  await render(
    <>
      <button type="button" onClick={() => void copyText(text).then((copied) => results.push(copied))}>
        复制
      </button>
      <CopyTextHost />
      <Toaster />
    </>,
  );
  await userEvent.click(page.getByRole('button', { name: '复制' }));
  await expect.poll(() => results.length).toBe(1);
  return results[0] ?? false;
}

/** The dialog shows exactly the text, focused and wholly selected, ready for Ctrl+C. */
async function expectManualCopyOffered(text: string) {
  await expect.element(manualDialog()).toBeVisible();
  const area = manualDialog().getByRole('textbox', { name: '待复制的内容' });
  await expect.element(area).toHaveValue(text);
  await expect.element(area).toHaveAttribute('readonly');
  await expect.element(area).toHaveFocus();
  const element = area.element() as HTMLTextAreaElement;
  expect([element.selectionStart, element.selectionEnd]).toEqual([0, text.length]);
  expect(page.getByText('复制成功!').query()).toBeNull();
}

afterEach(async () => {
  // Toasts and the dialog's state outlive the rendered host: clear both so the next test starts clean.
  toast.dismiss();
  if (page.getByRole('dialog').query()) await userEvent.keyboard('{Escape}');
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copyText with clipboard permission', () => {
  it('writes the clipboard and confirms with 复制成功!', async () => {
    expect(await clickToCopy(TEXT)).toBe(true);
    await expect(navigator.clipboard.readText()).resolves.toBe(TEXT);
    await expect.element(page.getByText('复制成功!')).toBeVisible();
    expect(page.getByRole('dialog').query()).toBeNull();
  });
});

describe('copyText without clipboard permission', () => {
  it('offers the text for manual copying when the browser refuses', async () => {
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    expect(await clickToCopy(TEXT)).toBe(false);
    expect(write).toHaveBeenCalledWith(TEXT);
    await expectManualCopyOffered(TEXT);
  });

  it('offers the text for manual copying when the Clipboard API is missing (insecure context)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    expect(await clickToCopy('https://example.com/invite?code=A1B2')).toBe(false);
    await expectManualCopyOffered('https://example.com/invite?code=A1B2');
  });

  it('closes the manual dialog with 关闭', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await clickToCopy(TEXT);
    await manualDialog().getByRole('button', { name: '关闭' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows and selects the new text when another copy fails while the dialog is open', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await clickToCopy(TEXT);
    await expectManualCopyOffered(TEXT);
    await expect(copyText('第二段')).resolves.toBe(false);
    await expectManualCopyOffered('第二段');
  });
});
