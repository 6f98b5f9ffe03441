import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { prompt, PromptHost } from './prompt-dialog';

const dialog = () => page.getByRole('dialog', { name: '驳回申请' });
const field = () => dialog().getByRole('textbox', { name: '驳回原因' });

async function open(defaultValue?: string) {
  await render(<PromptHost />);
  const answer = prompt({ title: '驳回申请', label: '驳回原因', defaultValue });
  await expect.element(dialog()).toBeVisible();
  return answer;
}

// The open prompt lives outside React and outlives the rendered host: dismiss it between tests.
afterEach(async () => {
  if (page.getByRole('dialog').query()) await userEvent.keyboard('{Escape}');
});

describe('prompt', () => {
  it('shows a titled dialog with a labelled, focused field and 确定/取消', async () => {
    void open();
    await expect.element(field()).toHaveFocus();
    await expect.element(dialog().getByRole('button', { name: '确定' })).toBeVisible();
    await expect.element(dialog().getByRole('button', { name: '取消' })).toBeVisible();
  });

  it('refuses an empty answer with 请填写内容 under the field', async () => {
    void open();
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('请填写内容');
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field()).toHaveAccessibleDescription('请填写内容');
    const under = field().element().compareDocumentPosition(dialog().getByRole('alert').element());
    expect(under & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect.element(dialog()).toBeVisible();
  });

  it('refuses a whitespace-only answer, then resolves with the trimmed text', async () => {
    const answer = open();
    await userEvent.fill(field(), '  \t ');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog().getByText('请填写内容')).toBeVisible();

    await userEvent.fill(field(), '  材料不全 ');
    await expect.element(dialog().getByText('请填写内容')).not.toBeInTheDocument();
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect(answer).resolves.toBe('材料不全');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts from the default value', async () => {
    const answer = open('原因一');
    await expect.element(field()).toHaveValue('原因一');
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect(answer).resolves.toBe('原因一');
  });

  it.each([
    ['取消', () => dialog().getByRole('button', { name: '取消' }).click()],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('resolves null when dismissed with %s', async (_, dismiss) => {
    const answer = open('原因一');
    await dismiss();
    await expect(answer).resolves.toBeNull();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels an open prompt when another one is asked, which starts clean', async () => {
    const first = open();
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect.element(dialog().getByText('请填写内容')).toBeVisible();

    const second = prompt({ title: '备注', label: '备注内容', defaultValue: '第二个' });
    await expect(first).resolves.toBeNull();
    const next = page.getByRole('dialog', { name: '备注' });
    await expect.element(next.getByRole('textbox', { name: '备注内容' })).toHaveValue('第二个');
    await expect.element(next.getByText('请填写内容')).not.toBeInTheDocument();
    await next.getByRole('button', { name: '确定' }).click();
    await expect(second).resolves.toBe('第二个');
  });
});
