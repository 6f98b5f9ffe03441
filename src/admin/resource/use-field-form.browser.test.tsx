import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z, type ZodType } from 'zod';
import { toast } from '@/lib/toast';
import { useFieldForm } from './use-field-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn<(message: string) => void>(), success: vi.fn<(message: string) => void>() } }));

const FIELDS: FieldMeta[] = [{ name: 'name', title: '姓名', type: 'string', required: true }];
const schema = z.object({ name: z.string().min(2) });

function NameForm({ loadSchema, onValid }: { loadSchema: () => Promise<ZodType | undefined>; onValid: (payload: Record<string, unknown>) => void }) {
  const form = useFieldForm(FIELDS, { name: '' }, loadSchema);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const payload = await form.validate();
        if (payload) onValid(payload);
      }}
    >
      <label htmlFor="name">姓名</label>
      <input id="name" value={form.values.name} onChange={(event) => form.setValue('name', event.target.value)} />
      {form.errors.name && <p role="alert">{form.errors.name}</p>}
      <button type="submit">确定</button>
    </form>
  );
}

describe('useFieldForm with schemas that load on demand', () => {
  it('says the rules could not load, keeps what was typed, and checks again on the next submit', async () => {
    const loadSchema = vi.fn<() => Promise<ZodType | undefined>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schema);
    const onValid = vi.fn<(payload: Record<string, unknown>) => void>();
    await render(<NameForm loadSchema={loadSchema} onValid={onValid} />);
    // The mount-time load is the one that fails.
    await vi.waitFor(() => expect(loadSchema).toHaveBeenCalledTimes(1));

    await userEvent.fill(page.getByLabelText('姓名'), '张三');
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: '张三' }));
    expect(loadSchema).toHaveBeenCalledTimes(2);

    loadSchema.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('表单校验规则加载失败：网络异常，请检查网络后重试'));
    expect(onValid).toHaveBeenCalledTimes(1);
    await expect.element(page.getByLabelText('姓名')).toHaveValue('张三');
  });

  it('sends once when 确定 is pressed twice while the rules are still loading', async () => {
    const { promise: loading, resolve: release } = Promise.withResolvers<ZodType>();
    const onValid = vi.fn<(payload: Record<string, unknown>) => void>();
    await render(<NameForm loadSchema={() => loading} onValid={onValid} />);
    await userEvent.fill(page.getByLabelText('姓名'), '张三');
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    release(schema);
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: '张三' }));
    // Once the browser is idle nothing of either submit is still pending.
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it("shows the schema's problem next to the field and sends nothing", async () => {
    const onValid = vi.fn<(payload: Record<string, unknown>) => void>();
    await render(<NameForm loadSchema={async () => schema} onValid={onValid} />);
    await userEvent.fill(page.getByLabelText('姓名'), '张');
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
  });
});
