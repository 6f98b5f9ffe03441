import type { FieldMeta, FieldSemantic } from '@generated/manifest/types';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidIdCard } from '@/lib/id-card';
import { imageExtension } from '@/lib/image-extension';
import { SEMANTIC_RANGES } from './semantic-ranges';
import { fieldValue, guessLabelOf, guessSemantic, planFields, REFERENCE_DATE, seedRow, type ValueContext } from './values';
import * as words from './vocabulary';

const context = (id = 7, labels: Record<number, string> = {}): ValueContext => ({
  seed: 1,
  resource: { key: 'testLesson', name: '课程安排' },
  id,
  index: 0,
  count: 50,
  row: { id },
  tableSize: (key) => (key === 'bmsSystemDepartment' ? 16 : undefined),
  tableIds: () => undefined,
  labelOf: (key, target, field) => (key === 'bmsSystemDepartment' && field === 'name' ? (labels[target] ?? `部门${target}`) : undefined),
});

const field = (f: Partial<FieldMeta> & Pick<FieldMeta, 'name' | 'type'>): FieldMeta => ({ title: f.name, required: true, ...f });

const LESSON: FieldMeta[] = [
  field({ name: 'departmentName', type: 'string', labelOf: 'departmentId' }),
  field({ name: 'departmentId', type: 'integer', ref: { resource: 'bmsSystemDepartment', label: 'name' } }),
  field({ name: 'endTime', type: 'string', format: 'date-time', notBefore: 'startTime' }),
  field({ name: 'startTime', type: 'string', format: 'date-time' }),
  field({ name: 'startDate', type: 'string', format: 'date' }),
  field({ name: 'endDate', type: 'string', format: 'date', notBefore: 'startDate' }),
  field({ name: 'teacher', type: 'string', semantic: 'personName' }),
  field({ name: 'room', type: 'string', examples: ['A101 教室', '多媒体教室'] }),
  field({ name: 'percent', type: 'number', semantic: 'percent' }),
  field({ name: 'sort', type: 'integer', semantic: 'sort' }),
  field({ name: 'fee', type: 'number', semantic: 'money' }),
  field({ name: 'capacity', type: 'integer', minimum: 10, maximum: 60 }),
  field({ name: 'status', type: 'integer', enum: [0, 1, 2] }),
  field({ name: 'idCardNo', type: 'string', widget: 'idCard' }),
  field({ name: 'photo', type: 'string', format: 'uri', widget: 'image' }),
  field({ name: 'phone', type: 'string', pattern: '^1[3-9]\\d{9}$' }),
  field({ name: 'code', type: 'string', pattern: '^[A-Z]{2}\\d{4}$' }),
  field({ name: 'summary', type: 'string', semantic: 'content', maxLength: 10 }),
];

describe('demo values from what a field means', () => {
  it('a row obeys every declaration', () => {
    for (let id = 1; id <= 200; id += 1) {
      const row = seedRow(planFields(LESSON, 'testLesson'), context(id, { 3: '招生二部' }));
      expect(row.departmentId).toBeGreaterThanOrEqual(1);
      expect(row.departmentId).toBeLessThanOrEqual(16);
      expect(row.departmentName).toBe(row.departmentId === 3 ? '招生二部' : `部门${String(row.departmentId)}`);
      expect(row.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(String(row.endTime) >= String(row.startTime)).toBe(true);
      expect(String(row.endDate) >= String(row.startDate)).toBe(true);
      expect(row.teacher).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(['A101 教室', '多媒体教室']).toContain(row.room);
      expect(row.percent).toBeGreaterThanOrEqual(0);
      expect(row.percent).toBeLessThanOrEqual(100);
      expect(row.sort).toBeLessThanOrEqual(999);
      expect(Number(row.fee) * 100).toBeCloseTo(Math.round(Number(row.fee) * 100), 5);
      expect(row.capacity).toBeGreaterThanOrEqual(10);
      expect(row.capacity).toBeLessThanOrEqual(60);
      expect([0, 1, 2]).toContain(row.status);
      expect(isValidIdCard(String(row.idCardNo))).toBe(true);
      expect(imageExtension(String(row.photo))).toBe('png');
      expect(row.photo).toMatch(/^data:image\/png;base64,/);
      expect(row.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(row.code).toMatch(/^[A-Z]{2}\d{4}$/);
      expect(String(row.summary).length).toBeLessThanOrEqual(10);
    }
  });

  it('is deterministic per field: the same seed gives the same row, and one field alone equals it in the row', () => {
    const plans = planFields(LESSON, 'testLesson');
    const first = seedRow(plans, context(9));
    expect(seedRow(plans, context(9))).toEqual(first);
    const teacher = plans.find((p) => p.field.name === 'teacher')!;
    expect(fieldValue(teacher, context(9))).toBe(first.teacher);
  });

  it('leaves a realistic share of optional fields empty and fills required ones always', () => {
    const optional = planFields([field({ name: 'remark', type: 'string', semantic: 'remark', required: undefined })], 'testLesson');
    const empty = Array.from({ length: 300 }, (_, i) => seedRow(optional, context(i + 1))).filter((r) => r.remark === undefined).length;
    expect(empty).toBeGreaterThan(20);
    expect(empty).toBeLessThan(100);
  });

  it('guesses a meaning for undeclared fields: no Latin filler, no absurd numbers', () => {
    const undeclared: FieldMeta[] = [
      field({ name: 'workUnit', title: '工作单位', type: 'string' }),
      field({ name: 'originName', title: '线索来源', type: 'string' }),
      field({ name: 'dormantCount', title: '沉睡线索数', type: 'integer', minimum: 0 }),
      field({ name: 'sort', title: '排序', type: 'integer', minimum: 0 }),
      field({ name: 'remark', title: '备注', type: 'string' }),
    ];
    for (let id = 1; id <= 100; id += 1) {
      const row = seedRow(planFields(undeclared, 'testClue'), context(id));
      for (const name of ['workUnit', 'originName', 'remark']) expect(String(row[name])).not.toMatch(/[A-Za-z]{3,}/);
      expect(row.dormantCount).toBeLessThan(10_000);
      expect(row.sort).toBeLessThanOrEqual(999);
    }
  });
});

// ---- Property tests: every semantic's generator keeps to its declared band, vocabulary and format. ----

const DAY_MS = 86_400_000;
/** Any demo seed and any row: the values depend on (seed, resource, id, field) only. */
const anyRow = fc.record({ seed: fc.integer({ min: 1, max: 2 ** 30 }), id: fc.integer({ min: 1, max: 5000 }) });
/** Fixed seed, bounded runs: deterministic and fast. */
const RUNS = { seed: 20_260_901, numRuns: 100 } as const;

const rowContext = (seed: number, id: number, extra: Partial<ValueContext> = {}): ValueContext => ({ ...context(id), seed, row: { id }, ...extra });

/** One declared field's value for a row (required: never left empty). */
function valueOf(f: FieldMeta, seed: number, id: number, extra: Partial<ValueContext> = {}): unknown {
  const [plan] = planFields([f], 'testLesson');
  return fieldValue(plan!, rowContext(seed, id, extra));
}

const hasDecimalsAtMost = (value: number, decimals: number) => Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6;
const parseLocal = (text: string) => new Date(text.replace(' ', 'T')).getTime();

/** Realistic bands of the number semantics (values.ts semanticNumber), inside SEMANTIC_RANGES' hard limits. */
const NUMBER_BANDS: { label: string; semantic: FieldSemantic; f: Partial<FieldMeta>; min: number; max: number; decimals: 0 | 1 | 2 }[] = [
  { label: 'number', semantic: 'percent', f: { type: 'number' }, min: 0, max: 100, decimals: 1 },
  { label: 'integer', semantic: 'percent', f: { type: 'integer' }, min: 0, max: 100, decimals: 0 },
  { label: 'number', semantic: 'rate', f: { type: 'number' }, min: 0, max: 100, decimals: 1 },
  { label: '累计收入, number', semantic: 'money', f: { type: 'number', name: 'totalIncome', title: '累计收入' }, min: 10_000, max: 2_000_000, decimals: 2 },
  { label: '学费, number', semantic: 'money', f: { type: 'number', name: 'tuition', title: '学费' }, min: 980, max: 28_000, decimals: 2 },
  { label: '退款金额, number', semantic: 'money', f: { type: 'number', name: 'refundAmount', title: '退款金额' }, min: 20, max: 20_000, decimals: 2 },
  { label: 'integer', semantic: 'sort', f: { type: 'integer' }, min: 0, max: 99, decimals: 0 },
  { label: '观看时长（秒）, integer', semantic: 'duration', f: { type: 'integer', name: 'watchSeconds', title: '观看时长（秒）' }, min: 30, max: 7200, decimals: 0 },
  { label: '课时（分钟）, integer', semantic: 'duration', f: { type: 'integer', name: 'lessonMinutes', title: '课时（分钟）' }, min: 5, max: 180, decimals: 0 },
  { label: 'integer', semantic: 'year', f: { type: 'integer' }, min: 2015, max: 2027, decimals: 0 },
  { label: 'integer', semantic: 'age', f: { type: 'integer' }, min: 16, max: 60, decimals: 0 },
  { label: 'number', semantic: 'score', f: { type: 'number' }, min: 40, max: 100, decimals: 1 },
  { label: 'integer', semantic: 'score', f: { type: 'integer' }, min: 40, max: 100, decimals: 0 },
  { label: 'integer', semantic: 'count', f: { type: 'integer' }, min: 0, max: 3000, decimals: 0 },
];

describe('number semantics: every value inside its realistic band and its hard limit', () => {
  it.each(NUMBER_BANDS)('$semantic ($label) lies in [$min, $max]', ({ semantic, f, min, max, decimals }) => {
    const declared = field({ name: `x${semantic}`, type: 'integer', semantic, ...f });
    const limits = SEMANTIC_RANGES[semantic]!;
    fc.assert(
      fc.property(anyRow, ({ seed, id }) => {
        const value = valueOf(declared, seed, id) as number;
        expect(typeof value).toBe('number');
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
        expect(value).toBeGreaterThanOrEqual(limits.min);
        expect(value).toBeLessThanOrEqual(limits.max);
        expect(hasDecimalsAtMost(value, decimals)).toBe(true);
      }),
      RUNS,
    );
  });

  it('declares the hard limits the demo-data audit counts against', () => {
    expect(SEMANTIC_RANGES).toEqual({
      count: { min: 0, max: 1_000_000 },
      percent: { min: 0, max: 100 },
      rate: { min: 0, max: 100 },
      money: { min: 0, max: 10_000_000 },
      sort: { min: 0, max: 999 },
      duration: { min: 0, max: 1_000_000 },
      year: { min: 1900, max: 2100 },
      age: { min: 0, max: 150 },
      score: { min: 0, max: 1000 },
    });
  });
});

const oneOf = (list: readonly string[]) => (text: unknown) => list.includes(String(text));
const DOMAINS = 'qq\\.com|163\\.com|126\\.com|edu-services\\.cn|sina\\.com';
const CITIES = new Set(words.PLACES.map(([, city]) => city));
const DISTRICTS = new Set(words.PLACES.flatMap(([, , districts]) => districts));

/** What staff see for each text semantic: its vocabulary or its format. */
const TEXT_CHECKS: { semantic: FieldSemantic; ok: (text: unknown) => boolean }[] = [
  { semantic: 'personName', ok: (t) => /^[\u4e00-\u9fa5]{2,4}$/.test(String(t)) },
  { semantic: 'orgName', ok: (t) => /^[\u4e00-\u9fa5]+$/.test(String(t)) && [...words.ORG_SUFFIX, ...words.PUBLIC_UNITS].some((s) => String(t).endsWith(s)) },
  { semantic: 'course', ok: oneOf(words.COURSES) },
  { semantic: 'school', ok: oneOf(words.SCHOOLS) },
  { semantic: 'major', ok: oneOf(words.MAJORS) },
  { semantic: 'remark', ok: oneOf(words.REMARKS) },
  { semantic: 'keyword', ok: oneOf(words.KEYWORDS) },
  { semantic: 'content', ok: (t) => words.SENTENCES.some((s) => String(t).startsWith(s)) && !/[A-Za-z]{3,}/.test(String(t)) },
  // Every placeholder of a title template is filled: no 「{major}」 left for staff to read.
  { semantic: 'title', ok: (t) => String(t).length > 4 && !/[{}]/.test(String(t)) },
  { semantic: 'province', ok: oneOf(words.PLACES.map(([province]) => province)) },
  { semantic: 'city', ok: (t) => CITIES.has(String(t)) },
  { semantic: 'district', ok: (t) => DISTRICTS.has(String(t)) },
  { semantic: 'address', ok: (t) => [...CITIES].some((c) => String(t).includes(c)) && /\d{1,3}号/.test(String(t)) },
  { semantic: 'code', ok: (t) => /^(ZS|JX|XL|PX|CW|HR)202[4-6]\d{4}$/.test(String(t)) },
  { semantic: 'account', ok: (t) => /^[a-z]+\d{2}$/.test(String(t)) },
  { semantic: 'url', ok: (t) => /^https:\/\/www\.edu-services\.cn\/(news|course|activity|major|live)\/\d{4,5}$/.test(String(t)) },
  { semantic: 'wechat', ok: (t) => /^wx_[a-z]+\d{2,4}$/.test(String(t)) },
  { semantic: 'email', ok: (t) => new RegExp(`^[a-z]+\\d{1,3}@(${DOMAINS})$`).test(String(t)) },
];

describe('text semantics: the right vocabulary and format', () => {
  it.each(TEXT_CHECKS)('$semantic', ({ semantic, ok }) => {
    const declared = field({ name: `x${semantic}`, title: '值', type: 'string', semantic });
    fc.assert(
      fc.property(anyRow, ({ seed, id }) => {
        const text = valueOf(declared, seed, id);
        expect(text).toSatisfy(ok);
      }),
      RUNS,
    );
  });

  it('fills a 「{major}」 title with a major (专业人才培养方案)', () => {
    const declared = field({ name: 'title', type: 'string', semantic: 'title' });
    const plans = Array.from({ length: 400 }, (_, i) => String(valueOf(declared, 3, i + 1))).filter((t) => t.endsWith('专业人才培养方案'));
    expect(plans.length).toBeGreaterThan(5);
    for (const title of plans) expect(words.MAJORS).toContain(title.slice(0, -'专业人才培养方案'.length));
  });

  it('an email-format field holds an e-mail address whatever its name', () => {
    const declared = field({ name: 'contact', title: '联系方式', type: 'string', format: 'email' });
    fc.assert(
      fc.property(anyRow, ({ seed, id }) => {
        expect(valueOf(declared, seed, id)).toMatch(new RegExp(`^[a-z]+\\d{1,3}@(${DOMAINS})$`));
      }),
      RUNS,
    );
  });

  it('a row names one place: its city is in its province, its district in its city, its address there', () => {
    const place = [
      field({ name: 'province', title: '省份', type: 'string', semantic: 'province' }),
      field({ name: 'city', title: '城市', type: 'string', semantic: 'city' }),
      field({ name: 'district', title: '区县', type: 'string', semantic: 'district' }),
      field({ name: 'address', title: '地址', type: 'string', semantic: 'address' }),
    ];
    const plans = planFields(place, 'testLesson');
    fc.assert(
      fc.property(anyRow, ({ seed, id }) => {
        const row = seedRow(plans, rowContext(seed, id));
        const entry = words.PLACES.find(([province, city]) => province === row.province && city === row.city);
        expect(entry, `${String(row.province)} ${String(row.city)}`).toBeDefined();
        expect(entry![2]).toContain(row.district);
        expect(String(row.address)).toContain(String(row.city));
      }),
      RUNS,
    );
  });
});

describe('text shaped by the declaration', () => {
  it('pads an example shorter than minLength with zeros, and leaves one exactly that long alone', () => {
    expect(valueOf(field({ name: 'roomNo', type: 'string', examples: ['A1'], minLength: 4 }), 1, 1)).toBe('A100');
    expect(valueOf(field({ name: 'roomNo', type: 'string', examples: ['ABCD'], minLength: 4 }), 1, 1)).toBe('ABCD');
    expect(valueOf(field({ name: 'roomNo', type: 'string', examples: ['ABCDEFG'], maxLength: 4 }), 1, 1)).toBe('ABCD');
  });

  it('a time of day (时刻) ends 1–3 hours after its start, never after 22:00; without a start it is in office hours', () => {
    const plans = planFields(
      [field({ name: 'beginClock', title: '开始时刻', type: 'string' }), field({ name: 'finishClock', title: '结束时刻', type: 'string', notBefore: 'beginClock' })],
      'testLesson',
    );
    fc.assert(
      fc.property(anyRow, fc.integer({ min: 8, max: 21 }), ({ seed, id }, startHour) => {
        const row = seedRow(plans, rowContext(seed, id), { beginClock: `${String(startHour).padStart(2, '0')}:30` });
        const [hour, minute] = String(row.finishClock).split(':').map(Number);
        expect(hour).toBeGreaterThanOrEqual(Math.min(22, startHour + 1));
        expect(hour).toBeLessThanOrEqual(Math.min(22, startHour + 3));
        expect([0, 30]).toContain(minute);
        const alone = seedRow(plans, rowContext(seed, id));
        expect(String(alone.beginClock)).toMatch(/^(0[89]|1[0-8]):(00|30)$/);
      }),
      RUNS,
    );
  });

  it('row i of n was created in the i-th n-th of the year before the reference date (newest first)', () => {
    const createTime = field({ name: 'createTime', type: 'string', format: 'date-time' });
    fc.assert(
      fc.property(anyRow, fc.integer({ min: 1, max: 1200 }), fc.nat(), ({ seed, id }, count, at) => {
        const index = at % count;
        const slice = (365 * DAY_MS) / count;
        const time = parseLocal(String(valueOf(createTime, seed, id, { index, count })));
        expect(time).toBeLessThanOrEqual(REFERENCE_DATE.getTime() - index * slice);
        expect(time).toBeGreaterThan(REFERENCE_DATE.getTime() - (index + 1) * slice - 1000);
      }),
      RUNS,
    );
  });
});

/** The lengths an array field's values take over many rows. */
const lengths = (f: FieldMeta) => new Set(Array.from({ length: 120 }, (_, i) => (valueOf(f, 5, i + 1) as unknown[]).length));

describe('arrays', () => {
  it('hold 1 to 3 items, within the declared minItems/maxItems', () => {
    const scores = { name: 'scores', type: 'array', itemType: 'integer' } as const;
    expect(lengths(field(scores))).toEqual(new Set([1, 2, 3]));
    expect(lengths(field({ ...scores, minItems: 2 }))).toEqual(new Set([2, 3]));
    expect(lengths(field({ ...scores, maxItems: 1 }))).toEqual(new Set([1]));
    expect(lengths(field({ ...scores, minItems: 0, maxItems: 10 }))).toEqual(new Set([1, 2, 3]));
  });

  it('of tags (by name or by the title 标签) are distinct tags from the tag list; other text lists keep their meaning', () => {
    for (const tags of [
      field({ name: 'clueTags', title: '线索特征', type: 'array', itemType: 'string' }),
      field({ name: 'marks', title: '客户标签', type: 'array', itemType: 'string' }),
    ]) {
      fc.assert(
        fc.property(anyRow, ({ seed, id }) => {
          const value = valueOf(tags, seed, id) as string[];
          expect(new Set(value).size).toBe(value.length);
          for (const tag of value) expect(words.TAGS).toContain(tag);
        }),
        RUNS,
      );
    }
    const keywords = field({ name: 'keywords', title: '关键词', type: 'array', itemType: 'string', semantic: 'keyword' });
    fc.assert(
      fc.property(anyRow, ({ seed, id }) => {
        for (const keyword of valueOf(keywords, seed, id) as string[]) expect(words.KEYWORDS).toContain(keyword);
      }),
      RUNS,
    );
  });
});

describe('relations', () => {
  it('point at records all over the target table, not at one record', () => {
    const departmentId = field({ name: 'departmentId', type: 'integer', ref: { resource: 'bmsSystemDepartment', label: 'name' } });
    const ids = new Set(Array.from({ length: 200 }, (_, i) => valueOf(departmentId, 1, i + 1) as number));
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(16);
    expect(ids.size).toBe(16);
  });

  it('an undeclared `xName` labels the `xId` beside it when that is a known relation', () => {
    const fields = [
      field({ name: 'departmentName', type: 'string' }),
      field({ name: 'positionId', type: 'integer' }),
      field({ name: 'departmentId', type: 'integer' }),
      field({ name: 'positionName', type: 'string' }),
      field({ name: 'courseName', type: 'string' }),
      field({ name: 'courseId', type: 'integer' }),
    ];
    expect(guessLabelOf(fields[0]!, fields, 'bmsSystemAdmin')).toBe('departmentId');
    expect(guessLabelOf(fields[3]!, fields, 'bmsSystemAdmin')).toBe('positionId');
    // 课程 is no relation the mock backend can guess: its name is plain text.
    expect(guessLabelOf(fields[4]!, fields, 'bmsSystemAdmin')).toBeUndefined();
    expect(guessLabelOf(field({ name: 'departmentName', type: 'string' }), [fields[1]!], 'bmsSystemAdmin')).toBeUndefined();
  });
});

const guess = (name: string, title: string, type: FieldMeta['type'] = 'string') => guessSemantic(field({ name, title, type }));

describe('guessSemantic for undeclared fields', () => {
  it('gives text meanings to text fields only', () => {
    expect(guess('email', '邮箱')).toBe('email');
    expect(guess('province', '省份', 'boolean')).toBeUndefined();
    expect(guess('address', '地址', 'array')).toBeUndefined();
    expect(guess('email', '邮箱', 'object')).toBeUndefined();
  });

  it('a WeChat id is 「wechat」, its QR code image is not', () => {
    expect(guess('wechat', '微信号')).toBe('wechat');
    expect(guess('wechatAccount', '微信')).toBe('wechat');
    expect(guess('wechatQrCode', '微信二维码')).not.toBe('wechat');
  });

  it('a course or subject by name or by title (课程, 科目); other names are not courses', () => {
    expect(guess('subject', 'subject')).toBe('course');
    expect(guess('courseList', 'courses')).toBe('course');
    expect(guess('lesson', '科目')).toBe('course');
    expect(guess('lesson', '报考课程')).toBe('course');
    expect(guess('workUnit', '工作单位')).toBe('orgName');
    expect(guess('teacher', '授课老师')).toBe('personName');
  });
});
