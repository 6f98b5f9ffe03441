import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { adminStore, useAdminState } from '../admin-store';
import { usePermissions } from '../permissions';
import { buildMenu, locate } from './menu';

/**
 * Keeps the shared menu object (SPEC.md §2) current: the list follows the staff member's grants,
 * the active area and resource follow the URL. Returns the grants' loading state for the sidebar.
 */
export function useMenuSync() {
  const permissions = usePermissions();
  const list = useMemo(() => buildMenu(permissions.can), [permissions.can]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const storedList = useAdminState((state) => state.menu.list);

  useEffect(() => adminStore.setMenuList(list), [list]);
  useEffect(() => adminStore.setActive(locate(storedList, pathname)), [storedList, pathname]);

  return { can: permissions.can, isPending: permissions.isPending, isError: permissions.isError, error: permissions.error, retry: () => void permissions.refetch() };
}
