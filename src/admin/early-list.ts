import { defaultParseSearch } from '@tanstack/react-router';
import { queryClientLoaded } from '@/api/query-client';
import { listState, validateListSearch } from './resource/list-search';
import { startListCall } from './resource/started-calls';
import { findResource } from './resources';
import { restoreSession } from './session';

/**
 * A cold load of a back-office list asks for its first rows from here, loaded by main.tsx before the
 * router has matched a route, and while the shell, the screen and its group's code load: the rows
 * no longer wait for all of them. Only for a super administrator, who may list everything: anyone
 * else's grant is a call of its own, which the route loader makes before it asks (preloadList).
 * Too late is never: once a layout has loaded the query client, the route loader asks instead.
 */
export function startFirstList(location: Pick<Location, 'pathname' | 'search'>): void {
  const entry = findResource(location.pathname);
  if (!entry || queryClientLoaded() || restoreSession()?.isSuper !== true) return;
  const state = listState(validateListSearch(defaultParseSearch(location.search)));
  // Paging is checked here; a filter only against its group's manifest, not loaded yet: a filtered
  // list is asked by its route loader once it is (url-state.ts), never with a value the spec refuses.
  if (Object.keys(state.filters).length > 0) return;
  startListCall(entry.resource, state);
}
