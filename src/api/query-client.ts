import type { QueryClient } from '@tanstack/react-query';
import { ownedByIdentity } from '@/lib/identity';
import { isApiError } from './api-error';

let client: Promise<QueryClient> | undefined;
let created: QueryClient | undefined;

/**
 * The app's one QueryClient, created with its library on first need. The sign-in pages and the
 * download page never query, so TanStack Query stays out of what they load first; the site layout
 * and the back-office shell start it in `beforeLoad`, their loaders await it, and they provide it.
 */
export function loadQueryClient(): Promise<QueryClient> {
  client ??= import('@tanstack/react-query').then(
    ({ QueryCache, QueryClient }) => {
      created = new QueryClient({
        // A failure that is not a call's (a bug, a library) is shown as one zh-CN text (errorText);
        // its own words go to the console here, once per failure rather than on every render.
        queryCache: new QueryCache({ onError: (error) => void (isApiError(error) || console.error(error)) }),
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            // Business and HTTP errors are answers, not glitches: retrying them only repeats the toast.
            retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.kind === 'network',
            refetchOnWindowFocus: false,
          },
        },
      });
      // Every answer cached belongs to whoever was signed in: none outlives them.
      const cache = created;
      ownedByIdentity('query-cache', () => cache.clear());
      return cache;
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/** Whether the client exists yet: until a layout has loaded it, no query has run. */
export function queryClientLoaded(): boolean {
  return created !== undefined;
}

/** The client once `loadQueryClient` has resolved: for the layouts, whose loaders awaited it. */
export function loadedQueryClient(): QueryClient {
  if (!created) throw new Error('loadQueryClient() must resolve before the layout renders');
  return created;
}
