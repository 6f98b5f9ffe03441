import { loadGroup } from '@generated/manifest/index';
import type { ResourceMeta } from '@generated/manifest/types';
import { departmentRows, prepareRelations, seedTableInSlices } from '../demo-data';
import { processInSlices } from '../sheet-import';
import type { MockStore, Row } from '../store';

/** The tables statistics are computed from: [group, resource key]. */
export const SOURCE_TABLES = {
  /** The admissions leads: every clue report's records, and what appointments point to (umsPromoteAppointment.clueId). */
  clues: ['ums-promote', 'umsPromoteAdmissionsClue'],
  appointments: ['ums-promote', 'umsPromoteAppointment'],
  admins: ['bms-system', 'bmsSystemAdmin'],
  positions: ['bms-system', 'bmsSystemPosition'],
  /** 二级分类: the 小类 a lead is filed under (statisticsSubclassReport). */
  subclasses: ['bms-extension', 'bmsExtensionClassificationTwo'],
  projectTargets: ['bms-statistics', 'bmsStatisticsEnrollTarget'],
  departmentTargets: ['bms-statistics', 'bmsStatisticsEnrollTargetDepartment'],
  staffTargets: ['bms-statistics', 'bmsStatisticsDepartmentEnrollTarget'],
} as const satisfies Record<string, readonly [string, string]>;

export type SourceName = keyof typeof SOURCE_TABLES;

const metas = new Map<string, Promise<ResourceMeta | undefined>>();

function metaOf(group: string, key: string): Promise<ResourceMeta | undefined> {
  let found = metas.get(key);
  if (!found) {
    found = (loadGroup[group]?.() ?? Promise.resolve(undefined)).then((g) => g?.resources.find((r) => r.key === key));
    metas.set(key, found);
  }
  return found;
}

const seeding = new WeakMap<MockStore, Map<string, Promise<void>>>();
const NEVER = new AbortController().signal;

/**
 * Seeds a whole table in slices, once per store however many reports ask at the same moment (the
 * overview's six charts do): in the browser this runs on the page's main thread, and 1,200 clues in
 * one go were a long task on every cold load of 统计看板.
 */
function seedOnce(store: MockStore, key: string, meta: ResourceMeta): Promise<void> {
  let pending = seeding.get(store);
  if (!pending) seeding.set(store, (pending = new Map()));
  let done = pending.get(key);
  if (!done) {
    done = seedTableInSlices(meta, store, (ids, step) => processInSlices(ids, step, NEVER, { report: false })).then((rows) => {
      if (!store.has(key)) store.rows(key, () => rows);
      pending.delete(key);
    });
    pending.set(key, done);
  }
  return done;
}

/**
 * A table's rows exactly as its own screens see them: the store's (changed or seeded), seeded here
 * on first use with the same seed and rows the generic backend would make. Live arrays: read, never
 * keep across requests (a change replaces or splices rows).
 */
export async function tableRows(store: MockStore, name: SourceName): Promise<Row[]> {
  const [group, key] = SOURCE_TABLES[name];
  if (store.has(key)) return store.rows(key, () => []);
  const meta = await metaOf(group, key);
  if (!meta) return [];
  await prepareRelations(meta);
  if (!store.has(key)) await seedOnce(store, key, meta);
  return store.rows(key, () => []);
}

/** The 部门 table (parentId tree), the one the department switcher and every department filter use. */
export function departmentTable(store: MockStore): Promise<Row[]> {
  return departmentRows(store);
}
