import { loadGroup } from '@generated/manifest/index';
import type { GroupMeta, ResourceMeta } from '@generated/manifest/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { Suspense } from 'react';
import { render } from 'vitest-browser-react';
import { adminStore } from '../admin-store';
import type { GroupApi } from '../resource/generated-api';
import { listState, toSearch, validateListSearch } from '../resource/list-search';
import { ResourceScreen } from '../resource/resource-screen';

/**
 * Test harness (browser tests only): a resource's real screen — its refinement loaded as on the
 * route — in a router whose search is the screen's state, signed in as a super administrator, with
 * the operations answered by the given stubs (by operationId).
 */
export type Stub = (payload: Record<string, unknown>) => Promise<unknown>;

export async function resourceMeta(groupKey: string, resourceKey: string): Promise<{ meta: GroupMeta; resource: ResourceMeta }> {
  const meta = await loadGroup[groupKey]?.();
  const resource = meta?.resources.find((r) => r.key === resourceKey);
  if (!meta || !resource) throw new Error(`no resource ${resourceKey} in ${groupKey}`);
  return { meta, resource };
}

export async function renderResourceScreen(groupKey: string, resourceKey: string, stubs: Record<string, Stub>, options: { url?: string; queryClient?: QueryClient } = {}) {
  const { meta, resource } = await resourceMeta(groupKey, resourceKey);
  const api: GroupApi = { meta, operations: { [resource.key]: stubs } };
  adminStore.setUserInfo({ id: 1, account: 'admin', name: '系统管理员', departmentId: 1, departmentName: '总部', isSuper: true });
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    validateSearch: validateListSearch,
    component: function Screen() {
      const search = root.useSearch();
      const navigate = root.useNavigate();
      return (
        <Suspense fallback={<p>加载中</p>}>
          <ResourceScreen key={resource.key} api={api} resource={resource} state={listState(search)} onStateChange={(next) => void navigate({ search: toSearch(next) })} />
        </Suspense>
      );
    },
  });
  const router: AnyRouter = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [options.url ?? '/'] }) });
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, resource, router, queryClient, screen };
}
