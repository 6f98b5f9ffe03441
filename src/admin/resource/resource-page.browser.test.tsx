import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { resourceMeta } from '../operations/screen-harness';
import type { GroupApi } from './generated-api';
import { listState } from './list-search';
import { ResourcePage } from './resource-page';
import { groupApiQuery, resourceListQuery } from './use-resource-list';

const PATH = '/admin/bms/system/admin';
const row = { id: 7, account: 'zhangsan', name: '张三', mobile: '13800000000', state: 1 };
const list = async () => ({ code: 200, data: { pageList: [row], total: 1 } });

/**
 * A resource page opened with its first rows already answered (as on a cold load, where the route's
 * early call lands before the screen's code), recording whether the screen's section was ever busy:
 * that is, whether a commit with the title and the list's outline came before the screen.
 */
async function openAnswered(): Promise<{ outlineFirst: () => boolean }> {
  const { meta, resource } = await resourceMeta('bms-system', 'bmsSystemAdmin');
  const api: GroupApi = { meta, operations: { [resource.key]: { [`${resource.key}List`]: list } } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(groupApiQuery(meta.key).queryKey, api);
  await queryClient.fetchQuery(resourceListQuery(api, resource, listState({})));

  const busy: MutationRecord[] = [];
  const keepBusyEnds = (records: MutationRecord[]) => busy.push(...records.filter((r) => r.attributeName === 'aria-busy' && r.oldValue === 'true'));
  const observer = new MutationObserver(keepBusyEnds);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
  const root = createRootRoute({ component: () => <ResourcePage pathname={PATH} search={{}} onSearchChange={() => undefined} /> });
  const router: AnyRouter = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [PATH] }) });
  await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await expect.element(page.getByRole('cell', { name: '张三' })).toBeVisible();
  await expect.element(page.getByRole('heading', { name: '管理员' })).toBeVisible();
  keepBusyEnds(observer.takeRecords());
  observer.disconnect();
  return { outlineFirst: () => busy.some((r) => r.target instanceof HTMLElement && r.target.matches('section[aria-labelledby="resource-title"]')) };
}

afterEach(async () => {
  await page.viewport(1280, 720);
});

describe('ResourcePage: a screen whose first rows are in at its first render', () => {
  it('opens in that first commit on a wide screen: the rows are on screen soonest', async () => {
    await page.viewport(1280, 720);
    const { outlineFirst } = await openAnswered();
    expect(outlineFirst()).toBe(false);
  });

  it('on a phone-width screen paints its title and outline first and builds the screen behind them', async () => {
    await page.viewport(390, 844);
    const { outlineFirst } = await openAnswered();
    expect(outlineFirst()).toBe(true);
  });
});
