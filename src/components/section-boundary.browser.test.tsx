import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SectionBoundary } from './section-boundary';

/** Draws a record's title, as a view does: an object there is not something React can draw. */
function Title({ record }: { record: { title: unknown } }) {
  return <h3>{record.title as string}</h3>;
}

function Page({ onRetry }: { onRetry: () => void }) {
  const [record, setRecord] = useState<{ title: unknown }>({ title: { zh: '新闻' } });
  return (
    <main>
      <h1>首页</h1>
      <SectionBoundary what="公司新闻" onRetry={onRetry} resetKeys={[record]}>
        <Title record={record} />
      </SectionBoundary>
      <button type="button" onClick={() => setRecord({ title: '公司动态' })}>
        新的答复
      </button>
    </main>
  );
}

describe('SectionBoundary', () => {
  it('fails the section it wraps alone, with what failed and 重试; the page around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn<() => void>();
    await render(<Page onRetry={onRetry} />);
    const alert = page.getByRole('alert');
    await expect.element(alert.getByText('公司新闻加载失败')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();

    await alert.getByRole('button', { name: '重试' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    // The same answer cannot be drawn either: still failed, not blank.
    await expect.element(page.getByRole('alert').getByText('公司新闻加载失败')).toBeVisible();
  });

  it('draws again when it is given something new to draw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render(<Page onRetry={() => undefined} />);
    await expect.element(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: '新的答复' }).click();
    await expect.element(page.getByRole('heading', { level: 3, name: '公司动态' })).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
  });
});
