import { expect, type Page } from '@playwright/test';

/** Switches the mock backend's fault scenario for every endpoint from the testers' panel (模拟后端), as a tester does. */
export async function applyScenario(page: Page, option: string): Promise<void> {
  await page.getByRole('button', { name: /^模拟后端/ }).click();
  const panel = page.getByRole('dialog', { name: '模拟后端' });
  await panel.getByRole('combobox', { name: '故障场景' }).click();
  await page.getByRole('option', { name: option }).click();
  await panel.getByRole('button', { name: '应用' }).click();
  await expect(panel).toBeHidden();
}
