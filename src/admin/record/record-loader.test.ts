import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { permissionsQueryOptions } from '../permissions';
import { findRecord } from '../resources';
import type { StaffUser } from '../session';
import { loadRecord } from './record-loader';

const entry = findRecord('/admin/ums/promote/clue/12')!;
const staff: StaffUser = { id: 7, account: 'zs', name: '李招生', departmentId: 2, departmentName: '招生一部', isSuper: false, positionId: 3, positionName: '招生专员' };
const admin: StaffUser = { ...staff, id: 1, isSuper: true };

/** A query client that already holds the group's code (here only the resource list) and the position's grant. */
function client(resources: { key: string }[], granted: string[]): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['group-api', entry.group.key], { meta: { resources: resources.map((r) => ({ ...r, operations: [] })) } });
  queryClient.setQueryData(permissionsQueryOptions(staff).queryKey, granted);
  return queryClient;
}
const askedRecord = (queryClient: QueryClient) => queryClient.getQueryCache().findAll({ queryKey: ['record'] }).length > 0;

describe('loadRecord', () => {
  it('asks for the record a super administrator opens', async () => {
    const queryClient = client([{ key: entry.resource.key }], []);
    await loadRecord(queryClient, admin, entry);
    expect(askedRecord(queryClient)).toBe(true);
  });

  it('asks for the record a position may list', async () => {
    const queryClient = client([{ key: entry.resource.key }], entry.resource.permissions);
    await loadRecord(queryClient, staff, entry);
    expect(askedRecord(queryClient)).toBe(true);
  });

  it('does not ask for a record the position may not see', async () => {
    const queryClient = client([{ key: entry.resource.key }], ['other:list']);
    await loadRecord(queryClient, staff, entry);
    expect(askedRecord(queryClient)).toBe(false);
  });

  it('does not ask for a record of a resource the group no longer has', async () => {
    const queryClient = client([{ key: 'somethingElse' }], []);
    await loadRecord(queryClient, admin, entry);
    expect(askedRecord(queryClient)).toBe(false);
  });
});
