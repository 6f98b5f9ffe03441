import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { DateKind } from '@/lib/date-entry';
import { DateInput } from './date-input';
import { Label } from './ui/label';

function Field({ kind, initial = '' }: { kind: DateKind; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Label htmlFor="day">开始时间</Label>
      <DateInput id="day" kind={kind} value={value} onChange={setValue} />
      <output aria-label="值">{value}</output>
    </>
  );
}

function Range() {
  const [values, setValues] = useState({ start: '', end: '' });
  const both = (start: string, end: string) => setValues({ start, end });
  return (
    <>
      <Label htmlFor="start">开始日期</Label>
      <DateInput id="start" kind="date" value={values.start} onChange={(start) => setValues((v) => ({ ...v, start }))} onQuickRange={both} />
      <Label htmlFor="end">结束日期</Label>
      <DateInput id="end" kind="date" value={values.end} onChange={(end) => setValues((v) => ({ ...v, end }))} onQuickRange={both} />
    </>
  );
}

const box = () => page.getByLabelText('开始时间', { exact: true });
const value = () => page.getByLabelText('值').element().textContent;
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

describe('DateInput', () => {
  it('takes typed dates and tidies them into yyyy-MM-dd when left', async () => {
    await render(<Field kind="date" />);
    await userEvent.fill(box(), '2026/3/1');
    expect(value()).toBe('2026/3/1');
    await userEvent.tab();
    await expect.element(box()).toHaveValue('2026-03-01');
    expect(value()).toBe('2026-03-01');
    await expect.element(box()).not.toHaveAttribute('aria-invalid');
  });

  it('keeps unreadable text and names the pattern in zh-CN', async () => {
    await render(<Field kind="date" />);
    await userEvent.fill(box(), '2026-02-30');
    await userEvent.tab();
    await expect.element(page.getByText('请输入有效的日期，格式为 yyyy-MM-dd，如 2026-03-01')).toBeVisible();
    await expect.element(box()).toHaveValue('2026-02-30');
    await expect.element(box()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box()).toHaveAccessibleDescription(/请输入有效的日期/);
    // Correcting it clears the message.
    await userEvent.fill(box(), '2026-02-28');
    await userEvent.tab();
    await expect.element(page.getByText(/请输入有效的日期/)).not.toBeInTheDocument();
  });

  it('shows a zh-CN calendar with weeks from Monday and picks a day', async () => {
    await render(<Field kind="date" initial="2026-03-18" />);
    await userEvent.click(page.getByRole('button', { name: '选择日期' }));
    const dialog = page.getByRole('dialog', { name: '选择日期' });
    await expect.element(dialog.getByRole('grid')).toBeVisible();
    const weekdays = [...dialog.element().querySelectorAll('th')].map((th) => th.textContent);
    expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    await expect.element(dialog.getByRole('combobox', { name: '选择年份' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: '前往下个月' })).toBeVisible();
    // The chosen day has focus; day buttons speak zh-CN.
    await expect.element(dialog.getByRole('button', { name: /2026年3月18日.*已选择/ })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: /2026年3月20日/ }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(value()).toBe('2026-03-20');
  });

  it('picks a day of a date-time and keeps its time, on a 24-hour clock', async () => {
    await render(<Field kind="date-time" initial="2026-03-18 15:04:05" />);
    await userEvent.click(page.getByRole('button', { name: '选择日期时间' }));
    const dialog = page.getByRole('dialog', { name: '选择日期时间' });
    await userEvent.click(dialog.getByRole('button', { name: /2026年3月20日/ }));
    expect(value()).toBe('2026-03-20 15:04:05');
    await userEvent.fill(dialog.getByLabelText('时间'), '9:30');
    expect(value()).toBe('2026-03-20 09:30:00');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect.element(box()).toHaveValue('2026-03-20 09:30:00');
  });

  it('reads typed date-times in the displayed pattern', async () => {
    await render(<Field kind="date-time" />);
    await expect.element(box()).toHaveAttribute('placeholder', 'yyyy-MM-dd HH:mm:ss');
    await userEvent.fill(box(), '2026-03-01 9:05');
    await userEvent.tab();
    expect(value()).toBe('2026-03-01 09:05:00');
  });

  it('fills both ends of a range with a quick range', async () => {
    await render(<Range />);
    // The end's own button (each box has one, named alike).
    await userEvent.click(page.getByRole('button', { name: '选择日期' }).nth(1));
    const shortcuts = page.getByRole('group', { name: '快捷选择' });
    expect(
      shortcuts
        .getByRole('button')
        .elements()
        .map((b) => b.textContent),
    ).toEqual(['今天', '本周', '本月', '近 7 天', '近 30 天']);
    await userEvent.click(shortcuts.getByRole('button', { name: '近 30 天' }));
    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
    await expect.element(page.getByLabelText('开始日期', { exact: true })).toHaveValue(ymd(first));
    await expect.element(page.getByLabelText('结束日期', { exact: true })).toHaveValue(ymd(today));

    // Then the start's calendar: its quick ranges replace both.
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: '选择日期' }).nth(0));
    await userEvent.click(page.getByRole('group', { name: '快捷选择' }).getByRole('button', { name: '今天' }));
    await expect.element(page.getByLabelText('开始日期', { exact: true })).toHaveValue(ymd(today));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
