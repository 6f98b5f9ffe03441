import type { FieldMeta } from '@generated/manifest/types';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CopyTextHost } from '@/components/copy-text';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/toast';
import { FieldGrid } from './field-grid';
import { FieldInput } from './field-input';
import { ResourceTable } from './resource-table';
import { useFieldForm } from './use-field-form';

// The upload goes through the generated client of the spec's uploadImage: stand in for it, and see what it is given.
const upload = vi.hoisted(() => vi.fn<(form: { file: Blob }) => Promise<{ code: number; msg: string; data?: { url: string } }>>());
vi.mock('@generated/bms-extension/client/bms-extension', () => ({ bmsExtensionOtherUploadImage: upload }));

const START: FieldMeta = { name: 'startTime', title: '开始时间', type: 'string', format: 'date-time', required: true };
const END: FieldMeta = { name: 'endTime', title: '结束时间', type: 'string', format: 'date-time', required: true, notBefore: 'startTime' };
const ID_CARD: FieldMeta = { name: 'idCard', title: '身份证号', type: 'string', widget: 'idCard' };
const COVER: FieldMeta = { name: 'cover', title: '封面图', type: 'string', widget: 'image' };
const CONTENT: FieldMeta = { name: 'content', title: '正文', type: 'string', widget: 'html' };
const CODE: FieldMeta = { name: 'code', title: '推广码', type: 'string', widget: 'copy' };

/** A 1×1 PNG, so the preview is a real image. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

function Form({ fields, onValid, initial = {} }: { fields: FieldMeta[]; onValid: (payload: Record<string, unknown>) => void; initial?: Record<string, string> }) {
  const form = useFieldForm(fields, { ...Object.fromEntries(fields.map((f) => [f.name, ''])), ...initial }, async () => undefined);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const payload = await form.validate();
        if (payload) onValid(payload);
      }}
    >
      <FieldGrid fields={fields} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix="t" />
      <button type="submit">确定</button>
    </form>
  );
}

const submit = () => userEvent.click(page.getByRole('button', { name: '确定' }));

afterEach(() => {
  toast.dismiss();
  upload.mockReset();
  vi.restoreAllMocks();
});

describe('date-times in forms (wire format yyyy-MM-dd HH:mm:ss)', () => {
  it('sends what is typed as yyyy-MM-dd HH:mm:ss, seconds :00 when none are typed', async () => {
    const onValid = vi.fn<(payload: Record<string, unknown>) => void>();
    await render(<Form fields={[START, END]} onValid={onValid} />);
    await userEvent.fill(page.getByLabelText(/^开始时间/), '2026-03-01 18:05');
    await userEvent.fill(page.getByLabelText(/^结束时间/), '2026-03-01T20:30:15');
    await submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ startTime: '2026-03-01 18:05:00', endTime: '2026-03-01 20:30:15' }));
  });

  it('a list filter on a date-time sends the same wire format', async () => {
    const onChange = vi.fn<(value: string) => void>();
    function Filter() {
      const [value, setValue] = useState('');
      return (
        <>
          <label htmlFor="filter-startTime">开始时间</label>
          <FieldInput field={START} id="filter-startTime" mode="filter" value={value} onChange={(next) => (setValue(next), onChange(next))} />
        </>
      );
    }
    await render(<Filter />);
    await userEvent.fill(page.getByLabelText('开始时间'), '2026-03-01 7:08');
    // Tidied into the wire format when the box is left.
    await userEvent.tab();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-03-01 07:08:00'));
  });

  it('shows a stored wire value as the same wall-clock time, yyyy-MM-dd HH:mm:ss', async () => {
    await render(<Form fields={[START]} onValid={() => {}} initial={{ startTime: '2026-03-01 18:05:09' }} />);
    await expect.element(page.getByLabelText(/^开始时间/)).toHaveValue('2026-03-01 18:05:09');
  });

  it('refuses an end before its start at the end field, naming both, and keeps what was typed', async () => {
    const onValid = vi.fn<(payload: Record<string, unknown>) => void>();
    await render(<Form fields={[START, END]} onValid={onValid} />);
    await userEvent.fill(page.getByLabelText(/^开始时间/), '2026-03-01 10:00');
    await userEvent.fill(page.getByLabelText(/^结束时间/), '2026-03-01 09:00');
    await submit();
    const end = page.getByLabelText(/^结束时间/);
    await expect.element(end).toHaveAccessibleDescription('结束时间不能早于开始时间');
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByLabelText(/^开始时间/)).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByLabelText(/^开始时间/)).toHaveValue('2026-03-01 10:00:00');
    await expect.element(end).toHaveValue('2026-03-01 09:00:00');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.fill(end, '2026-03-01 10:00:00');
    await submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ startTime: '2026-03-01 10:00:00', endTime: '2026-03-01 10:00:00' }));
  });
});

describe('x-widget idCard (SPEC.md §5 checksum)', () => {
  it('refuses a number whose check character fails, and sends a valid one upper-cased', async () => {
    const onValid = vi.fn<(payload: Record<string, unknown>) => void>();
    await render(<Form fields={[ID_CARD]} onValid={onValid} />);
    const input = page.getByLabelText('身份证号');
    await userEvent.fill(input, '110105194912310021');
    await submit();
    await expect.element(input).toHaveAccessibleDescription('请输入有效的 18 位身份证号');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.fill(input, '11010519491231002x');
    await expect.element(input).toHaveValue('11010519491231002X');
    await submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ idCard: '11010519491231002X' }));
  });
});

describe('x-widget image (SPEC.md §5 extensions, uploaded)', () => {
  it('refuses another extension before uploading, with the rule in zh-CN', async () => {
    await render(<Form fields={[COVER]} onValid={() => {}} />);
    await userEvent.upload(page.getByLabelText('封面图'), new File([PNG], '截图.bmp', { type: 'image/bmp' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('仅支持 jpg、jpeg、png、gif 格式的图片');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a png through the generated client, keeps the URL as the value and shows a preview', async () => {
    upload.mockResolvedValue({ code: 0, msg: '操作成功', data: { url: 'https://cdn.example.com/covers/a.png' } });
    const onValid = vi.fn<(payload: Record<string, unknown>) => void>();
    await render(<Form fields={[COVER]} onValid={onValid} />);
    await userEvent.upload(page.getByLabelText('封面图'), new File([PNG], '封面.PNG', { type: 'image/png' }));
    const preview = page.getByRole('img', { name: '封面图预览' });
    await expect.element(preview).toBeVisible();
    await expect.poll(() => (preview.element() as HTMLImageElement).naturalWidth).toBe(1);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].file).toBeInstanceOf(File);
    await submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ cover: 'https://cdn.example.com/covers/a.png' }));

    await userEvent.click(page.getByRole('button', { name: '移除封面图' }));
    await expect.element(preview).not.toBeInTheDocument();
  });

  it('shows the stored image of a record being edited', async () => {
    const src = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
    await render(<Form fields={[COVER]} onValid={() => {}} initial={{ cover: src }} />);
    await expect.element(page.getByRole('img', { name: '封面图预览' })).toHaveAttribute('src', src);
  });
});

describe('x-widget html (sanitised preview)', () => {
  it('previews through the strict CMS sanitiser and keeps the markup as typed', async () => {
    const onValid = vi.fn<(payload: Record<string, unknown>) => void>();
    const markup = '<p style="position:fixed;inset:0">招生简章</p><img src="x" onerror="window.pwnedByWidget=1"><script>window.pwnedByWidget=1</script>';
    await render(<Form fields={[CONTENT]} onValid={onValid} />);
    await userEvent.fill(page.getByLabelText('正文'), markup);
    const toggle = page.getByRole('button', { name: '预览' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    const preview = page.getByRole('region', { name: '正文预览' });
    await expect.element(preview.getByText('招生简章')).toBeVisible();
    // The box's own containment style is the only style there; nothing of the markup's.
    const box = preview.element().querySelector('[data-cms-html]');
    expect(box?.querySelector('p')?.textContent).toBe('招生简章');
    expect(box?.querySelector('script, [style], [onerror]')).toBeNull();
    expect((window as { pwnedByWidget?: number }).pwnedByWidget).toBeUndefined();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ content: markup }));
    await userEvent.click(toggle);
    await expect.element(preview).not.toBeInTheDocument();
  });
});

describe('widgets in tables', () => {
  const rows = [
    {
      id: 1,
      code: 'TG2026A1',
      content: '<h2>报名须知</h2><p>请携带&nbsp;身份证&amp;照片</p><img src=x onerror="window.pwnedByWidget=2">',
      cover: 'https://cdn.example.com/c.png',
      idCard: '11010519491231002X',
    },
  ];

  async function renderTable() {
    await render(
      <>
        <ResourceTable caption="名单" fields={[CODE, CONTENT, COVER, ID_CARD]} rows={rows} selection={{}} onSelectionChange={() => {}} visibility={{}} />
        <CopyTextHost />
        <Toaster />
      </>,
    );
  }

  it('a copyable value has 复制, which copies it and says 复制成功!', async () => {
    await renderTable();
    await expect.element(page.getByRole('cell', { name: /TG2026A1/ })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '复制推广码' }));
    await expect.element(page.getByText('复制成功!')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('TG2026A1');
  });

  it('offers 请手动复制 when the browser refuses the clipboard', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await renderTable();
    await userEvent.click(page.getByRole('button', { name: '复制推广码' }));
    const dialog = page.getByRole('dialog', { name: '请手动复制' });
    await expect.element(dialog.getByRole('textbox', { name: '待复制的内容' })).toHaveValue('TG2026A1');
    await userEvent.keyboard('{Escape}');
  });

  it('HTML is a plain-text excerpt, never markup; an image a thumbnail with alt text; an ID card masked', async () => {
    await renderTable();
    const cell = page.getByRole('cell', { name: '报名须知 请携带 身份证&照片' });
    await expect.element(cell).toBeVisible();
    expect(cell.element().querySelector('h2, p, img')).toBeNull();
    expect((window as { pwnedByWidget?: number }).pwnedByWidget).toBeUndefined();
    await expect.element(page.getByRole('img', { name: '封面图' })).toHaveAttribute('src', 'https://cdn.example.com/c.png');
    // Outside a screen that allows it (id-card-value.browser.test.tsx), never whole and nothing to reveal it.
    await expect.element(page.getByRole('cell', { name: '110105********002X' })).toBeVisible();
    expect(document.body.textContent).not.toContain('11010519491231002X');
    expect(page.getByRole('button', { name: '显示身份证号' }).elements()).toHaveLength(0);
  });
});
