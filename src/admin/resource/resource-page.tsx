import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredMount } from '@/components/use-deferred-mount';
import { findResource } from '../resources';
import { listState, toSearch, type ListSearch } from './list-search';
import { ResourceSkeleton } from './resource-pending';
import { ResourceScreen } from './resource-screen';
import { groupApiQuery } from './use-resource-list';

interface ResourcePageProps {
  pathname: string;
  search: ListSearch;
  onSearchChange: (search: Record<string, string | number>) => void;
}

/** The page of the resource a `/admin/…` path names, or a not-found notice inside the shell. */
export function ResourcePage({ pathname, search, onSearchChange }: ResourcePageProps) {
  const entry = findResource(pathname);
  if (!entry) {
    return (
      <section className="rounded-xl border bg-card p-8 text-center">
        <h1 className="text-lg font-semibold">页面不存在</h1>
        <p className="mt-2 text-sm text-muted-foreground">该后台页面不存在或已下线，请从左侧菜单重新选择。</p>
      </section>
    );
  }
  return <ResourceLoaded groupKey={entry.group.key} resourceKey={entry.resource.key} title={entry.resource.name} search={search} onSearchChange={onSearchChange} />;
}

function ResourceLoaded({ groupKey, resourceKey, title, search, onSearchChange }: { groupKey: string; resourceKey: string; title: string } & Omit<ResourcePageProps, 'pathname'>) {
  const { data: api } = useSuspenseQuery(groupApiQuery(groupKey));
  const resource = api.meta.resources.find((r) => r.key === resourceKey);
  // A screen's first render (filters, toolbar, table, their menus) is the longest task of a cold load:
  // ~150 ms on a phone-speed CPU, in one piece, since the router's updates are synchronous. Deferred,
  // the title and the list's shape paint first and the page answers while the screen is built.
  const shown = useDeferredMount();
  if (!resource) return null;
  return (
    <section aria-labelledby="resource-title" aria-busy={shown ? undefined : true} className="grid gap-4">
      <h1 id="resource-title" className="text-lg font-semibold">
        {title}
      </h1>
      {shown ? (
        <ResourceScreen key={resourceKey} api={api} resource={resource} state={listState(search)} onStateChange={(next) => onSearchChange(toSearch(next))} />
      ) : (
        <ResourceSkeleton />
      )}
    </section>
  );
}
