import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Business and HTTP errors are answers, not glitches: retrying them only repeats the toast.
        retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: false,
      },
    },
  });
}
