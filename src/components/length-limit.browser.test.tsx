import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LimitedInput } from './length-limit';
import { FormField } from './ui/form-field';

function Field({ maxLength = 10 }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="关键字">
      <LimitedInput maxLength={maxLength} value={value} onChange={(e) => setValue(e.target.value)} />
    </FormField>
  );
}

describe('LimitedInput: a maxLength that is told', () => {
  it('a paste past the limit is cut and the field says by how much, until its text is shorter again', async () => {
    await render(<Field />);
    const input = page.getByLabelText('关键字');
    await expect.element(input).toHaveAttribute('maxlength', '10');
    await userEvent.click(input);
    await navigator.clipboard.writeText('一二三四五六七八九十十一十二');
    await userEvent.paste();
    await expect.element(input).toHaveValue('一二三四五六七八九十');
    const note = page.getByRole('status');
    await expect.element(note).toHaveTextContent('内容已截断：最多 10 个字符，超出的 4 个字符未录入');
    // Announced with the field: the input names the note among what describes it.
    await expect.element(input).toHaveAttribute('aria-describedby', note.element().id);
    await userEvent.keyboard('{Backspace}');
    await expect.element(note).not.toBeInTheDocument();
  });

  it('a paste that fits says nothing', async () => {
    await render(<Field />);
    await userEvent.click(page.getByLabelText('关键字'));
    await navigator.clipboard.writeText('张三');
    await userEvent.paste();
    await expect.element(page.getByLabelText('关键字')).toHaveValue('张三');
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });
});
