import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAdminState } from '../admin-store';
import { findRecord } from '../resources';
import { dropTabDrafts } from './form-drafts';
import { closeOthers, closeTab, closeToTheRight, nextAfterClosing, openTab, readTabs, subscribeTabs, tabPathOf, WORKBENCH_PATH, writeTabs, type Tab } from './tab-store';
import { tabTitle } from './tab-title';

export type TabCommand = 'refresh' | 'close' | 'closeOthers' | 'closeRight';

const hrefOf = (tab: Tab) => tab.path + tab.search;

/** Where a page was scrolled: the window, and each box marked `data-tab-scroll` (a list's rows), in page order. */
interface PageScroll {
  window: number;
  boxes: number[];
}

const scrollBoxes = () => [...document.querySelectorAll<HTMLElement>('main [data-tab-scroll]')];
const scrollOfPage = (): PageScroll => ({ window: window.scrollY, boxes: scrollBoxes().map((box) => box.scrollTop) });

/** Frames to wait for a page's rows (suspense, a loader, virtualised rows) before putting back what fits. */
const RESTORE_FRAMES = 120;

/** Puts a page's scroll back once it is tall enough to hold it: its rows may draw some frames after the route. */
function restoreScroll(kept: PageScroll) {
  let frames = RESTORE_FRAMES;
  const step = () => {
    const boxes = scrollBoxes();
    const ready =
      document.documentElement.scrollHeight - window.innerHeight >= kept.window &&
      boxes.length >= kept.boxes.length &&
      kept.boxes.every((top, i) => {
        const box = boxes[i];
        return box !== undefined && box.scrollHeight - box.clientHeight >= top;
      });
    if (!ready && --frames > 0) return void requestAnimationFrame(step);
    window.scrollTo(0, kept.window);
    kept.boxes.forEach((top, i) => boxes[i]?.scrollTo(0, top));
  };
  requestAnimationFrame(step);
}

/**
 * The open tabs of the signed-in staff member, kept in step with the page shown: every screen or
 * record page shown opens (or updates) its tab with its current search. Also the tab commands, and the
 * scroll position of each tab while this page lives (the window scrolls, and a tab's page is not kept
 * mounted: its position is put back once the page it goes back to has drawn).
 */
export function useOpenTabs() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const staffId = useAdminState((state) => state.userInfo?.id);
  const stored = useSyncExternalStore(subscribeTabs, () => readTabs(staffId));
  const path = tabPathOf(useRouterState({ select: (state) => state.location.pathname }));
  const search = useRouterState({ select: (state) => state.location.searchStr });
  // Bumped by 刷新: the page below the bar mounts afresh (its dialogs and drafts gone).
  const [pageKey, setPageKey] = useState(0);
  const scrolls = useRef(new Map<string, PageScroll>());
  const restoring = useRef<string>(undefined);

  useEffect(() => {
    if (staffId === undefined) return;
    const tabs = readTabs(staffId);
    const before = tabs.find((tab) => tab.path === path);
    // A record's page names its record once loaded (useRecordTabTitle): a return to it keeps that name.
    const title = before && findRecord(path) ? before.title : tabTitle(path);
    if (title) writeTabs(staffId, openTab(tabs, { path, search, title }));
  }, [staffId, path, search]);

  useEffect(() => {
    const offBefore = router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
      if (fromLocation) scrolls.current.set(tabPathOf(fromLocation.pathname), scrollOfPage());
    });
    const offRendered = router.subscribe('onRendered', ({ toLocation }) => {
      const to = tabPathOf(toLocation.pathname);
      if (restoring.current !== to) return;
      restoring.current = undefined;
      const kept = scrolls.current.get(to);
      if (kept) restoreScroll(kept);
    });
    return () => {
      offBefore();
      offRendered();
    };
  }, [router]);

  const tabs: readonly Tab[] = stored;
  const go = (href: string) => {
    restoring.current = tabPathOf(href.split('?')[0] ?? href);
    void router.navigate({ href });
  };

  function run(command: TabCommand, target: string) {
    if (staffId === undefined) return;
    const next =
      command === 'close' ? closeTab(tabs, target) : command === 'closeOthers' ? closeOthers(tabs, target) : command === 'closeRight' ? closeToTheRight(tabs, target) : [...tabs];
    for (const tab of tabs) {
      if (next.includes(tab)) continue;
      dropTabDrafts(staffId, tab.path);
      scrolls.current.delete(tab.path);
    }
    writeTabs(staffId, next);
    if (command === 'refresh') {
      dropTabDrafts(staffId, target);
      const tab = tabs.find((t) => t.path === target);
      if (target !== path) void router.navigate({ href: tab ? hrefOf(tab) : target });
      setPageKey((key) => key + 1);
      window.scrollTo(0, 0);
      void queryClient.invalidateQueries({ type: 'active' });
      return;
    }
    // The page shown closed: show its neighbour; with "close others" or "to the right", the tab kept.
    if (path !== WORKBENCH_PATH && !next.some((tab) => tab.path === path)) {
      if (command === 'close') go(nextAfterClosing(tabs, next, path));
      else {
        const kept = next.find((tab) => tab.path === target);
        go(kept ? hrefOf(kept) : WORKBENCH_PATH);
      }
    }
  }

  return { tabs, current: path, pageKey, go, hrefOf, run };
}

export type OpenTabs = ReturnType<typeof useOpenTabs>;
