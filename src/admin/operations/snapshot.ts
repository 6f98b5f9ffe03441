import { readRecord, readRecordsIn, readText } from '@/api/answer-shape';

/** DashboardRank and DashboardCatch (openapi/bms/page.yaml), as the preview and the TV page read them. */
export interface SnapshotRank {
  rank: number;
  targetId: number;
  targetName: string;
  departmentName?: string;
  enrollCount: number;
  amount: number;
  targetCount?: number;
  completionRate?: number;
}
export interface SnapshotPoint {
  date: string;
  enrollCount: number;
  amount: number;
}
export interface Snapshot {
  range: number;
  batch?: string;
  departmentId?: number;
  departmentName?: string;
  enrollCount: number;
  renewCount?: number;
  amount: number;
  targetCount: number;
  targetAmount?: number;
  completionRate: number;
  departmentRanks: SnapshotRank[];
  ownerRanks: SnapshotRank[];
  trend: SnapshotPoint[];
  updateTime?: string;
}

/**
 * getCatch's `data` as the board draws it, or null when the backend has no snapshot yet (no `data`:
 * shown as such, not as a failure). What the board cannot draw without fails the answer: a snapshot
 * that is not a record, or ranks and a trend that are not lists of records (left out, they are empty).
 * The texts shown outside the figures (快照时间, the department) are read as texts or as missing; the
 * figures themselves are formatted as the values they are (snapshot-figures.tsx).
 */
export function readSnapshot(data: unknown): Snapshot | null {
  const record = readRecord(data);
  if (!record) return null;
  return {
    ...(record as unknown as Snapshot),
    departmentRanks: readRecordsIn<SnapshotRank>(record, 'departmentRanks'),
    ownerRanks: readRecordsIn<SnapshotRank>(record, 'ownerRanks'),
    trend: readRecordsIn<SnapshotPoint>(record, 'trend'),
    departmentName: readText(record.departmentName),
    updateTime: readText(record.updateTime),
  };
}
