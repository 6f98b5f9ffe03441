import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it, vi } from 'vitest';
import type * as React from 'react';
import { z } from 'zod';
import { useFieldForm } from './use-field-form';

// The unit project has no DOM to render a hook in. useFieldForm's validation reads React only for
// its state, so it runs as a plain function here: state starts at its initial value and every
// update of the errors is recorded.
const react = vi.hoisted(() => ({ updates: [] as unknown[] }));
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  useState: <T>(initial: T) => [initial, (next: T) => void react.updates.push(next)],
  useRef: <T>(current: T) => ({ current }),
  useEffect: () => undefined,
}));

const FIELDS: FieldMeta[] = [
  { name: 'name', title: '姓名', type: 'string', required: true },
  { name: 'remark', title: '备注', type: 'string' },
];

describe('checking a form before it is sent', () => {
  it('shows each problem next to its own field, and sends nothing', async () => {
    react.updates = [];
    const schema = z.object({ name: z.string().min(2), remark: z.string().optional() });
    const form = useFieldForm(FIELDS, { name: '张', remark: '' }, async () => schema);
    await expect(form.validate()).resolves.toBeUndefined();
    expect(react.updates).toEqual([{ name: '姓名不能小于 2 个字符' }]);
  });

  it('keeps a problem of the whole form under the empty key, apart from every field, and sends nothing', async () => {
    react.updates = [];
    const schema = z.object({ name: z.string(), remark: z.string().optional() }).refine((v) => v.remark !== undefined);
    const form = useFieldForm(FIELDS, { name: '张三', remark: '' }, async () => schema);
    await expect(form.validate()).resolves.toBeUndefined();
    // No field title to name: the generic zh-CN wording.
    expect(react.updates).toEqual([{ '': '不正确' }]);
  });

  it('sends the typed payload when every rule holds', async () => {
    react.updates = [];
    const form = useFieldForm(FIELDS, { name: '张三', remark: '' }, async () => z.object({ name: z.string().min(2) }));
    await expect(form.validate({ id: 3 })).resolves.toEqual({ name: '张三', id: 3 });
    expect(react.updates).toEqual([]);
  });
});
