import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bmsSystemMenuListMine, getBmsSystemMenuListMineQueryKey } from '@generated/bms-system/client/bms-system';
import type { Menu } from '@generated/bms-system/client/model/menu';
import type { ResourceSummary } from '@generated/manifest/types';
import { useAdminState } from './admin-store';
import type { StaffUser } from './session';

/**
 * Position-based permissions (SPEC.md §6). Every operation carries an `x-permission` key; the
 * menu "list mine" endpoint answers the menus and buttons of the signed-in staff member's position
 * (plus any temporary grant), each with its key. Super administrators may do everything.
 */

/** Keys nobody needs a grant for: sign-in/out (`public`) and one's own account and to-dos (`self`). */
export const ALWAYS_ALLOWED: ReadonlySet<string> = new Set(['public', 'self']);

export interface Grant {
  isSuper: boolean;
  keys: ReadonlySet<string>;
}

/** The keys granted by a "list mine" answer; disabled entries grant nothing. */
export function permissionKeys(menus: readonly Pick<Menu, 'permission' | 'status'>[]): string[] {
  const keys = new Set<string>();
  for (const menu of menus) if (menu.permission && menu.status !== 0) keys.add(menu.permission);
  return [...keys];
}

/** Whether a grant allows a key. Without a grant (not loaded yet, or failed) only the always-allowed keys pass. */
export function allows(grant: Grant | undefined, permission: string): boolean {
  if (ALWAYS_ALLOWED.has(permission)) return true;
  if (!grant) return false;
  return grant.isSuper || grant.keys.has(permission);
}

/**
 * The keys that let a staff member open a resource's list screen. Usually `<group>:<resource>:list`
 * (or `…List` for resources with several lists); a resource whose list carries another key
 * (e.g. `self` for one's own to-dos) opens with any of its keys.
 */
export function listPermissions(resource: Pick<ResourceSummary, 'permissions'>): string[] {
  const lists = resource.permissions.filter((p) => p.endsWith(':list') || p.endsWith('List'));
  return lists.length > 0 ? lists : resource.permissions;
}

export function canList(can: (permission: string) => boolean, resource: Pick<ResourceSummary, 'permissions'>): boolean {
  return listPermissions(resource).some(can);
}

/** A screen (screens.ts) by what decides who opens it: the resources it shows. */
interface Shows {
  resources: readonly Pick<ResourceSummary, 'permissions'>[];
}

/** Whether a staff member may open a screen: they may list one of the resources it shows. */
export function canOpen(can: (permission: string) => boolean, screen: Shows): boolean {
  return screen.resources.some((resource) => canList(can, resource));
}

/** True when everyone may open the screen: none of the resources it shows needs a position grant. */
export function isPersonal(screen: Shows): boolean {
  const keys = screen.resources.flatMap(listPermissions);
  return keys.length > 0 && keys.every((key) => ALWAYS_ALLOWED.has(key));
}

/** Cached per staff member and position, so a sign-in as someone else or a position change refetches. */
export function permissionsQueryOptions(user: Pick<StaffUser, 'id' | 'positionId' | 'isSuper'> | null) {
  return queryOptions({
    queryKey: [...getBmsSystemMenuListMineQueryKey(), { adminId: user?.id, positionId: user?.positionId }] as const,
    // Stryker disable next-line ArrayDeclaration: any fallback without a `permission` field grants nothing, as [] does
    queryFn: async ({ signal }) => permissionKeys((await bmsSystemMenuListMine(undefined, undefined, signal)).data ?? []),
    // A super administrator needs no list: everything is allowed without waiting for a call.
    enabled: user !== null && !user.isSuper,
    staleTime: 5 * 60_000,
  });
}

/** After a sign-in, sign-out or re-login the grants may differ: drop what is cached. */
export function forgetPermissions(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: getBmsSystemMenuListMineQueryKey() });
}

const toGrantKeys = (keys: string[]): ReadonlySet<string> => new Set(keys);
const SUPER_GRANT: Grant = { isSuper: true, keys: new Set() };

/** The grant of a staff member outside React (a route loader): the cached "list mine" answer, or a call. */
export async function fetchGrant(queryClient: QueryClient, user: StaffUser): Promise<Grant> {
  return user.isSuper ? SUPER_GRANT : { isSuper: false, keys: toGrantKeys(await queryClient.fetchQuery(permissionsQueryOptions(user))) };
}

/** The grant of the signed-in staff member, and whether it is still loading or failed. */
export function usePermissions() {
  const user = useAdminState((state) => state.userInfo);
  const query = useQuery({ ...permissionsQueryOptions(user), select: toGrantKeys });
  const isSuper = user?.isSuper === true;
  const keys = query.data;
  const can = useCallback((permission: string) => allows(isSuper ? SUPER_GRANT : keys && { isSuper: false, keys }, permission), [isSuper, keys]);
  return { can, isPending: !isSuper && user !== null && query.isPending, isError: query.isError, error: query.error, refetch: query.refetch };
}

/**
 * A predicate over `x-permission` keys for the signed-in staff member: menus and buttons use it
 * to hide what the position does not grant.
 */
export function useCan(): (permission: string) => boolean {
  return usePermissions().can;
}
