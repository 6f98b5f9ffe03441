import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ownedByIdentity } from '@/lib/identity';
import { isApiError } from './api-error';

/**
 * The app's one QueryClient, made by the entry and handed to the router's context: route loaders
 * fill it, screens read it (the TanStack Router + Query idiom).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  ownedByIdentity('query-cache', () => client.clear());
  return client;
}
