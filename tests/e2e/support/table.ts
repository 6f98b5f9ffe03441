import type { Locator } from '@playwright/test';

/** A header's title as staff read it: a sortable header's hidden hint (（点击升序）) left out. */
const titleOf = (text: string) => text.replace(/（点击[^）]*）/, '').trim();

/** The index of a table's column by its title, -1 when it has none. */
export async function columnIndexIn(table: Locator, title: string): Promise<number> {
  return (await table.getByRole('columnheader').allTextContents()).findIndex((t) => titleOf(t) === title);
}

/** A table's column titles as staff read them. */
export async function columnTitles(table: Locator): Promise<string[]> {
  return (await table.getByRole('columnheader').allTextContents()).map(titleOf);
}
