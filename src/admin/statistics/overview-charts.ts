/**
 * What the 统计看板 shows, as data: each chart names the statistics list it reads (a resource of the
 * bms-statistics spec, by key) and turns that list's rows into the figures it draws. The same figures
 * make its 查看数据 table, its 导出 sheet and the sentence its `aria-label` reads, so what a screen
 * reader hears, what is exported and what is drawn never differ.
 */

export type StatRow = Record<string, unknown>;

export type Unit = '人' | '元' | '%';

export interface Series {
  key: string;
  name: string;
  unit: Unit;
  /** A CSS colour (the theme's chart variables). */
  color: string;
  /** Shown in the table and the tooltip but not drawn (a rate beside the counts it is made of). */
  tableOnly?: true;
}

export interface ChartData {
  /** The category column: its title (部门, 渠道…) and each row's value under `category`. */
  categoryName: string;
  rows: ({ category: string; refId?: number } & Record<string, number | string>)[];
  /** The resource a category is a record of (部门): 查看数据 links each category to its record by `refId`. */
  categoryOf?: string;
  series: Series[];
}

export type ChartKind = 'line' | 'bars' | 'horizontal-bars';

export interface OverviewChart {
  key: string;
  title: string;
  /** One line under the title: what the chart answers. */
  description: string;
  /** The statistics list that feeds it (an operationId of the bms-statistics spec). */
  operationId: string;
  kind: ChartKind;
  /** The chart spans batches itself (a trend): the 批次 filter marks a batch instead of narrowing. */
  acrossBatches?: true;
  build: (rows: StatRow[]) => ChartData;
}

const COLORS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-5)'] as const;
const color = (index: number) => COLORS[index % COLORS.length] as string;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() !== '' ? value : fallback);

/** A share in percent with two decimals; 0 when there is nothing to share (never NaN or Infinity). */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/** 202509 → 2025年秋季, 202503 → 2025年春季 (SPEC.md §9); anything else as it is. */
export function batchLabel(batch: string): string {
  const match = /^(\d{4})(03|09)$/.exec(batch);
  if (!match) return batch;
  return `${match[1]}年${match[2] === '09' ? '秋季' : '春季'}`;
}

/**
 * Sums the named counts of rows that share a category, in order of first appearance. With `idOf`,
 * a category that is a record (a department) keeps its id as `refId`, for 查看数据 to link it.
 */
function sumBy(
  rows: StatRow[],
  categoryOf: (row: StatRow) => string,
  keys: readonly string[],
  idOf?: (row: StatRow) => unknown,
): ({ category: string } & Record<string, number>)[] {
  const groups = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const category = categoryOf(row);
    let sums = groups.get(category);
    if (!sums) {
      sums = Object.fromEntries(keys.map((k) => [k, 0]));
      const id = idOf?.(row);
      if (typeof id === 'number' && Number.isSafeInteger(id)) sums.refId = id;
      groups.set(category, sums);
    }
    for (const key of keys) sums[key] = (sums[key] ?? 0) + num(row[key]);
  }
  return [...groups].map(([category, sums]) => ({ category, ...sums }) as { category: string } & Record<string, number>);
}

const departmentOf = (row: StatRow) => text(row.departmentName, '未分配部门');
const departmentId = (row: StatRow) => row.departmentId;
const DEPARTMENT = 'bmsSystemDepartment';

/** Characters of a category an axis shows (a department named at length, a channel's whole URL). */
export const AXIS_LABEL_CHARS = 8;

/** A category as an axis shows it: cut with an ellipsis past AXIS_LABEL_CHARS (the tooltip and 查看数据 show it whole). */
export function axisLabel(category: unknown): string {
  const chars = Array.from(String(category));
  return chars.length > AXIS_LABEL_CHARS ? `${chars.slice(0, AXIS_LABEL_CHARS - 1).join('')}…` : chars.join('');
}

/** At most this many categories are drawn (the largest); 查看数据 and 导出 still list them all. */
export const MAX_DRAWN = 12;

export const OVERVIEW_CHARTS: readonly OverviewChart[] = [
  {
    key: 'enroll-trend',
    title: '各批次报名趋势',
    description: '每个批次的报名总数，以及其中的新生报名与续报',
    operationId: 'bmsStatisticsEnrollList',
    kind: 'line',
    acrossBatches: true,
    build: (rows) => {
      const sums = sumBy(rows, (row) => text(row.batch, '未知批次'), ['enrollCount', 'newEnrollCount', 'renewEnrollCount']);
      return {
        categoryName: '批次',
        rows: sums.toSorted((a, b) => a.category.localeCompare(b.category)).map((row) => ({ ...row, category: batchLabel(row.category) })),
        series: [
          { key: 'enrollCount', name: '报名总数', unit: '人', color: color(0) },
          { key: 'newEnrollCount', name: '新生报名', unit: '人', color: color(1) },
          { key: 'renewEnrollCount', name: '续报', unit: '人', color: color(3) },
        ],
      };
    },
  },
  {
    key: 'funnel',
    title: '招生转化漏斗',
    description: '线索 → 预约 → 到访 → 报名，每一步留下多少人',
    operationId: 'bmsStatisticsStatisticsDepartmentList',
    kind: 'horizontal-bars',
    build: (rows) => {
      const [total] = sumBy(rows, () => '全部', ['clueCount', 'appointmentCount', 'receptionCount', 'enrollCount']);
      const stages = [
        { category: '线索', value: total?.clueCount ?? 0 },
        { category: '预约', value: total?.appointmentCount ?? 0 },
        { category: '到访', value: total?.receptionCount ?? 0 },
        { category: '报名', value: total?.enrollCount ?? 0 },
      ];
      const clues = stages[0]?.value ?? 0;
      return {
        categoryName: '环节',
        rows: rows.length === 0 ? [] : stages.map((stage) => ({ ...stage, rate: percent(stage.value, clues) })),
        series: [
          { key: 'value', name: '人数', unit: '人', color: color(0) },
          { key: 'rate', name: '占线索比例', unit: '%', color: color(1), tableOnly: true },
        ],
      };
    },
  },
  {
    key: 'department-target',
    title: '部门报名目标完成',
    description: '各部门的目标报名人数与已完成人数，完成率 = 已完成 ÷ 目标',
    operationId: 'bmsStatisticsEnrollTargetDepartmentList',
    kind: 'bars',
    build: (rows) => ({
      categoryName: '部门',
      categoryOf: DEPARTMENT,
      rows: sumBy(rows, departmentOf, ['targetCount', 'finishedCount'], departmentId).map((row) => ({ ...row, finishRate: percent(row.finishedCount ?? 0, row.targetCount ?? 0) })),
      series: [
        { key: 'targetCount', name: '目标人数', unit: '人', color: color(2) },
        { key: 'finishedCount', name: '已完成', unit: '人', color: color(0) },
        { key: 'finishRate', name: '完成率', unit: '%', color: color(1), tableOnly: true },
      ],
    }),
  },
  {
    key: 'channels',
    title: '推广渠道对比',
    description: '各渠道带来的线索与报名，转化率 = 报名 ÷ 线索',
    operationId: 'bmsStatisticsStatisticsClassificationEnrollByChannelList',
    kind: 'bars',
    build: (rows) => ({
      categoryName: '渠道',
      rows: sumBy(rows, (row) => text(row.channelName, '未知渠道'), ['clueCount', 'enrollCount'])
        .toSorted((a, b) => (b.clueCount ?? 0) - (a.clueCount ?? 0))
        .map((row) => ({ ...row, conversionRate: percent(row.enrollCount ?? 0, row.clueCount ?? 0) })),
      series: [
        { key: 'clueCount', name: '线索数', unit: '人', color: color(2) },
        { key: 'enrollCount', name: '报名数', unit: '人', color: color(0) },
        { key: 'conversionRate', name: '转化率', unit: '%', color: color(1), tableOnly: true },
      ],
    }),
  },
  {
    key: 'continue',
    title: '继续教育学习情况',
    description: '各部门学员数、学完人数与考核通过人数',
    operationId: 'bmsStatisticsContinueList',
    kind: 'bars',
    build: (rows) => ({
      categoryName: '部门',
      categoryOf: DEPARTMENT,
      rows: sumBy(rows, departmentOf, ['studentCount', 'finishedCount', 'examPassCount'], departmentId).map((row) => ({
        ...row,
        finishRate: percent(row.finishedCount ?? 0, row.studentCount ?? 0),
        passRate: percent(row.examPassCount ?? 0, row.studentCount ?? 0),
      })),
      series: [
        { key: 'studentCount', name: '学员数', unit: '人', color: color(2) },
        { key: 'finishedCount', name: '学完人数', unit: '人', color: color(0) },
        { key: 'examPassCount', name: '考核通过', unit: '人', color: color(1) },
        { key: 'finishRate', name: '完课率', unit: '%', color: color(3), tableOnly: true },
        { key: 'passRate', name: '通过率', unit: '%', color: color(4), tableOnly: true },
      ],
    }),
  },
  {
    key: 'clue-activation',
    title: '沉睡线索激活率',
    description: '各部门沉睡线索中被重新激活的比例，激活率 = 激活数 ÷ 沉睡线索数',
    operationId: 'bmsStatisticsClueActivateList',
    kind: 'bars',
    build: (rows) => ({
      categoryName: '部门',
      categoryOf: DEPARTMENT,
      rows: sumBy(rows, departmentOf, ['dormantCount', 'activatedCount'], departmentId).map((row) => ({
        ...row,
        activateRate: percent(row.activatedCount ?? 0, row.dormantCount ?? 0),
      })),
      series: [
        { key: 'activateRate', name: '激活率', unit: '%', color: color(0) },
        { key: 'dormantCount', name: '沉睡线索数', unit: '人', color: color(2), tableOnly: true },
        { key: 'activatedCount', name: '激活数', unit: '人', color: color(1), tableOnly: true },
      ],
    }),
  },
];

const numberFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

export function formatValue(value: number | string | undefined, unit: Unit): string {
  if (typeof value !== 'number') return value ?? '';
  return unit === '%' ? `${numberFormat.format(value)}%` : `${numberFormat.format(value)}${unit === '元' ? ' 元' : ' 人'}`;
}

/**
 * The sentence a screen reader hears for a chart: its title and every drawn figure (the largest
 * categories first when there are many), so the chart is not a blank "image".
 */
export function describeChart(chart: Pick<OverviewChart, 'title'>, data: ChartData): string {
  if (data.rows.length === 0) return `${chart.title}：暂无数据`;
  const shown = data.rows.slice(0, MAX_DRAWN);
  const parts = shown.map((row) => `${row.category} ${data.series.map((s) => `${s.name} ${formatValue(row[s.key], s.unit)}`).join('，')}`);
  const more = data.rows.length > shown.length ? `；另有 ${data.rows.length - shown.length} 项见“查看数据”` : '';
  return `${chart.title}：${parts.join('；')}${more}`;
}

/** The chart's figures as a sheet: a header row of titles, then one row per category. */
export function chartTable(data: ChartData): { header: string[]; rows: (string | number)[][] } {
  return {
    header: [data.categoryName, ...data.series.map((s) => (s.unit === '%' ? `${s.name}（%）` : `${s.name}（${s.unit}）`))],
    rows: data.rows.map((row) => [row.category, ...data.series.map((s) => row[s.key] ?? 0)]),
  };
}
