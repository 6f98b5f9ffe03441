import type { ResourceMeta } from '@generated/manifest/types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { findRecord, findResource } from '../resources';
import { toSearch } from './list-search';
import { useRefinement } from './refinement';
import { ResourceScreen } from './resource-screen';
import type { GroupApi } from './generated-api';
import { resourceSearch, sameSearch } from './url-state';
import { openingSearch } from './saved-views';
import { readColumnVisibility, storeColumnVisibility } from './use-column-visibility';
import { restoreSession } from '../session';
import { groupApiQuery } from './use-resource-list';

/** A record's page (its own chunk): most visits are lists. */
const RecordPage = lazy(() => import('../record/record-page').then((m) => ({ default: m.RecordPage })));

interface ResourcePageProps {
  pathname: string;
  /** The URL's search as parsed, unchecked: the screen keeps what its spec allows and rewrites the rest. */
  search: Readonly<Record<string, unknown>>;
  /** `replace`: the URL is corrected to what is in force (no new history entry). */
  onSearchChange: (search: Record<string, string | number | boolean>, replace?: boolean) => void;
}

/** The page of the resource (or the record) a `/admin/…` path names, or a not-found notice inside the shell. */
export function ResourcePage({ pathname, search, onSearchChange }: ResourcePageProps) {
  const entry = findResource(pathname);
  const record = entry ? undefined : findRecord(pathname);
  if (record) return <RecordPage entry={record} />;
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
  // Opened without list state: the staff member's default view (saved-views.ts), until the URL moves on.
  const [initial] = useState(search);
  const [opening] = useState(() =>
    openingSearch(search, resource.key, restoreSession()?.id, (columns) => storeColumnVisibility(resource.key, { ...readColumnVisibility(resource.key), ...columns })),
  );
  const [moved, setMoved] = useState(false);
  if (!moved && !sameSearch(search, initial)) setMoved(true);
  const raw = opening && !moved ? opening : search;
  // Only what the spec allows is asked; the URL then says what is in force (replaced, so 后退 skips the bad one).
  const { state, search: inForce } = resourceSearch(raw, resource, refinement);
  const rewrite = !sameSearch(search, inForce);
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
