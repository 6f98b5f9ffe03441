import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ListSort } from './list-sort';
import { headerAriaSort, SortHeader } from './sort-header';

function Header() {
  const [sort, setSort] = useState<ListSort | undefined>();
  const sorting = { sortable: ['createTime'], sort, onChange: setSort };
  return (
    <table>
      <thead>
        <tr>
          <th scope="col" aria-sort={headerAriaSort(sorting, 'createTime')}>
            <SortHeader sorting={sorting} column="createTime">
              创建时间
            </SortHeader>
          </th>
          <th scope="col" aria-sort={headerAriaSort(sorting, 'remark')}>
            备注
          </th>
        </tr>
      </thead>
    </table>
  );
}

describe('SortHeader', () => {
  it('cycles 升序 → 降序 → 不排序 with aria-sort on the header, by keyboard too', async () => {
    await render(<Header />);
    const header = page.getByRole('columnheader', { name: /创建时间/ });
    await expect.element(header).toHaveAttribute('aria-sort', 'none');
    await expect.element(page.getByRole('columnheader', { name: '备注' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(page.getByRole('button', { name: /创建时间.*点击升序/ }));
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(page.getByRole('button', { name: /创建时间.*点击降序/ }));
    await expect.element(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{Enter}');
    await expect.element(header).toHaveAttribute('aria-sort', 'none');
  });
});
