import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ExportButton } from './export-button';

describe('ExportButton', () => {
  it('with a selection offers 导出选中（N 条）beside 导出全部（按当前筛选）', async () => {
    const all = vi.fn<() => void>();
    const chosen = vi.fn<() => void>();
    await render(<ExportButton selected={2} exporting={false} onExportAll={all} onExportSelected={chosen} />);
    await userEvent.click(page.getByRole('button', { name: '导出' }));
    await expect.element(page.getByRole('menuitem', { name: '导出全部（按当前筛选）' })).toBeVisible();
    await userEvent.click(page.getByRole('menuitem', { name: '导出选中（2 条）' }));
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(all).not.toHaveBeenCalled();
  });

  it('without a selection is one button that exports by the filters', async () => {
    const all = vi.fn<() => void>();
    await render(<ExportButton selected={0} exporting={false} onExportAll={all} onExportSelected={() => {}} />);
    await userEvent.click(page.getByRole('button', { name: '导出' }));
    expect(all).toHaveBeenCalledTimes(1);
  });
});
