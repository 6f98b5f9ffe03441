import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChoiceSelect } from './choice-select';

const built = new Map<string, number>();

/** A label that counts its renders: an option built in Radix's hidden fragment renders its label too. */
function Counted({ text }: { text: string }) {
  built.set(text, (built.get(text) ?? 0) + 1);
  return <>{text}</>;
}

const CHOICES = ['全部', '北京', '上海', '广州'].map((text) => ({ value: text === '全部' ? 'none' : text, label: <Counted text={text} /> }));

function Filter({ onPick }: { onPick?: (value: string) => void }) {
  const [value, setValue] = useState('none');
  return (
    <>
      <label htmlFor="city">城市</label>
      <ChoiceSelect
        id="city"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
        choices={CHOICES}
      />
    </>
  );
}

describe('ChoiceSelect', () => {
  it('shows the chosen label and builds no other option until the field is wanted', async () => {
    built.clear();
    await render(<Filter />);
    const box = page.getByRole('combobox', { name: '城市' });
    await expect.element(box).toHaveTextContent('全部');
    expect([...built.keys()]).toEqual(['全部']);
    await userEvent.hover(box);
    await vi.waitFor(() => expect([...built.keys()].toSorted()).toEqual(['上海', '全部', '北京', '广州'].toSorted()));
  });

  it('picks with the pointer and shows the new label', async () => {
    const onPick = vi.fn<(value: string) => void>();
    await render(<Filter onPick={onPick} />);
    const box = page.getByRole('combobox', { name: '城市' });
    await userEvent.click(box);
    await userEvent.click(page.getByRole('option', { name: '上海' }));
    expect(onPick).toHaveBeenCalledWith('上海');
    await expect.element(box).toHaveTextContent('上海');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('works from the keyboard alone: Tab in, open, move, choose', async () => {
    const onPick = vi.fn<(value: string) => void>();
    await render(
      <>
        <button type="button">之前</button>
        <Filter onPick={onPick} />
      </>,
    );
    await userEvent.click(page.getByRole('button', { name: '之前' }));
    await userEvent.keyboard('{Tab}');
    const box = page.getByRole('combobox', { name: '城市' });
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Radix moves focus onto the chosen option once the menu is placed; keys pressed before that are lost.
    await expect.element(page.getByRole('option', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: '北京' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: '上海' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('上海');
    await expect.element(box).toHaveTextContent('上海');
    await expect.element(box).toHaveFocus();
  });
});
