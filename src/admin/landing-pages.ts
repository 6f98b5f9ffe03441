/**
 * A group's landing page: a screen of its own at the group's address (the statistics group's
 * 统计看板), first in the group's menu. It is not a resource (it has no API of its own, no list, no
 * operations); it reads the lists of resources that are, and opens for whoever may read any of them.
 * screens.ts puts it in the menu, breadcrumbs, Ctrl K and the screen guard beside the resources' screens.
 */
export interface LandingPage {
  key: string;
  /** The manifest group whose menu it leads. */
  group: string;
  name: string;
  /** "initials full", as the manifest gives a resource's (Ctrl K matches either). */
  pinyin: string;
  /** The address of its own route under src/routes/admin/_shell/ (a static route beats the resources' one). */
  href: string;
  /** The resources whose lists it reads: the list keys of any of them open it. */
  resources: readonly string[];
}

/** 统计看板 (src/admin/statistics/overview-page.tsx, route src/routes/admin/_shell/bms/statistics/index.tsx). */
export const STATISTICS_OVERVIEW = {
  key: 'bmsStatisticsOverview',
  group: 'bms-statistics',
  name: '统计看板',
  pinyin: 'tjkb tongjikanban',
  href: '/admin/bms/statistics',
  /** The statistics resources its charts read (src/admin/statistics/overview-charts.ts). */
  resources: [
    'bmsStatisticsEnroll',
    'bmsStatisticsStatisticsDepartment',
    'bmsStatisticsEnrollTargetDepartment',
    'bmsStatisticsStatisticsClassification',
    'bmsStatisticsContinue',
    'bmsStatisticsClueActivate',
  ],
} as const satisfies LandingPage;

export const LANDING_PAGES = [STATISTICS_OVERVIEW] as const satisfies readonly LandingPage[];
