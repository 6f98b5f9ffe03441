import type { QueryClient } from '@tanstack/react-query';
import { allows, canList, fetchGrant } from '../permissions';
import type { RecordEntry } from '../resources';
import type { StaffUser } from '../session';
import { groupApiQuery } from '../resource/use-resource-list';
import { recordQuery } from './record-query';

/**
 * What a record page's route loads before it shows: the group's code and the record. A record the
 * position may not see is not asked (the page says 记录不存在或无权查看); a failed or missing record
 * is the page's own state to show, never the route's error.
 */
export async function loadRecord(queryClient: QueryClient, user: StaffUser, entry: RecordEntry): Promise<void> {
  const [grant, api] = await Promise.all([fetchGrant(queryClient, user).catch(() => undefined), queryClient.ensureQueryData(groupApiQuery(entry.group.key))]);
  const resource = api.meta.resources.find((r) => r.key === entry.resource.key);
  if (!grant || !resource || !canList((permission) => allows(grant, permission), entry.resource)) return;
  await queryClient.ensureQueryData(recordQuery(api, resource, entry.id)).catch(() => undefined);
}
