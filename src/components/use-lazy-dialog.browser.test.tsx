import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as toasts from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { LAZY_DIALOG_FAILED, useLazyDialog, type LazyDialogProps } from './use-lazy-dialog';

function Sheet({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>网站导航</DialogTitle>
        <DialogDescription>说明</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

function Opener({ load }: { load: () => Promise<typeof Sheet> }) {
  const { Dialog: Lazy, openDialog, triggerProps, dialogProps } = useLazyDialog(load);
  return (
    <>
      <button type="button" {...triggerProps}>
        打开菜单
      </button>
      {/* A keyboard shortcut's stand-in: opens from wherever focus is. */}
      <label>
        备注
        <input onKeyDown={(event) => event.key === 'F2' && openDialog()} />
      </label>
      {Lazy && <Lazy {...dialogProps} />}
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useLazyDialog', () => {
  it('opens the dialog once its code is there, says it is a dialog trigger, and closes back to the button', async () => {
    const load = vi.fn<() => Promise<typeof Sheet>>(() => Promise.resolve(Sheet));
    await render(<Opener load={load} />);
    const button = page.getByRole('button', { name: '打开菜单' });
    await expect.element(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    // While the dialog is open the rest of the page is hidden from the accessibility tree.
    const trigger = button.element();
    await userEvent.click(button);
    await expect.element(page.getByRole('dialog', { name: '网站导航' })).toBeVisible();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press whose code cannot be fetched says so in zh-CN, opens nothing, and the next press tries again', async () => {
    const error = vi.spyOn(toasts.toast, 'error');
    let fail = true;
    const load = vi.fn<() => Promise<typeof Sheet>>(() => (fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Sheet)));
    await render(<Opener load={load} />);
    // Wait out the idle-time prefetch, which fails silently.
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: '打开菜单' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(LAZY_DIALOG_FAILED));
    expect(page.getByRole('dialog').query()).toBeNull();
    fail = false;
    await userEvent.click(page.getByRole('button', { name: '打开菜单' }));
    await expect.element(page.getByRole('dialog', { name: '网站导航' })).toBeVisible();
  });

  it('opened from a field (a shortcut), closing gives focus back to that field, not to the button', async () => {
    const load = vi.fn<() => Promise<typeof Sheet>>(() => Promise.resolve(Sheet));
    await render(<Opener load={load} />);
    const field = page.getByLabelText('备注');
    await userEvent.click(field);
    await userEvent.keyboard('{F2}');
    await expect.element(page.getByRole('dialog', { name: '网站导航' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(field).toHaveFocus();
  });
});
