import type { GroupSummary } from '@generated/manifest/types';
import { describe, expect, it, vi } from 'vitest';
import type * as Manifest from '@generated/manifest/index';
import { LANDING_PAGES, resourceEntries } from './resources';

// A manifest whose statistics group has no resources (the spec dropped them): the landing page
// still gets an entry, but no address is made up for it.
vi.mock('@generated/manifest/index', async (importOriginal) => ({
  ...(await importOriginal<typeof Manifest>()),
  groups: [{ key: 'bms-statistics', service: 'bms', name: '统计分析', resources: [] } as unknown as GroupSummary],
}));

describe('a landing page of a group without resources', () => {
  it('has no base path and no list key anyone could be granted', () => {
    expect(resourceEntries).toHaveLength(1);
    const [entry] = resourceEntries;
    expect(entry?.resource).toMatchObject({ key: LANDING_PAGES[0].key, name: '统计看板', basePath: '', permissions: [] });
    expect(entry?.href).toBe('');
  });
});
