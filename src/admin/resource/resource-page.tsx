import type { ResourceMeta } from '@generated/manifest/types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { findResource } from '../resources';
import { toSearch } from './list-search';
import { useRefinement } from './refinement';
import { ResourceScreen } from './resource-screen';
import type { GroupApi } from './generated-api';
import { resourceSearch } from './url-state';
import { groupApiQuery } from './use-resource-list';

interface ResourcePageProps {
  pathname: string;
  /** The URL's search as parsed, unchecked: the screen keeps what its spec allows and rewrites the rest. */
  search: Readonly<Record<string, unknown>>;
  /** `replace`: the URL is corrected to what is in force (no new history entry). */
  onSearchChange: (search: Record<string, string | number | boolean>, replace?: boolean) => void;
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
  if (!resource) return null;
  // Keyed: another resource's screen starts afresh (its own filters, dialogs, column settings).
  return <ResourceBody key={resourceKey} api={api} resource={resource} title={title} search={search} onSearchChange={onSearchChange} />;
}

function ResourceBody({ api, resource, title, search, onSearchChange }: { api: GroupApi; resource: ResourceMeta; title: string } & Omit<ResourcePageProps, 'pathname'>) {
  const refinement = useRefinement(resource.key);
  // Only what the spec allows is asked; the URL then says what is in force (replaced, so 后退 skips the bad one).
  const { state, search: inForce, rewrite } = resourceSearch(search, resource, refinement);
  const corrected = rewrite ? JSON.stringify(inForce) : undefined;
  const change = useRef(onSearchChange);
  useLayoutEffect(() => {
    change.current = onSearchChange;
  });
  useEffect(() => {
    if (corrected !== undefined) change.current(JSON.parse(corrected) as Record<string, string | number | boolean>, true);
  }, [corrected]);
  return (
    <section aria-labelledby="resource-title" className="grid gap-4">
      <h1 id="resource-title" className="text-lg font-semibold">
        {title}
      </h1>
      <ResourceScreen api={api} resource={resource} state={state} onStateChange={(next) => onSearchChange(toSearch(next))} />
    </section>
  );
}
