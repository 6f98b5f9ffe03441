import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { forgetEverything } from '@/lib/identity';
import { createQueryClient } from './query-client';

describe('the app’s one QueryClient', () => {
  it('forgets every answer when the identity changes', () => {
    const client = createQueryClient();
    client.setQueryData(['resource-list', 'x'], { rows: [{ id: 1 }], total: 1 });
    forgetEverything();
    expect(client.getQueryData(['resource-list', 'x'])).toBeUndefined();
  });

  // Coming back to the tab must not refetch every list on screen (and repeat any error toast).
  it('keeps answers for 30 s and does not refetch when the window regains focus', async () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(30_000);
  });

  it('retries a query once after a network failure, never after an answer that is an error', async () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (failureCount: number, error: unknown) => boolean;
    const network = new ApiError('网络连接失败', { kind: 'network' });
    expect(retry(0, network)).toBe(true);
    expect(retry(1, network)).toBe(false);
    expect(retry(0, new ApiError('无权限', { kind: 'http', status: 403 }))).toBe(false);
    expect(retry(0, new ApiError('参数错误', { kind: 'business', code: 500 }))).toBe(false);
    expect(retry(0, new TypeError('bug'))).toBe(false);
  });
});
