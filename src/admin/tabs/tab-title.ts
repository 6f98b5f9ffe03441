import { findRecord } from '../resources';
import { findScreen } from '../screens';
import { DASHBOARD_TITLE } from '../shell/menu';
import { WORKBENCH_PATH } from './tab-store';

/**
 * A tab's title: the screen's zh-CN name, as its menu entry and heading say; a record's page starts as
 * its screen's name and id, until the page names the record (`useRecordTabTitle`). Undefined for a
 * path that shows no screen (it opens no tab).
 */
export function tabTitle(path: string): string | undefined {
  if (path === WORKBENCH_PATH) return DASHBOARD_TITLE;
  const screen = findScreen(path);
  if (screen) return screen.name;
  const record = findRecord(path);
  return record ? recordTabTitle(record.resource.name, `ID ${record.id}`) : undefined;
}

export const recordTabTitle = (screenName: string, label: string) => `${screenName} · ${label}`;
