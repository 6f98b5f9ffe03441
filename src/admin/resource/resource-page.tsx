import type { ResourceMeta } from '@generated/manifest/types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDeferredMount } from '@/components/use-deferred-mount';
import { rendersDrawnPage } from '@/lib/drawn-page';
import { isPhoneWidth } from '@/lib/phone-width';
import { findResource } from '../resources';
import { toSearch } from './list-search';
import { useRefinement } from './refinement';
import { ResourceSkeleton } from './resource-pending';
import { ResourceScreen } from './resource-screen';
import type { GroupApi } from './generated-api';
import { resourceSearch } from './url-state';
import { groupApiQuery, useFirstAnswer } from './use-resource-list';

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
  // Each resource's screen waits for its own first answer (useFirstAnswer keeps the state it opened at).
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
  // A screen's first render (filters, toolbar, table, their menus) is the longest task of a cold load.
  // Deferred, the title and the list's shape paint first and the page answers while React builds the
  // screen in slices; and built once its first rows are in, it arrives in one commit and one layout.
  const answered = useFirstAnswer(api, resource, state);
  // Its rows already in at the first render (adoptAnsweredList), the screen has nothing to wait for and
  // opens in the route's own commit: one layout, first rows soonest. Not at phone width (phone-width.ts),
  // where the filters stack and the list starts below the fold: there the title and the outline are what
  // is on screen, and the screen builds in slices behind them. Nor when the screen is drawn at build
  // time or replaces its drawn copy (drawn-page.ts): that is the whole screen, rows still to come.
  const [openAtOnce] = useState(() => (answered && !isPhoneWidth()) || rendersDrawnPage());
  const shown = useDeferredMount(answered) || openAtOnce;
  return (
    <section aria-labelledby="resource-title" aria-busy={shown ? undefined : true} className="grid gap-4">
      <h1 id="resource-title" className="text-lg font-semibold">
        {title}
      </h1>
      {shown ? <ResourceScreen api={api} resource={resource} state={state} onStateChange={(next) => onSearchChange(toSearch(next))} /> : <ResourceSkeleton />}
    </section>
  );
}
