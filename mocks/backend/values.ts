/**
 * The mock backend's demo values, driven by what a field means (openapi/README.md, "Meaning"): its
 * enum, `x-ref` / `x-label-of`, `x-semantic`, `x-examples`, range, pattern, format, `x-not-before`
 * and `x-widget`. Fields not declared yet get a guess from their name and title (`guessSemantic`).
 *
 * Every field of every row draws from its own stream, seeded by (seed, resource, id, field): a row's
 * field is the same whether the whole table, its first rows, or that one field (a label another
 * table shows) is generated.
 */
import type { Faker } from '@faker-js/faker';
import { faker as zhCN } from '@faker-js/faker/locale/zh_CN';
import RandExp from 'randexp';
import type { FieldMeta, FieldRef, FieldSemantic } from '@generated/manifest/types';
import { idCardCheckCharacter } from '@/lib/id-card';
import { codeValue } from './codes';
import { reseedableMersenne } from './mersenne';
import { hashSeed } from './store';
import * as words from './vocabulary';
import { formatDate, formatDateTime } from '@/lib/date-format';

/**
 * faker's zh_CN instance with a randomizer that reseeds cheaply (mersenne.ts): the same numbers, a
 * fraction of the time. The class comes from the instance: the package root would bring every locale
 * into the dev server's mock bundle.
 */
const faker: Faker = new (zhCN.constructor as typeof Faker)({ locale: zhCN.rawDefinitions, randomizer: reseedableMersenne() });

/** "Today" of the demo data: the same seed gives the same dates whenever it runs. */
export const REFERENCE_DATE = new Date(2026, 10, 1, 9, 0, 0);
const DAY = 86_400_000;

/** Where a field's value comes from besides its own meaning: the row so far and the related tables. */
export interface ValueContext {
  seed: number;
  resource: { key: string; name: string };
  id: number;
  /** Position of the row in its table, 0 = newest, and the table's size (dates follow it). */
  index: number;
  count: number;
  /** The row built so far (fields earlier in the list). */
  row: Record<string, unknown>;
  /** The target table's size (ids 1..n), or undefined when it is not known. */
  tableSize(resource: string): number | undefined;
  /** The ids of a fixed table, when they are not 1..n. */
  tableIds(resource: string): number[] | undefined;
  /** The label field of a target record. */
  labelOf(resource: string, id: number, field: string): unknown;
  /**
   * Records of a table that only fixed rows point to (a demo story's lead has exactly its two
   * follow-ups): a generated reference takes the next record instead.
   */
  reserved?(resource: string): ReadonlySet<number> | undefined;
  /**
   * When this table's records are created (time-order.ts): the newest near `end`, the oldest near
   * `start`. Absent: the year before REFERENCE_DATE.
   */
  creation?: { start: number; end: number };
  /**
   * How many of a target table's oldest records were created before this row (ids 1..n of a
   * generated table; the first n of a fixed one's ids, oldest first): a row only points to records
   * that existed when it was made (time-order.ts). Undefined: any record.
   */
  olderThanRow?(resource: string): number | readonly number[] | undefined;
  /** The latest moment a record this row points to may have been created: its own events come after. */
  floor?(): number | undefined;
  /** Whether the row's status says it is finished (已接待…): then its times are all in the past. */
  finished?(): boolean;
}

const pick = <T>(list: readonly T[]): T => list[faker.number.int({ min: 0, max: list.length - 1 })] as T;
const int = (min: number, max: number) => faker.number.int({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// The app's own formatters: `yyyy-MM-dd` and the date-time wire format (SPEC.md §9), local time.
export { formatDate, formatDateTime };
function parseInstant(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A valid mainland ID number (GB 11643: region, birth date, sequence, MOD 11-2 check character). */
export function idCardNumber(): string {
  const birth = new Date(int(1970, 2006), int(0, 11), int(1, 28));
  const first17 = `${pick(words.REGION_CODES)}${birth.getFullYear()}${pad(birth.getMonth() + 1)}${pad(birth.getDate())}${pad(int(1, 999), 3)}`;
  return first17 + idCardCheckCharacter(first17);
}

const place = () => pick(words.PLACES);
const pinyinName = () => `${pick(words.PINYIN)}${pick(words.PINYIN_GIVEN)}`;
/**
 * A demo image: an inline PNG (a pastel square), so every screen shows it without a network and
 * without a failed request; its MIME type gives it the .png extension of SPEC.md §5.
 */
const imageUrl = () => `data:image/png;base64,${pick(words.IMAGE_PNGS)}`;
const fill = (template: string) =>
  template
    .replace('{year}', String(int(2024, 2027)))
    .replace('{course}', pick(words.COURSES))
    .replace('{major}', pick(words.MAJORS))
    .replace('{activity}', pick(words.ACTIVITY_WORDS));
const sentences = (min: number, max: number) => faker.helpers.arrayElements(words.SENTENCES, { min, max }).join('');

/** Text of a semantic (README "Meaning"), with the row so far for places that must agree. */
function semanticText(semantic: FieldSemantic, row: Record<string, unknown>): string {
  switch (semantic) {
    case 'personName':
      return faker.person.fullName().replace(/\s/g, '');
    case 'orgName':
      return faker.datatype.boolean({ probability: 0.8 })
        ? `${pick(words.PLACES)[1].replace(/市$/, '')}${pick(words.ORG_PREFIX)}${pick(words.ORG_SUFFIX)}`
        : `${pick(words.PLACES)[1]}${pick(words.PUBLIC_UNITS)}`;
    case 'course':
      return pick(words.COURSES);
    case 'school':
      return pick(words.SCHOOLS);
    case 'major':
      return pick(words.MAJORS);
    case 'title':
      return fill(pick(words.TITLE_TEMPLATES));
    case 'content':
      return sentences(2, 4);
    case 'remark':
      return pick(words.REMARKS);
    case 'address': {
      const [province, city, districts] = placeOf(row);
      return `${province === city ? '' : province}${city}${pick(districts)}${pick(words.STREETS)}${int(1, 300)}号${faker.datatype.boolean() ? pick(words.BUILDINGS) : ''}`;
    }
    case 'province':
      return placeOf(row)[0];
    case 'city':
      return placeOf(row)[1];
    case 'district':
      return pick(placeOf(row)[2]);
    case 'code':
      return `${pick(['ZS', 'JX', 'XL', 'PX', 'CW', 'HR'])}${int(2024, 2026)}${pad(int(1, 9999), 4)}`;
    case 'account':
      return `${pinyinName()}${pad(int(1, 99))}`;
    case 'url':
      return `https://www.edu-services.cn/${pick(['news', 'course', 'activity', 'major', 'live'])}/${int(1000, 99999)}`;
    case 'wechat':
      return `wx_${pinyinName()}${int(10, 9999)}`;
    case 'email':
      return `${pinyinName()}${int(1, 999)}@${pick(words.MAIL_DOMAINS)}`;
    case 'keyword':
      return pick(words.KEYWORDS);
    default:
      return pick(words.REMARKS);
  }
}

/** The place a row already names (its province or city), so address, city and district agree. */
function placeOf(row: Record<string, unknown>): (typeof words.PLACES)[number] {
  const matching = words.PLACES.filter(([province, city]) => (row.city === undefined || row.city === city) && (row.province === undefined || row.province === province));
  return matching.length > 0 ? pick(matching) : place();
}

/** Realistic bands of number semantics (the hard limits are SEMANTIC_RANGES). */
function semanticNumber(semantic: FieldSemantic, field: FieldMeta): number {
  const decimals = field.type === 'number';
  switch (semantic) {
    case 'percent':
    case 'rate':
      return decimals ? faker.number.float({ min: 0, max: 100, fractionDigits: 1 }) : int(0, 100);
    case 'money': {
      const big = /total|sum|income|target|budget|finish|settle|cost/i.test(field.name) || /总|累计|目标|收入/.test(field.title);
      const tuition = /price|tuition|fee/i.test(field.name) || /学费|价/.test(field.title);
      const [min, max] = big ? [10_000, 2_000_000] : tuition ? [980, 28_000] : [20, 20_000];
      return faker.number.float({ min, max, fractionDigits: 2 });
    }
    case 'sort':
      return int(0, 99);
    case 'duration':
      return /秒|seconds/i.test(`${field.title}${field.name}`) ? int(30, 7200) : int(5, 180);
    case 'year':
      return int(2015, 2027);
    case 'age':
      return int(16, 60);
    case 'score':
      return decimals ? faker.number.float({ min: 40, max: 100, fractionDigits: 1 }) : int(40, 100);
    case 'count':
    default:
      return faker.datatype.boolean({ probability: 0.8 }) ? int(0, 120) : int(100, 3000);
  }
}

const NUMBER_SEMANTICS = new Set<FieldSemantic>(['count', 'percent', 'money', 'sort', 'duration', 'year', 'age', 'score', 'rate']);
const PERSON = /人$|员$|者$|老师|教师|讲师|班主任|顾问|姓名|负责人|收件人|联系人|收货人|用户|客户|学员|昵称|家长|作者/;

/** What an undeclared field most likely means, from its name and title; undefined when nothing fits. */
export function guessSemantic(field: FieldMeta): FieldSemantic | undefined {
  const { name, title } = field;
  if (field.type === 'integer' || field.type === 'number') {
    if (/rate|Rate|proportion|progress|probability|percent|roi/i.test(name) || /%|率|比例/.test(title)) return 'percent';
    if (/^sort$|Sort$/.test(name)) return 'sort';
    if (/amount|Amount|price|Price|tuition|fee|Fee|money|balance|cost|Cost|income|Income|value$|salary|budget|freight|Value$/.test(name) || /元/.test(title)) return 'money';
    if (/year$|Year$/.test(name) || /年份/.test(title)) return 'year';
    if (/^age$/.test(name)) return 'age';
    if (/score|Score/.test(name) || /分$|成绩/.test(title)) return 'score';
    if (/duration|Duration|minutes|Minutes|seconds|Seconds|usedTime/.test(name) || /时长|分钟|秒/.test(title)) return 'duration';
    return 'count';
  }
  if (field.type !== 'string') return undefined;
  if (name === 'province' || title.startsWith('省')) return 'province';
  if (/^city$/.test(name) || /城市|^市$/.test(title)) return 'city';
  if (/^district$/.test(name) || /区县/.test(title)) return 'district';
  if (/address|Address|location/.test(name) || /地址|地点/.test(title)) return 'address';
  if (/email/i.test(name)) return 'email';
  if (/wechat/i.test(name) && !/QrCode/.test(name)) return 'wechat';
  if (/url|Url|link|Link|domain/.test(name)) return 'url';
  if (name.startsWith('account') || name.endsWith('Account') || /账号/.test(title)) return 'account';
  if (/(Id|No|Code|code|Key)$|^(ip|mac|os|cpu|openId|appId|bizType|isbn|icon|path|permission|module|configKey)$/.test(name)) return 'code';
  if (/school|School/.test(name) || /院校|学校/.test(title)) return 'school';
  if (/major|Major/.test(name) || /专业/.test(title)) return 'major';
  if (/course|Course|subject|Subject/.test(name) || /课程|科目/.test(title)) return 'course';
  if (/company|Company|corp|unit|Unit|counterparty|merchant|shop/i.test(name) || /企业|单位|公司|商户/.test(title)) return 'orgName';
  if (PERSON.test(title) || /By$|^author$|^consignee$|nickname/i.test(name)) return 'personName';
  if (/^title$|Title$/.test(name) || /标题/.test(title)) return 'title';
  if (
    /content|description|introduction|summary|rule|requirement|duty|outline|guide|analysis|answer|Answer|reply|conclusion|transcript|demand|stem|equipment|usage|example/i.test(
      name,
    )
  )
    return 'content';
  if (/keyword/i.test(name)) return 'keyword';
  if (/remark|reason|Reason|opinion|Opinion|comment|error|Error|Msg$|message/i.test(name)) return 'remark';
  return undefined;
}

/** A name for a record of a resource no semantic describes (`name` of 考核活动, 奖品…). */
function nameFor(field: FieldMeta, ctx: ValueContext): string {
  const topic = `${field.title}${ctx.resource.name}`;
  if (/部门/.test(field.title)) return pick(words.DEPARTMENTS).name;
  if (/岗位|职务/.test(field.title)) return pick(words.POSITIONS);
  if (/渠道|来源|平台/.test(field.title)) return pick(words.CHANNELS);
  if (/项目/.test(field.title)) return pick(words.PROJECTS);
  if (/活动/.test(topic)) return `${int(2024, 2026)}年${pick(words.ACTIVITY_WORDS)}`;
  if (/奖品/.test(topic)) return pick(words.PRIZES);
  if (/资产|设备/.test(topic)) return pick(words.ASSETS);
  if (/班/.test(field.title)) return `${int(2023, 2026)}级${pick(words.MAJORS)}${pick(words.CLASS_SUFFIX)}`;
  if (/试卷|测评|考试|问卷/.test(topic)) return `${pick(words.COURSES)}${pick(['期中测试', '期末测试', '模拟卷', '章节练习', '真题卷'])}`;
  if (/职称/.test(field.title)) return pick(words.JOB_TITLES);
  if (/快递/.test(field.title)) return pick(words.EXPRESS);
  if (/校区/.test(field.title)) return pick(words.CAMPUSES);
  if (/标签|分组/.test(field.title)) return pick(words.TAGS);
  if (/章节|章/.test(field.title)) return `第${int(1, 12)}章 ${pick(['概述', '基础知识', '核心概念', '案例分析', '综合练习', '历年真题'])}`;
  if (/名称|名$/.test(field.title)) return `${pick(words.KEYWORDS)}${ctx.resource.name.replace(/管理|记录|列表/g, '')}`;
  return pick(words.REMARKS);
}

/**
 * One randexp per pattern (null: not a pattern randexp reads). Parsing the pattern again for every
 * row's field was a quarter of a first page's answer; a generator keeps nothing between texts but
 * the parsed pattern, and it draws from the field's seeded stream through `int`.
 */
const generators = new Map<string, RandExp | null>();

/** A text that satisfies `pattern` (randexp on the seeded stream; its repetitions kept short). */
function fromPattern(pattern: string): string | undefined {
  let generator = generators.get(pattern);
  if (generator === undefined) {
    try {
      generator = new RandExp(pattern);
      generator.max = 8;
      generator.randInt = (min: number, max: number) => int(min, max);
    } catch {
      generator = null;
    }
    generators.set(pattern, generator);
  }
  try {
    return generator?.gen();
  } catch {
    return undefined;
  }
}

function clampText(text: string, field: FieldMeta | { maxLength?: number; minLength?: number }): string {
  let out = field.maxLength !== undefined && text.length > field.maxLength ? text.slice(0, field.maxLength) : text;
  while (field.minLength !== undefined && out.length < field.minLength) out += '0';
  return out;
}

/** Future-looking times (a next follow-up, an expiry, a deadline) lie after the reference date. */
const FUTURE = /next|Next|expire|Expire|deadline|Deadline|plan|Plan|appoint|Appoint|^end|studyEnd|signUpDeadline/;
/** Future times that stay ahead even when the record is finished (its next follow-up, an expiry). */
const PLANNED = /next|Next|expire|Expire|deadline|Deadline|valid|Valid/;

/** A moment within [low, high] at office hours when there is room for them (an event of the record's life). */
function between(low: number, high: number): Date {
  const at = new Date(low + faker.number.int({ min: 0, max: Math.max(0, high - low) }));
  at.setHours(int(8, 20), int(0, 59), int(0, 59));
  const time = Math.min(high, Math.max(low, at.getTime()));
  return new Date(time);
}

function dateValue(field: FieldMeta, ctx: ValueContext, withTime: boolean): string {
  const start = field.notBefore ? parseInstant(ctx.row[field.notBefore]) : undefined;
  // What the record's own events follow: its creation, else the records it points to (time-order.ts).
  const since =
    field.name === 'createTime' ? undefined : typeof ctx.row.createTime === 'string' ? parseInstant(ctx.row.createTime)?.getTime() : withTime ? ctx.floor?.() : undefined;
  const reference = REFERENCE_DATE.getTime();
  let at: Date;
  if (start) {
    // A lesson, an exam, a call, a meeting or a reception lasts hours; a campaign or a validity period lasts days.
    const hours = /课|考|直播|排班|排课|会|日程|通话|值班|接待|到访/.test(`${ctx.resource.name}${field.title}`);
    const offset = withTime ? (hours ? int(1, 8) * 30 * 60_000 : int(1, 60) * DAY + int(0, 10) * 3_600_000) : int(0, 180) * DAY;
    at = new Date(start.getTime() + offset);
    // A finished record's end is no later than today, however its start lies.
    if (withTime && ctx.finished?.() && at.getTime() > reference) at = new Date(Math.max(start.getTime(), reference - int(1, 120) * 60_000));
  } else if (since !== undefined && /^(applyTime|commitTime)$/.test(field.name)) {
    // Applied or submitted as the record was made.
    at = new Date(Math.min(reference, since + int(0, 600) * 1000));
  } else if (field.name === 'createTime' || /^(applyTime|commitTime)$/.test(field.name)) {
    // Newest row first: a row's creation falls in its slice of its table's window (time-order.ts).
    const window = ctx.creation ?? { start: reference - 365 * DAY, end: reference };
    const slice = (window.end - window.start) / Math.max(ctx.count, 1);
    at = new Date(window.end - ctx.index * slice - faker.number.int({ min: 0, max: Math.max(0, Math.floor(slice) - 1) }));
  } else if (field.name === 'updateTime' && typeof ctx.row.createTime === 'string') {
    const created = parseInstant(ctx.row.createTime)!.getTime();
    at = new Date(created + faker.number.int({ min: 0, max: Math.max(0, REFERENCE_DATE.getTime() - created) }));
  } else if (FUTURE.test(field.name) && !(withTime && since !== undefined && !PLANNED.test(field.name) && ctx.finished?.())) {
    at = new Date(REFERENCE_DATE.getTime() + int(1, 90) * DAY);
  } else if (withTime && since !== undefined && field.name.endsWith('Time')) {
    // An event of the record's life (a follow-up, a reception, a finish): after its creation, not after today.
    return formatDateTime(between(since, Math.max(since, reference)));
  } else {
    at = new Date(REFERENCE_DATE.getTime() - int(0, 540) * DAY);
  }
  if (withTime) {
    if (!start && field.name !== 'createTime' && field.name !== 'updateTime' && !/^(applyTime|commitTime)$/.test(field.name)) at.setHours(int(8, 20), int(0, 59), int(0, 59));
    return formatDateTime(at);
  }
  return formatDate(at);
}

function numberValue(field: FieldMeta, semantic: FieldSemantic | undefined): number {
  const declared = field.minimum !== undefined && field.maximum !== undefined;
  let value: number;
  if (semantic && NUMBER_SEMANTICS.has(semantic)) value = semanticNumber(semantic, field);
  else if (declared) {
    const max = field.maximum! - field.minimum! > 100_000 ? field.minimum! + 1000 : field.maximum!;
    value = field.type === 'integer' ? int(field.minimum!, max) : faker.number.float({ min: field.minimum!, max, fractionDigits: 2 });
  } else value = semanticNumber('count', field);
  if (field.minimum !== undefined && value < field.minimum) value = field.minimum;
  if (field.maximum !== undefined && value > field.maximum) value = field.maximum;
  if (field.multipleOf) value = Math.round(value / field.multipleOf) * field.multipleOf;
  return field.type === 'integer' ? Math.round(value) : value;
}

/** The relation an undeclared `…Id` most likely is (departments, positions, staff). */
export function guessRef(field: FieldMeta, resourceKey: string): FieldRef | undefined {
  if (field.ref) return field.ref;
  if (field.type !== 'integer' && !(field.type === 'array' && field.itemType === 'integer')) return undefined;
  if (/^(departmentId|viewDepartmentId|departmentIds)$/.test(field.name)) return { resource: 'bmsSystemDepartment', label: 'name' };
  if (/^positionId$/.test(field.name)) return { resource: 'bmsSystemPosition', label: 'name' };
  if (field.name === 'parentId' && resourceKey === 'bmsSystemDepartment') return { resource: 'bmsSystemDepartment', label: 'name' };
  return undefined;
}

/** The relation field a label belongs to: declared `x-label-of`, or `xName` beside a guessed `xId`. */
export function guessLabelOf(field: FieldMeta, fields: FieldMeta[], resourceKey: string): string | undefined {
  if (field.labelOf) return field.labelOf;
  if (!field.name.endsWith('Name')) return undefined;
  const relation = fields.find((f) => f.name === `${field.name.slice(0, -4)}Id`);
  return relation && guessRef(relation, resourceKey) ? relation.name : undefined;
}

function anyId(ref: FieldRef, ctx: ValueContext): number {
  const ids = ctx.tableIds(ref.resource);
  // Only records that existed when this one was made (time-order.ts): the oldest `older` of them.
  const older = ctx.olderThanRow?.(ref.resource);
  if (Array.isArray(older)) return pick(older.length ? older : (ids ?? [1]));
  if (ids?.length) return pick(typeof older === 'number' ? ids.toSorted((a, b) => a - b).slice(0, older) : ids);
  return int(1, Math.max(1, Math.min((older as number | undefined) ?? Infinity, ctx.tableSize(ref.resource) ?? 20)));
}

/** An id of the target, or its neighbour when the id is reserved for fixed rows (ValueContext.reserved). */
function unreserved(ref: FieldRef, ctx: ValueContext, id: number): number {
  const reserved = ctx.reserved?.(ref.resource);
  let free = id;
  while (reserved?.has(free) && free > 1) free -= 1;
  return reserved?.has(free) ? id + 1 : free;
}

function refId(ref: FieldRef, field: FieldMeta, ctx: ValueContext): number {
  // A tree's own parent: an earlier (older) record, or 0 for a top-level one.
  if (field.name === 'parentId' && ref.resource === ctx.resource.key && !ctx.tableIds(ref.resource)?.length) return ctx.id <= 1 ? 0 : int(1, ctx.id - 1);
  return unreserved(ref, ctx, anyId(ref, ctx));
}

export interface FieldPlan {
  field: FieldMeta;
  /** The record this id points to (declared, or guessed for departments and positions). */
  ref?: FieldRef;
  /** For a label: the relation field it labels and that relation's target. */
  labelOf?: string;
  labelRef?: FieldRef;
  semantic?: FieldSemantic;
}

/** Resolves what a list's fields mean once per table (declarations first, guesses for the rest). */
export function planFields(fields: FieldMeta[], resourceKey: string): FieldPlan[] {
  const plans = fields.map((field): FieldPlan => {
    const labelOf = guessLabelOf(field, fields, resourceKey);
    const relation = labelOf === undefined ? undefined : fields.find((f) => f.name === labelOf);
    return {
      field,
      ref: guessRef(field, resourceKey),
      labelOf,
      labelRef: relation && guessRef(relation, resourceKey),
      semantic: field.semantic ?? guessSemantic(field),
    };
  });
  // notBefore and labels read fields generated earlier: starts and relations first. The creation
  // comes first of all (the records it may point to were made before it), then states (a finished
  // record's times are past).
  const later = (p: FieldPlan) => {
    if (p.field.name === 'createTime') return -2;
    if (p.field.enum && !p.ref) return -1;
    if (p.labelOf || p.field.notBefore || p.field.name === 'updateTime') return 1;
    // A record's own events follow the records it points to.
    return p.field.format === 'date-time' ? 0.5 : 0;
  };
  return plans.toSorted((a, b) => later(a) - later(b));
}

/** Reseeds the stream of one field of one row. */
function seedField(ctx: ValueContext, name: string): void {
  faker.seed(hashSeed(ctx.seed, `${ctx.resource.key}#${ctx.id}#${name}`));
}

/** A realistic value for one field, or undefined to leave it absent (an optional field left empty). */
export function fieldValue(plan: FieldPlan, ctx: ValueContext, options: { optional?: boolean } = {}): unknown {
  const { field } = plan;
  seedField(ctx, field.name);
  if (plan.labelOf) {
    const relation = ctx.row[plan.labelOf];
    const ref = plan.labelRef;
    if (relation === undefined || relation === null || !ref) return undefined;
    const ids = Array.isArray(relation) ? relation : [relation];
    const labels = ids.filter((id) => Number(id) > 0).map((id) => ctx.labelOf(ref.resource, Number(id), ref.label));
    if (labels.length === 0 || labels.some((l) => l === undefined)) return undefined;
    return field.type === 'array' ? labels : labels.join('、');
  }
  // An optional field is empty in about one row of six; required ones are always filled.
  if (options.optional !== false && !field.required && faker.number.int({ min: 0, max: 5 }) === 0) return undefined;
  if (field.enum?.length) return pick(field.enum);
  if (plan.ref) {
    if (field.type === 'array') {
      const ref = plan.ref;
      const size = ctx.tableSize(ref.resource) ?? 20;
      return [...new Set(Array.from({ length: int(1, Math.min(3, size)) }, () => unreserved(ref, ctx, anyId(ref, ctx))))];
    }
    return refId(plan.ref, field, ctx);
  }
  switch (field.type) {
    case 'boolean':
      // A flag with a declared default (超级管理员: false) is what it is unless someone sets it.
      return typeof field.default === 'boolean' ? field.default : faker.datatype.boolean();
    case 'integer':
    case 'number':
      return numberValue(field, plan.semantic);
    case 'array':
      return arrayValue(field, plan, ctx);
    case 'object':
      return field.required ? {} : undefined;
    default:
      return textValue(field, plan.semantic, ctx);
  }
}

function arrayValue(field: FieldMeta, plan: FieldPlan, ctx: ValueContext): unknown[] | undefined {
  const n = int(Math.max(field.minItems ?? 1, 1), Math.min(field.maxItems ?? 3, 3));
  if (field.itemType === 'string') {
    const item: FieldMeta = { ...field, type: 'string', ...field.items, examples: field.examples };
    if (/image|photo|screenshot/i.test(field.name) || /图/.test(field.title)) return Array.from({ length: n }, imageUrl);
    if (/extension/i.test(field.name)) return faker.helpers.arrayElements(['xlsx', 'pdf', 'docx', 'png', 'jpg', 'mp4'], n);
    if (/tag|label/i.test(field.name) || /标签/.test(field.title)) return faker.helpers.arrayElements(words.TAGS, n);
    return [...new Set(Array.from({ length: n }, () => textValue(item, plan.semantic, ctx)))];
  }
  if (field.itemType === 'integer' || field.itemType === 'number') {
    const item: FieldMeta = { ...field, type: field.itemType, ...field.items };
    return Array.from({ length: n }, () => numberValue(item, plan.semantic));
  }
  return field.required ? [] : undefined;
}

/** SPEC.md §9's batch (yyyy03 spring, yyyy09 autumn). */
const BATCH_PATTERN = '^20\\d{2}(03|09)$';

/**
 * An organisation's records sit in its recent intakes, not anywhere in 2000–2099: the intakes of
 * the reference date's year and the two before it, up to the one under way (so a report per batch
 * has many records per batch, as a real one does).
 */
export const RECENT_BATCHES: readonly string[] = [2, 1, 0].flatMap((back) => {
  const year = REFERENCE_DATE.getFullYear() - back;
  const month = REFERENCE_DATE.getMonth() + 1;
  return [`${year}03`, `${year}09`].filter((batch) => back > 0 || Number(batch.slice(4)) <= month);
});

function textValue(field: FieldMeta, semantic: FieldSemantic | undefined, ctx: ValueContext): string | undefined {
  if (field.examples?.length) return clampText(pick(field.examples), field);
  if (field.widget === 'idCard' || /idCard(No)?$/.test(field.name)) return idCardNumber();
  if (field.format === 'date') return dateValue(field, ctx, false);
  if (field.format === 'date-time' || (field.pattern && /\\d\{4\}-\\d\{2\}-\\d\{2\} \\d\{2\}:/.test(field.pattern))) return dateValue(field, ctx, true);
  if (/phone|Phone|mobile|Mobile/.test(field.name) && (!field.pattern || field.pattern.includes('1[3-9]'))) return `1${pick([3, 5, 7, 8, 9])}${pad(int(0, 999_999_999), 9)}`;
  if (field.widget === 'image' || (field.format === 'uri' && /avatar|cover|image|poster|photo|qrCode|QrCode|Photo|icon|Card(Front|Back)/.test(field.name))) return imageUrl();
  if (field.format === 'email') return semanticText('email', ctx.row);
  if (field.format === 'ipv4') return `${int(10, 223)}.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`;
  if (field.format === 'uri') return semanticText('url', ctx.row);
  if (field.pattern === BATCH_PATTERN) return pick(RECENT_BATCHES);
  if (field.pattern) {
    // A code in the shape an organisation assigns (a carrier's waybill, 'CT-0017'), when the pattern allows it.
    const code = codeValue(field, ctx.row, ctx.resource.key, ctx.id, int);
    if (code !== undefined) return code;
    const made = fromPattern(field.pattern);
    if (made !== undefined) return made;
  }
  if (/时刻/.test(field.title) || /^(start|end)Time$/.test(field.name)) {
    // Stryker disable next-line StringLiteral: any filler that is not `HH:` means no start to the /^\d{2}:/ test below, as '' does
    const start = field.notBefore ? String(ctx.row[field.notBefore] ?? '') : '';
    const hour = /^\d{2}:/.test(start) ? Math.min(22, Number(start.slice(0, 2)) + int(1, 3)) : int(8, 18);
    return `${pad(hour)}:${pick(['00', '30'])}`;
  }
  const text = semantic && !NUMBER_SEMANTICS.has(semantic) ? semanticText(semantic, ctx.row) : nameFor(field, ctx);
  return clampText(text, field);
}

/** A whole row: every planned field in order (labels and ends after what they depend on). */
export function seedRow(plans: FieldPlan[], ctx: ValueContext, fixed?: Record<string, unknown>): Record<string, unknown> {
  for (const plan of plans) {
    const name = plan.field.name;
    if (fixed && Object.hasOwn(fixed, name)) {
      ctx.row[name] = fixed[name];
      continue;
    }
    const value = fieldValue(plan, ctx);
    if (value !== undefined) ctx.row[name] = value;
  }
  return ctx.row;
}
