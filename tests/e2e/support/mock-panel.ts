import { expect, type Page } from '@playwright/test';

/** Switches the mock backend's fault scenario from the testers' panel (模拟后端), as a tester does: for every endpoint, or as narrowed. */
export async function applyScenario(page: Page, option: string, { endpoint, latency, times }: { endpoint?: string; latency?: string; times?: string } = {}): Promise<void> {
  await page.getByRole('button', { name: /^模拟后端/ }).click();
  const panel = page.getByRole('dialog', { name: '模拟后端' });
  await panel.getByRole('combobox', { name: '故障场景' }).click();
  await page.getByRole('option', { name: option }).click();
  if (times) {
    await panel.getByRole('combobox', { name: '生效次数' }).click();
    await page.getByRole('option', { name: times }).click();
  }
  if (endpoint) await panel.getByLabel('仅限接口（留空为全部）').fill(endpoint);
  if (latency) await panel.getByLabel('延迟（毫秒）').fill(latency);
  await panel.getByRole('button', { name: '应用' }).click();
  await expect(panel).toBeHidden();
}
