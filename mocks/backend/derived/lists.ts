/**
 * The unpaged lists a backend computes from its other records (without them Orval's generator answered
 * random names, sizes of 10^15 and a load time of 9050-45-50):
 * - 本地缓存列表 (extension/other/cache/list): the business caches a backend keeps in memory, each with
 *   as many entries as its table has records (the same counts the lists show), loaded at start-up on
 *   the demo data's today; 清空 a cache reloads it, so its load time becomes now.
 * - 快递物流记录 (personnel/expressage/record/list): the track of a 快递寄送 record, from its carrier and
 *   waybill, newest first: 已揽收 when it was sent (寄出时间), 运输中, 派件中, 已签收, each a little
 *   later, and only the steps that had happened by the demo data's today.
 */
import { loadGroup } from '@generated/manifest/index';
import { prepareRelations, seedTable, tableSize } from '../demo-data';
import { hashSeed, type MockStore, type Row } from '../store';
import { formatDateTime, REFERENCE_DATE } from '../values';
import { ok, readParams, REFUSAL_CODES, refuse } from './operations-shared';
import type { DerivedAnswer } from './types';

/** The caches: [name, 说明, the table whose records it holds]. */
export const CACHES: readonly (readonly [string, string, string])[] = [
  ['sys:department', '部门树', 'bmsSystemDepartment'],
  ['sys:position', '岗位及其数据范围', 'bmsSystemPosition'],
  ['sys:menu', '菜单与按钮权限', 'bmsSystemMenu'],
  ['sys:config', '系统参数配置', 'bmsDevelopConfig'],
  ['promote:channel', '推广渠道', 'umsPromoteOpxChannel'],
  ['promote:origin', '线索来源', 'umsPromoteClueOrigin'],
  ['cont:course', '继续教育课程', 'bmsContContinueCourse'],
  ['ext:classification', '一级分类', 'bmsExtensionClassificationOne'],
];
const CLEARED = 'bmsExtensionOther:cacheCleared';

/** How many records a table has now: the store's, else its seeded size. */
function recordCount(store: MockStore, key: string): number {
  return store.has(key) ? store.rows(key, () => []).length : (tableSize(key, store.seed) ?? 0);
}

/** When each cache was last loaded: start-up (a few minutes after 08:00 on the demo's today), or its last 清空. */
function loadTimes(store: MockStore): Map<string, string> {
  const start = new Date(REFERENCE_DATE);
  start.setHours(8, 0, 0, 0);
  const times = new Map(CACHES.map(([name], index) => [name, formatDateTime(new Date(start.getTime() + (index * 7 + (hashSeed(store.seed, name) % 5)) * 1000))]));
  for (const row of store.rows(CLEARED, () => [])) if (typeof row.name === 'string' && typeof row.loadTime === 'string') times.set(row.name, row.loadTime);
  return times;
}

const STEPS = [
  { state: 1, after: [0, 0], description: (city: string) => `快件已由【${city}营业点】揽收` },
  { state: 2, after: [6, 14], description: (city: string) => `快件已到达【${city}转运中心】，正发往下一站` },
  { state: 3, after: [20, 40], description: (city: string) => `快件已到达【${city}派送点】，快递员正在派件` },
  { state: 4, after: [2, 5], description: () => '快件已签收，签收人：本人' },
] as const;

/** The city of an address (北京市海淀区… → 北京市), for the track's places. */
const cityOf = (address: unknown) => (typeof address === 'string' ? (/^(.+?市)/.exec(address.replace(/^.+?省/, ''))?.[1] ?? '北京市') : '北京市');

async function expressages(store: MockStore): Promise<Row[]> {
  const meta = (await loadGroup['bms-personnel']?.())?.resources.find((r) => r.key === 'bmsPersonnelExpressage');
  if (!meta) return [];
  await prepareRelations(meta);
  return store.rows(meta.key, () => seedTable(meta, store.seed, Infinity, store));
}

export const listAnswers: Record<string, DerivedAnswer> = {
  bmsExtensionOtherCacheList: async (ctx) => {
    const times = loadTimes(ctx.store);
    return ok(CACHES.map(([name, title, table]) => ({ name, title, size: recordCount(ctx.store, table), loadTime: times.get(name) })));
  },
  bmsExtensionOtherCacheRemove: async (ctx, request, located) => {
    const { name } = await readParams(request, located.operation);
    if (!CACHES.some(([cache]) => cache === name)) return refuse(`缓存「${String(name)}」不存在`, REFUSAL_CODES.notFound);
    const rows = ctx.store.rows(CLEARED, () => []);
    const at = rows.findIndex((row) => row.name === name);
    const row = { id: at >= 0 ? rows[at]!.id : rows.length + 1, name, loadTime: formatDateTime(new Date()) };
    if (at >= 0) rows[at] = row;
    else rows.push(row);
    ctx.store.touch(CLEARED);
    return ok(undefined, '缓存已清空，下次读取时重新加载');
  },
  bmsPersonnelExpressageRecordList: async (ctx, request, located) => {
    const { expressageId } = await readParams(request, located.operation);
    const record = (await expressages(ctx.store)).find((r) => r.id === Number(expressageId));
    if (!record) return refuse('快递寄送记录不存在或已被删除', REFUSAL_CODES.notFound);
    const sent = typeof record.sendTime === 'string' ? record.sendTime : undefined;
    if (!sent) return ok([]);
    const today = Math.max(REFERENCE_DATE.getTime(), Date.now());
    const from = '北京市';
    const to = cityOf(record.address);
    let at = new Date(sent.replace(' ', 'T')).getTime();
    const track: Row[] = [];
    for (const [index, step] of STEPS.entries()) {
      const [min, max] = step.after;
      // Picked up when it was sent; each later step some hours after the one before.
      if (index > 0) at += (min + (hashSeed(record.id, `step${index}`) % (max - min + 1))) * 3_600_000 + (hashSeed(record.id, `minute${index}`) % 60) * 60_000;
      if (at > today) break;
      const city = index < 2 ? from : to;
      track.push({
        id: index + 1,
        expressNo: record.expressNo,
        expressCompany: record.expressCompany,
        time: formatDateTime(new Date(at)),
        location: index === 3 ? String(record.address ?? to) : city,
        state: step.state,
        description: step.description(city),
      });
    }
    // Newest first, as the endpoint says; the ids only kept the steps apart.
    return ok(track.toReversed().map(({ id: _id, ...step }) => step));
  },
};
