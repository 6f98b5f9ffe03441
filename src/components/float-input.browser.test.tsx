import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FloatInput } from './float-input';
import { FormField } from './ui/form-field';

interface Values {
  amount: string;
}

function RegisteredForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { amount: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="金额">
        <FloatInput {...form.register('amount')} />
      </FormField>
      <button type="submit">提交</button>
    </form>
  );
}

function ControllerForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { amount: '8' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <FormField label="金额">
            <FloatInput {...field} />
          </FormField>
        )}
      />
      <button type="submit">提交</button>
    </form>
  );
}

function StateField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="金额">
        <FloatInput value={value} onChange={(event) => setValue(event.target.value)} />
      </FormField>
      <output>{value}</output>
    </>
  );
}

const amountInput = () => page.getByLabelText('金额').element() as HTMLInputElement;

describe('FloatInput', () => {
  it('asks for the decimal keypad on phones', async () => {
    await render(<StateField />);
    expect(amountInput().inputMode).toBe('decimal');
    expect(amountInput().type).toBe('text');
  });

  it('reduces typed text and submits it through register', async () => {
    const onSubmit = vi.fn<(values: Values) => void>();
    await render(<RegisteredForm onSubmit={onSubmit} />);
    await userEvent.type(page.getByLabelText('金额'), '12a.3.45');
    await expect.element(page.getByLabelText('金额')).toHaveValue('12.34');
    await page.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => onSubmit.mock.calls[0]?.[0]).toEqual({ amount: '12.34' });
  });

  it('reduces pasted text and submits it through a Controller', async () => {
    const onSubmit = vi.fn<(values: Values) => void>();
    await render(<ControllerForm onSubmit={onSubmit} />);
    await userEvent.fill(page.getByLabelText('金额'), '¥1,234.567');
    await expect.element(page.getByLabelText('金额')).toHaveValue('1234.56');
    await page.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => onSubmit.mock.calls[0]?.[0]).toEqual({ amount: '1234.56' });
  });

  it('hands the parent only the filtered value when controlled', async () => {
    const screen = await render(<StateField />);
    await userEvent.fill(page.getByLabelText('金额'), '１２．５x');
    await expect.element(page.getByLabelText('金额')).toHaveValue('12.5');
    await expect.element(screen.getByRole('status')).toHaveTextContent('12.5');
  });

  it('keeps the caret where it was when a character is dropped or the text shrinks', async () => {
    await render(<StateField initial="1234" />);
    await page.getByLabelText('金额').click();
    amountInput().setSelectionRange(2, 2);
    await userEvent.keyboard('a');
    await expect.element(page.getByLabelText('金额')).toHaveValue('1234');
    expect(amountInput().selectionStart).toBe(2);

    await userEvent.keyboard('.');
    await expect.element(page.getByLabelText('金额')).toHaveValue('12.34');
    expect(amountInput().selectionStart).toBe(3);

    await userEvent.keyboard('9');
    await expect.element(page.getByLabelText('金额')).toHaveValue('12.93');
    expect(amountInput().selectionStart).toBe(4);
  });
});
