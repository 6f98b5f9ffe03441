import { groups } from '@generated/manifest/index';
import { describe, expect, it } from 'vitest';
import { STATISTICS_OVERVIEW } from '../landing-pages';
import { screenEntries } from '../screens';
import { AXIS_LABEL_CHARS, axisLabel, batchLabel, chartTable, describeChart, MAX_DRAWN, OVERVIEW_CHARTS, percent } from './overview-charts';

/** The longest resource key an operation starts with is its resource's (`…Enroll` vs `…EnrollTargetDepartment`). */
const resourceOf = (operationId: string) => STATISTICS_OVERVIEW.resources.filter((r) => operationId.startsWith(r)).toSorted((x, y) => y.length - x.length)[0];

const chart = (key: string) => {
  const found = OVERVIEW_CHARTS.find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('statistics overview charts', () => {
  it('has at least six charts, each fed by a statistics list the spec declares', () => {
    expect(OVERVIEW_CHARTS.length).toBeGreaterThanOrEqual(6);
    const statistics = groups.find((g) => g.key === 'bms-statistics');
    const keys = statistics?.resources.map((r) => r.key) ?? [];
    const unfed = OVERVIEW_CHARTS.filter((c) => !keys.some((k) => c.operationId.startsWith(k) && c.operationId.endsWith('List')));
    expect(unfed.map((c) => c.operationId)).toEqual([]);
  });

  it('the 统计看板 menu entry is granted by exactly the lists its charts read, and comes first in its group', () => {
    const chartResources = OVERVIEW_CHARTS.map((c) => resourceOf(c.operationId));
    expect(chartResources).not.toContain(undefined);
    // …and no list it does not read opens it.
    expect(new Set(chartResources)).toEqual(new Set(STATISTICS_OVERVIEW.resources));
    const statisticsEntries = screenEntries.filter((e) => e.group.key === 'bms-statistics');
    expect(statisticsEntries[0]?.href).toBe('/admin/bms/statistics');
    expect(statisticsEntries[0]?.resources.map((r) => r.key)).toContain('bmsStatisticsClueActivate');
  });

  it('the funnel sums the departments and gives each stage its share of the clues', () => {
    const data = chart('funnel').build([
      { departmentName: '招生一部', clueCount: 80, appointmentCount: 30, receptionCount: 20, enrollCount: 10 },
      { departmentName: '招生二部', clueCount: 20, appointmentCount: 10, receptionCount: 5, enrollCount: 5 },
    ]);
    expect(data.rows.map((r) => [r.category, r.value, r.rate])).toEqual([
      ['线索', 100, 100],
      ['预约', 40, 40],
      ['到访', 25, 25],
      ['报名', 15, 15],
    ]);
  });

  it('completion and conversion rates come from the summed counts, never NaN for an empty base', () => {
    const target = chart('department-target').build([
      { departmentName: '招生一部', targetCount: 30, finishedCount: 12 },
      { departmentName: '招生一部', targetCount: 10, finishedCount: 8 },
      { departmentName: '招生二部', targetCount: 0, finishedCount: 3 },
    ]);
    expect(target.rows).toEqual([
      { category: '招生一部', targetCount: 40, finishedCount: 20, finishRate: 50 },
      { category: '招生二部', targetCount: 0, finishedCount: 3, finishRate: 0 },
    ]);
    expect(percent(1, 3)).toBe(33.33);
  });

  it('the trend orders batches in time and names them as staff do', () => {
    const data = chart('enroll-trend').build([
      { batch: '202509', enrollCount: 5, newEnrollCount: 4, renewEnrollCount: 1 },
      { batch: '202503', enrollCount: 3, newEnrollCount: 3, renewEnrollCount: 0 },
      { batch: '202509', enrollCount: 2, newEnrollCount: 1, renewEnrollCount: 1 },
    ]);
    expect(data.rows.map((r) => [r.category, r.enrollCount])).toEqual([
      ['2025年春季', 3],
      ['2025年秋季', 7],
    ]);
    expect(batchLabel('202603')).toBe('2026年春季');
  });

  it('the accessible description and the exported table carry the same figures', () => {
    const data = chart('channels').build([
      { channelName: '百度推广', clueCount: 10, enrollCount: 2 },
      { channelName: '小红书', clueCount: 30, enrollCount: 3 },
    ]);
    expect(describeChart(chart('channels'), data)).toBe('推广渠道对比：小红书 线索数 30 人，报名数 3 人，转化率 10%；百度推广 线索数 10 人，报名数 2 人，转化率 20%');
    expect(chartTable(data)).toEqual({
      header: ['渠道', '线索数（人）', '报名数（人）', '转化率（%）'],
      rows: [
        ['小红书', 30, 3, 10],
        ['百度推广', 10, 2, 20],
      ],
    });
    expect(describeChart(chart('channels'), chart('channels').build([]))).toBe('推广渠道对比：暂无数据');
  });

  it.each(['department-target', 'continue', 'clue-activation'])('the %s chart lists departments under the 部门 column', (key) => {
    const data = chart(key).build([{ departmentName: '招生一部' }, {}]);
    expect(chartTable(data).header[0]).toBe('部门');
    expect(data.rows.map((r) => r.category)).toEqual(['招生一部', '未分配部门']);
  });

  it.each(['department-target', 'continue', 'clue-activation'])('the %s chart keeps each department’s id, for 查看数据 to link its record', (key) => {
    const data = chart(key).build([{ departmentName: '招生一部', departmentId: 2 }, { departmentName: '招生一部', departmentId: 2 }, {}]);
    expect(data.categoryOf).toBe('bmsSystemDepartment');
    expect(data.rows.map((r) => [r.category, r.refId])).toEqual([
      ['招生一部', 2],
      ['未分配部门', undefined],
    ]);
    // Not a figure: neither drawn nor exported.
    expect(chartTable(data).header).not.toContain('refId');
  });

  it('describes only the drawn categories of a crowded chart and says how many more the table holds', () => {
    const rows = Array.from({ length: MAX_DRAWN + 3 }, (_, i) => ({ departmentName: `部门${i + 1}`, dormantCount: 10, activatedCount: i }));
    const data = chart('clue-activation').build(rows);
    const sentence = describeChart(chart('clue-activation'), data);
    expect(sentence).toContain(`部门${MAX_DRAWN} 激活率`);
    expect(sentence).not.toContain(`部门${MAX_DRAWN + 1} 激活率`);
    expect(sentence.endsWith('；另有 3 项见“查看数据”')).toBe(true);
    expect(chartTable(data).rows).toHaveLength(MAX_DRAWN + 3);
  });

  it('cuts a long category on the axis with an ellipsis, and leaves a short one whole', () => {
    expect(axisLabel('招生一部')).toBe('招生一部');
    const long = axisLabel('华东大区第一招生服务中心（上海浦东新区张江分部）');
    expect(Array.from(long)).toHaveLength(AXIS_LABEL_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(axisLabel('😀'.repeat(20))).toBe(`${'😀'.repeat(AXIS_LABEL_CHARS - 1)}…`);
  });
});
