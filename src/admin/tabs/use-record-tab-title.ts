import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAdminState } from '../admin-store';
import { openTab, readTabs, tabPathOf, writeTabs } from './tab-store';
import { recordTabTitle } from './tab-title';

/**
 * Names a record page's tab after its record (`线索 · 张三`), once the record is known. It may run
 * before the shell's tracker has opened the tab (a child's effect runs first): it opens it then.
 */
export function useRecordTabTitle(screenName: string, label: string | undefined) {
  const staffId = useAdminState((state) => state.userInfo?.id);
  const path = useRouterState({ select: (state) => tabPathOf(state.location.pathname) });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => {
    if (staffId === undefined || !label?.trim()) return;
    const title = recordTabTitle(screenName, label.trim()).slice(0, 80);
    writeTabs(staffId, openTab(readTabs(staffId), { path, search, title }));
  }, [staffId, path, search, screenName, label]);
}
