import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { PageSize } from '@/lib/page-sizes';
import { Pagination } from './pagination';

const onChange = vi.fn<(pageNum: number, pageSize: PageSize) => void>();
const sizeBox = () => page.getByRole('combobox', { name: '每页条数' });

describe('Pagination', () => {
  it('shows 1000条/页 whole in the page-size box', async () => {
    await render(<Pagination total={5000} pageNum={1} pageSize={1000} onChange={onChange} />);
    await expect.element(sizeBox()).toHaveTextContent('1000条/页');
    const text = sizeBox().element().querySelector<HTMLElement>('[data-slot="select-value"]');
    if (!text) throw new Error('page-size text missing');
    expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  });

  it('offers the sizes of SPEC.md §9', async () => {
    await render(<Pagination total={50} pageNum={1} pageSize={15} onChange={onChange} />);
    await userEvent.click(sizeBox());
    const options = page
      .getByRole('option')
      .elements()
      .map((o) => o.textContent);
    expect(options).toEqual(['15条/页', '30条/页', '60条/页', '100条/页', '200条/页', '400条/页', '600条/页', '800条/页', '1000条/页']);
  });

  it('claims no total it does not know: no 共 N 条 and no next page', async () => {
    await render(<Pagination total={undefined} pageNum={2} pageSize={15} onChange={onChange} />);
    await expect.element(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    expect(page.getByRole('navigation', { name: '分页' }).element().textContent).not.toMatch(/共 \d+ 条/);
    await expect.element(page.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: '上一页' })).toBeEnabled();
  });
});
