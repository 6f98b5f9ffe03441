import { describe, expect, it, vi } from 'vitest';
import type * as DemoData from '../demo-data';
import { seedTableInSlices } from '../demo-data';
import { MockStore } from '../store';
import { tableRows } from './statistics-sources';

// The real seeding, counted: the overview's six charts ask for the same tables at the same moment.
vi.mock('../demo-data', async (importOriginal) => {
  const real = await importOriginal<typeof DemoData>();
  return { ...real, seedTableInSlices: vi.fn<typeof real.seedTableInSlices>(real.seedTableInSlices) };
});

describe('tableRows: a statistics source seeded once per store', () => {
  it('seeds a table once however many reports ask for it at the same moment, and all get the same rows', async () => {
    const store = new MockStore({ version: 'test', seed: 20260901 });
    const [first, ...others] = await Promise.all([1, 2, 3].map(() => tableRows(store, 'departmentTargets')));
    expect(vi.mocked(seedTableInSlices)).toHaveBeenCalledTimes(1);
    expect(first!.length).toBeGreaterThan(0);
    for (const rows of others) expect(rows).toBe(first);
    expect(store.rows('bmsStatisticsEnrollTargetDepartment', () => [])).toBe(first);

    // Another store (a reset, another seed) seeds its own.
    const other = new MockStore({ version: 'test', seed: 1 });
    await tableRows(other, 'departmentTargets');
    expect(vi.mocked(seedTableInSlices)).toHaveBeenCalledTimes(2);
  });
});
