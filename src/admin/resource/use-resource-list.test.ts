import type { ResourceMeta } from '@generated/manifest/types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListState } from './list-search';
import { LARGEST_PAGE_SIZE, listPlaceholder, type ListResult } from './use-resource-list';

const resource = { key: 'admissionsClue' } as ResourceMeta;
const rows = Array.from({ length: 1000 }, (_, i) => ({ id: 1200 - i }));
const state = (over: Partial<ListState>): ListState => ({ pageNum: 1, pageSize: 15, filters: { status: '1' }, ...over });
const previous: ListResult = { rows: [{ id: 1 }], total: 1 };

function cacheLargest(filters: Record<string, string>) {
  const client = new QueryClient();
  client.setQueryData(['resource-list', resource.key, state({ pageSize: LARGEST_PAGE_SIZE, filters })], { rows, total: 1200 });
  return client;
}

describe('list placeholder', () => {
  it('cuts page 1 of a smaller size from a cached page 1 of the largest size with the same filters', () => {
    const placeholder = listPlaceholder(cacheLargest({ status: '1' }), resource, state({ pageSize: 30 }))(previous);
    expect(placeholder?.total).toBe(1200);
    expect(placeholder?.rows).toEqual(rows.slice(0, 30));
  });

  it('keeps the page shown before for other pages, other filters, or without that cache', () => {
    expect(listPlaceholder(cacheLargest({ status: '1' }), resource, state({ pageNum: 2, pageSize: 30 }))(previous)).toBe(previous);
    expect(listPlaceholder(cacheLargest({ status: '2' }), resource, state({ pageSize: 30 }))(previous)).toBe(previous);
    expect(listPlaceholder(new QueryClient(), resource, state({ pageSize: 30 }))(previous)).toBe(previous);
  });
});
