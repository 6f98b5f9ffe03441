import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { IdCardRevealContext, mayRevealIdCards } from './id-card-value';
import { ResourceTable } from './resource-table';

const ID_CARD: FieldMeta = { name: 'idCardNo', title: '身份证号', type: 'string', widget: 'idCard' };
const NAME: FieldMeta = { name: 'name', title: '姓名', type: 'string' };
const FRONT: FieldMeta = { name: 'idCardFront', title: '身份证人像面', type: 'string' };
const SHOTS: FieldMeta = { name: 'images', title: '截图', type: 'array', itemType: 'string' };
const COVER: FieldMeta = { name: 'cover', title: '封面图', type: 'string', widget: 'image' };
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="teal"/></svg>')}`;

const ROWS = [
  { id: 1, name: '张伟', idCardNo: '110101199003071234', idCardFront: PNG, images: [PNG, PNG], cover: SVG },
  { id: 2, name: '李娜', idCardNo: '11010519491231002X' },
];

function Table({ reveal }: { reveal: boolean }) {
  return (
    <IdCardRevealContext value={reveal}>
      <ResourceTable caption="名单" fields={[NAME, ID_CARD, FRONT, SHOTS, COVER]} rows={ROWS} selection={{}} onSelectionChange={() => {}} visibility={{}} />
    </IdCardRevealContext>
  );
}

describe('ID-card numbers in lists', () => {
  it('are masked; where allowed, 显示 shows one cell whole and 隐藏 masks it again, by keyboard too', async () => {
    await render(<Table reveal />);
    const first = page.getByRole('row', { name: /张伟/ });
    await expect.element(first.getByText('110101********1234')).toBeVisible();
    expect(document.body.textContent).not.toContain('110101199003071234');
    await first.getByRole('button', { name: '显示身份证号' }).click();
    await expect.element(first.getByText('110101199003071234')).toBeVisible();
    // Only that cell: the next row stays masked.
    await expect.element(page.getByRole('row', { name: /李娜/ }).getByText('110105********002X')).toBeVisible();
    const hide = first.getByRole('button', { name: '隐藏身份证号' });
    (hide.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(first.getByText('110101********1234')).toBeVisible();
    await expect.element(first.getByRole('button', { name: '显示身份证号' })).toHaveFocus();
  });

  it('offer nothing to reveal where the position may not', async () => {
    await render(<Table reveal={false} />);
    await expect.element(page.getByText('110101********1234')).toBeVisible();
    expect(page.getByRole('button', { name: /显示身份证号/ }).elements()).toHaveLength(0);
  });

  it('may be revealed by a super administrator, or by whoever may edit the record', () => {
    const resource = {
      operations: [
        { kind: 'save', permission: 'user:realName:save' },
        { kind: 'list', permission: 'user:realName:list' },
      ],
    } as Parameters<typeof mayRevealIdCards>[0];
    expect(mayRevealIdCards(resource, () => false, true)).toBe(true);
    expect(mayRevealIdCards(resource, (key) => key === 'user:realName:save', false)).toBe(true);
    expect(mayRevealIdCards(resource, (key) => key === 'user:realName:list', false)).toBe(false);
    expect(mayRevealIdCards({ operations: [] }, () => true, false)).toBe(false);
  });
});

describe('images in lists', () => {
  it('are drawn as images, data: URLs (base64 or SVG) and lists of them included, even where the field declares no image', async () => {
    await render(<Table reveal={false} />);
    const first = page.getByRole('row', { name: /张伟/ });
    await expect.element(first.getByRole('img', { name: '身份证人像面' })).toHaveAttribute('src', PNG);
    await expect.element(first.getByRole('img', { name: '截图 1' })).toBeVisible();
    await expect.element(first.getByRole('img', { name: '截图 2' })).toBeVisible();
    await expect.element(first.getByRole('img', { name: '封面图' })).toHaveAttribute('src', SVG);
    expect(document.body.textContent).not.toContain('base64');
  });
});
