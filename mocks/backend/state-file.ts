/**
 * A tester's prepared state as a file (the testers' panel's 保存状态 / 载入状态): every table the mock
 * backend holds (records, the secrets beside them, the write log), versioned with the hash of the
 * specs it was saved under and the seed of the demo data, so another browser that loads it answers
 * with exactly the same records. Reading a file checks everything before anything changes: a file
 * that is not such a state, or was saved under other specs, is refused with a message that says why.
 */
import type { MockStateSummary } from '@/lib/mock-control';
import { formatDateTime } from '@/lib/date-format';
import type { MockStore, Row, StoreSnapshot } from './store';

/** What marks a file as ours (a JSON file of anything else says it is not one). */
export const STATE_FORMAT = 'eduweb-mock-state';
/** The layout of the file; a newer one is refused, an older one would be read by a migration here. */
export const STATE_FORMAT_VERSION = 1;
/** Larger than any state a tester prepares (all ~200 tables seeded are a few MB): beyond it, not ours. */
export const MAX_STATE_BYTES = 64 * 1024 * 1024;

export interface StateFile {
  format: typeof STATE_FORMAT;
  formatVersion: number;
  /** The hash of the specs (generated/manifest specHash) the records follow. */
  specHash: string;
  seed: number;
  /** When it was saved (yyyy-MM-dd HH:mm:ss, local time). */
  savedAt: string;
  tables: Record<string, Row[]>;
}

/** The messages a tester reads when a file cannot be loaded (zh-CN, binding for tests). */
export const STATE_MESSAGES = {
  notJson: '无法载入：该文件不是 JSON 格式，不是“保存状态”导出的模拟数据文件。',
  foreign: '无法载入：该文件不是“保存状态”导出的模拟数据文件。',
  tooLarge: `无法载入：文件超过 ${MAX_STATE_BYTES / 1024 / 1024} MB，不是“保存状态”导出的模拟数据文件。`,
  newer: (version: unknown) => `无法载入：该文件的格式版本（${String(version)}）比当前系统支持的（${STATE_FORMAT_VERSION}）新，请升级后再载入。`,
  otherSpecs: (file: string, current: string) =>
    `无法载入：该文件保存于另一版本的接口定义（${file}），与当前版本（${current}）的数据结构可能不同。请在保存它的版本中载入，或重新准备状态。`,
  otherSeed: (file: unknown, current: number) => `无法载入：该文件基于另一套演示数据（种子 ${String(file)}），当前为种子 ${current}。`,
  broken: (what: string) => `无法载入：文件已损坏（${what}）。`,
} as const;

/** The file's text for the store's whole state (every table it holds, seeded or changed). */
export function stateFileText(store: MockStore, now = new Date()): string {
  const snapshot = store.snapshotAll();
  const file: StateFile = {
    format: STATE_FORMAT,
    formatVersion: STATE_FORMAT_VERSION,
    specHash: snapshot.version,
    seed: snapshot.seed,
    savedAt: formatDateTime(now),
    tables: snapshot.tables,
  };
  return JSON.stringify(file);
}

/** The name the browser saves it under: 模拟数据状态-2026-11-01-0900.json. */
export function stateFileName(now = new Date()): string {
  return `模拟数据状态-${formatDateTime(now).slice(0, 16).replace(' ', '-').replace(':', '')}.json`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type StateRead = { ok: true; snapshot: StoreSnapshot; summary: MockStateSummary } | { ok: false; message: string };

/** Reads a state file against the running backend's specs and seed; changes nothing. */
export function readStateFile(text: string, expected: { version: string; seed: number }): StateRead {
  if (text.length > MAX_STATE_BYTES) return { ok: false, message: STATE_MESSAGES.tooLarge };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: STATE_MESSAGES.notJson };
  }
  if (!isRecord(parsed) || parsed.format !== STATE_FORMAT) return { ok: false, message: STATE_MESSAGES.foreign };
  const { formatVersion, specHash, seed, savedAt, tables } = parsed;
  if (typeof formatVersion !== 'number' || !Number.isInteger(formatVersion) || formatVersion < 1) return { ok: false, message: STATE_MESSAGES.broken('缺少格式版本') };
  if (formatVersion > STATE_FORMAT_VERSION) return { ok: false, message: STATE_MESSAGES.newer(formatVersion) };
  if (typeof specHash !== 'string' || specHash === '') return { ok: false, message: STATE_MESSAGES.broken('缺少接口定义版本') };
  if (specHash !== expected.version) return { ok: false, message: STATE_MESSAGES.otherSpecs(specHash, expected.version) };
  if (seed !== expected.seed) return { ok: false, message: STATE_MESSAGES.otherSeed(seed, expected.seed) };
  if (!isRecord(tables)) return { ok: false, message: STATE_MESSAGES.broken('缺少数据表') };
  let records = 0;
  for (const [key, rows] of Object.entries(tables)) {
    if (!Array.isArray(rows)) return { ok: false, message: STATE_MESSAGES.broken(`表「${key}」不是记录列表`) };
    const ids = new Set<number>();
    for (const row of rows) {
      if (!isRecord(row) || typeof row.id !== 'number' || !Number.isSafeInteger(row.id)) return { ok: false, message: STATE_MESSAGES.broken(`表「${key}」有记录缺少编号`) };
      if (ids.has(row.id)) return { ok: false, message: STATE_MESSAGES.broken(`表「${key}」的编号 ${row.id} 重复`) };
      ids.add(row.id);
    }
    records += rows.length;
  }
  return {
    ok: true,
    snapshot: { version: specHash, seed: expected.seed, tables: tables as Record<string, Row[]> },
    summary: { savedAt: typeof savedAt === 'string' ? savedAt : '', tables: Object.keys(tables).length, records },
  };
}
