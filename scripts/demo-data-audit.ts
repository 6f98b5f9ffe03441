/**
 * `npm run audit:demo-data`: measures whether the mock backend's demo data reads like an education
 * organisation's records. Over the first 30 rows of every paged list (every resource's `list`), it counts:
 *
 * (a) gibberish text cells. A text cell is scanned unless its field holds a machine value: an enum, a
 *     `format` (uri, email, date, date-time, ipv4…), a `pattern`, `x-semantic` code / account / url /
 *     email / wechat, `x-widget` image / copy / idCard, or (for fields not declared yet) a name that says
 *     it is an identifier (`…Id`, `…No`, `…Code`, `…Key`, `…Url`, `…Token`, `ip`, `mac`, `os`, `cpu`,
 *     `icon`, `path`, `permission`…: MACHINE_NAME below). HTML tags, URLs and e-mail addresses inside
 *     the text (and data: URLs) are removed first. The cell is gibberish when what is left holds a run of 3 or more Latin
 *     letters that is not a common term of Chinese office text (App, Excel, MBA, Java, ISO…: TERMS).
 *     Faker's Latin filler (`SkeZjvryizJZZzY`, `lorem ipsum`) is caught; 张伟, `iOS 版本`, `PMP 认证` are not.
 * (b) numbers outside their range: the declared `minimum` / `maximum`, the semantic's range
 *     (mocks/backend/semantic-ranges.ts: percent 0–100, sort 0–999…), and |n| > 10^7 unless the field is
 *     an id or reference (`id`, `x-ref`, `…Id`), a phone, a time, a code, or a money total (semantic money
 *     named total/sum or titled 总/累计). Non-finite numbers count too.
 * (c) reference ids (`x-ref`) that are not the id of a record of the target's table.
 * (d) labels (`x-label-of`) that differ from the referenced record's label field.
 * (e) `x-not-before` violations: an end earlier than its start.
 * (f) time order (`timeOrder`): within a record, no event (a `…Time` date-time: a follow-up, a
 *     reception, a finish) before the record's creation; across records, no time of a record before
 *     the creation of a record it points to (`x-ref`: a follow-up after its lead, a booking after its
 *     lead, a reception after the booking, a chapter after its course); and no record in a finished
 *     state (its status reads 已接待, 已完成, 已通过…) with a time after the demo data's today
 *     (values.ts REFERENCE_DATE), planned times (next…, expiry, deadline) excepted.
 * (g) images (`image`): a value that is an image (a data: image, an image URL) in a field not declared
 *     `x-widget: image` would show as text; a field declared image must hold what an `<img>` shows
 *     (src/lib/image-source.ts).
 * (h) codes (`code`): a code (`x-semantic: code`, titled 编码/编号/单号…, named `code`/`…Code`/`…No`)
 *     must match its declared `pattern` and look like one: segments of one letter case or digits
 *     (`SF1402837465920`, `enroll_consultant`, `FL01-02`), not random letter soup (`OUItsNKTY5`).
 * (i) ID-card numbers (`idCard`): a valid mainland ID number in a field not declared `x-widget: idCard`
 *     would be shown in full (the screens mask declared ones: 110101********1234).
 * (j) across screens (`crossScreen`, scripts/demo-data-figures.ts): per batch, the workbench's, the
 *     charts' and the statistics screens' figures equal the counts of the lists' records; targets are
 *     in proportion to what was achieved.
 *
 * Every list endpoint is read (each paged `list` of a resource, not only its first, and the unpaged
 * ones), whether or not a screen shows it.
 * In-process by default (the mock backend loaded through Vite, like `npm run mock:server`); with
 * `--url=http://127.0.0.1:4300` it asks a running mock server instead. Exits 1 when any count is above 0.
 * `--all` prints every offender (default: the first 5 per resource and kind).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FieldMeta, GroupMeta, GroupSummary, OperationMeta, ResourceMeta } from '../generated/manifest/types.ts';
import type * as NodeBackend from '../mocks/node.ts';
import { hasValidIdCardChecksum } from '../src/lib/id-card.ts';
import { isImageSource } from '../src/lib/image-source.ts';
import { figureOffences, type ReadList } from './demo-data-figures.ts';

export type AuditKind = 'gibberish' | 'range' | 'missingRef' | 'label' | 'notBefore' | 'timeOrder' | 'image' | 'code' | 'idCard' | 'crossScreen';
export const AUDIT_KINDS: readonly AuditKind[] = ['gibberish', 'range', 'missingRef', 'label', 'notBefore', 'timeOrder', 'image', 'code', 'idCard', 'crossScreen'];

export interface Offence {
  resource: string;
  kind: AuditKind;
  field: string;
  id: unknown;
  value: unknown;
  why: string;
}

export interface AuditReport {
  resources: number;
  rows: number;
  cells: number;
  totals: Record<AuditKind, number>;
  offences: Offence[];
  /** Lists that could not be read (non-zero code, HTTP error): they count as a failure too. */
  failures: { resource: string; reason: string }[];
  /** Relations whose target has no paged list, so their ids could not be checked. */
  unchecked: string[];
}

export type Fetcher = (request: Request) => Promise<Response>;

/** What the audit needs of the generated manifest and the semantic ranges (loaded by the caller). */
export interface AuditInputs {
  groups: GroupSummary[];
  loadGroup: Record<string, () => Promise<GroupMeta>>;
  ranges: Partial<Record<string, { min: number; max: number }>>;
  ordinaryMagnitude: number;
  /**
   * The demo data's "today" (values.ts REFERENCE_DATE): nothing finished lies after it, nor after the
   * clock's today (the public site's timetable follows the clock), whichever is later.
   */
  today: Date;
}

const ROWS = 30;
const MACHINE_SEMANTICS = new Set(['code', 'account', 'url', 'email', 'wechat']);
const MACHINE_WIDGETS = new Set(['image', 'copy', 'idCard']);
/** Names of undeclared fields that hold identifiers, not words (see the file header). */
const MACHINE_NAME =
  /(Id|Ids|No|Code|Key|Url|Token|Secret|Hash|Md5)$|^(id|ip|mac|os|cpu|icon|path|permission|module|openId|appId|bizType|configKey|configValue|defaultValue|isbn|version\w*)$/;
/** Latin terms that belong in Chinese office text (compared in lower case). */
const TERMS = new Set(
  (
    'app ios android windows linux macos iphone ipad huawei xiaomi chrome office excel word ppt pdf wps java python html css sql api web wifi ' +
    'mba mpa emba mem iso cpa acca cfa pmp cet pets ielts toefl gre gmat ntce vip ceo cfo cto coo okr kpi roi crm erp saas qq mac ssd ram gb tb ' +
    'true false ghz usb led ipv dingtalk wecom http https www com cn edu org net png jpg jpeg gif mp mp4 mov avi xlsx xls csv docx doc zip ui ux ai ' +
    'thinkpad matebook matepad macbook ideapad xiaoxin intel amd core ryzen lenovo dell apple nvidia geforce ssd hdd ddr lcd'
  ).split(' '),
);

const isNumberField = (f: FieldMeta) => f.type === 'integer' || f.type === 'number';

/** Why a text is gibberish, or undefined when it reads as words (heuristic in the file header). */
export function gibberishIn(text: string): string | undefined {
  const cleaned = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+|data:[\w/+.-]+;base64,\S+/gi, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  for (const [run] of cleaned.matchAll(/[A-Za-z]{3,}/g)) if (!TERMS.has(run.toLowerCase())) return run;
  return undefined;
}

function scansText(field: FieldMeta): boolean {
  if (field.enum || field.format || field.pattern) return false;
  if (field.semantic && MACHINE_SEMANTICS.has(field.semantic)) return false;
  if (field.widget && MACHINE_WIDGETS.has(field.widget)) return false;
  if (!field.semantic && !field.examples && !field.labelOf && MACHINE_NAME.test(field.name)) return false;
  return true;
}

/** May this number exceed 10^7 (an id, a phone, a time, a code or a money total)? */
function mayBeLarge(field: FieldMeta): boolean {
  if (field.name === 'id' || field.ref || /Ids?$/.test(field.name)) return true;
  if (/phone|mobile|tel/i.test(field.name) || /time|timestamp|date/i.test(field.name) || field.format === 'date-time') return true;
  if (field.semantic === 'code' || /code|No$/i.test(field.name)) return true;
  if (field.semantic === 'money' && (/total|sum/i.test(field.name) || /总|累计/.test(field.title))) return true;
  return false;
}

function rangeProblem(field: FieldMeta, value: number, inputs: AuditInputs): string | undefined {
  if (!Number.isFinite(value)) return 'not a finite number';
  if (field.minimum !== undefined && value < field.minimum) return `below minimum ${field.minimum}`;
  if (field.maximum !== undefined && value > field.maximum) return `above maximum ${field.maximum}`;
  const range = field.semantic ? inputs.ranges[field.semantic] : undefined;
  if (range && (value < range.min || value > range.max)) return `outside ${field.semantic} range ${range.min}–${range.max}`;
  if (Math.abs(value) > inputs.ordinaryMagnitude && !mayBeLarge(field)) return `|n| > ${inputs.ordinaryMagnitude}`;
  return undefined;
}

/** yyyy-MM-dd[ HH:mm:ss] (or ISO) as a comparable number of ms, or undefined. */
function instant(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00` : value.replace(' ', 'T'));
  return Number.isNaN(ms) ? undefined : ms;
}

function listOf(resource: ResourceMeta): OperationMeta | undefined {
  return resource.operations.find((o) => o.kind === 'list' && o.paged);
}

/** A data: image or a URL of an image file: what a screen must draw. */
const IMAGE_VALUE = /^data:image\/|^https?:\/\/\S+\.(png|jpe?g|gif|webp|svg)(\?\S*)?$/i;

/** A code's field: declared one, or named or titled like one (编码, 单号, `…Code`, `…No`). */
function isCodeField(field: FieldMeta): boolean {
  if (field.type !== 'string' || field.enum || field.widget === 'idCard' || field.format) return false;
  return field.semantic === 'code' || /(编码|编号|单号|代码|卡号)$/.test(field.title) || /^code$|Code$|No$/.test(field.name);
}

/**
 * Why a code does not look like one, or undefined: every run of letters is of one case (`SF…`,
 * `enroll_consultant`, `ZS2025…`); randomly mixed case (`OUItsNKTY5`, `_Ke8RQYU2sz`) is not a code
 * anyone assigns. A word in camel case (`enrollOverview`) is one lower-case run and capitalised words.
 */
export function codeShapeProblem(value: string): string | undefined {
  for (const [run] of value.matchAll(/[A-Za-z]+/g)) {
    if (/^[A-Z]+$|^[a-z]+$|^[A-Z][a-z]{2,}([A-Z][a-z]{2,})*$|^[a-z]{2,}([A-Z][a-z]{2,})+$/.test(run)) continue;
    return `mixed-case run "${run}"`;
  }
  return undefined;
}

/**
 * Tables that point to each other in a cycle (departments, positions and staff: who manages a
 * department, which department a position or a staff member belongs to). Such references are
 * assignments that change over time, and no order of creation satisfies both directions: the
 * cross-record time check leaves references into them alone.
 */
export function cyclicTables(edges: Map<string, Set<string>>): Set<string> {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cyclic = new Set<string>();
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const target of edges.get(node) ?? []) {
      if (target === node) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) for (const member of component) cyclic.add(member);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cyclic;
}

/** Status labels of a finished thing: its times are in the past. */
const FINISHED_LABEL =
  /^已(接待|到访|完成|结束|签到|签收|发货|处理|解决|回复|核销|领取|归还|退款|支付|审核|通过|驳回|办结|确认|上课|结课|考试|评分|提交|发放|入职|离职|毕业|结业|开奖|兑换|使用|发送|送达|阅读|执行|报名|撤回|拒绝|完结)$/;
/** A record's own state (status, auditStatus, liveStatus), not a copy of another's (fromStatus, toStatus). */
const OWN_STATE = /^status$|[a-z]Status$/;
const COPIED_STATE = /^(from|to|old|new|before|after|origin)/i;
/** Planned times a finished record may still have ahead (the next follow-up, an expiry). */
const PLANNED_TIME = /next|Next|expire|Expire|deadline|Deadline|valid|Valid/;

/** The record's own events: date-times named `…Time` (not its last update, a plan or a birth). */
function isEventTime(field: FieldMeta): boolean {
  return field.format === 'date-time' && field.name.endsWith('Time') && field.name !== 'updateTime' && !PLANNED_TIME.test(field.name);
}

/** Runs the audit against a backend reached through `fetcher` (signed in as admin first). */
export async function auditDemoData(fetcher: Fetcher, inputs: AuditInputs, origin = 'http://localhost'): Promise<AuditReport> {
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetcher(new Request(`${origin}${path}`, init));
    return (await response.json()) as { code: number; msg?: string; data?: { pageList?: Record<string, unknown>[]; total?: number } };
  };
  const password = createHash('md5').update('123456').digest('hex');
  const signIn = await call('/api/bms/system/admin/signIn', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password }).toString(),
  });
  if (signIn.code !== 0) throw new Error(`admin sign-in failed: ${signIn.msg}`);

  const metas = await Promise.all(inputs.groups.map((g) => inputs.loadGroup[g.key]?.()));
  const resources = new Map(metas.flatMap((g) => g?.resources ?? []).map((r) => [r.key, r]));
  const report: AuditReport = {
    resources: 0,
    rows: 0,
    cells: 0,
    totals: Object.fromEntries(AUDIT_KINDS.map((k) => [k, 0])) as Record<AuditKind, number>,
    offences: [],
    failures: [],
    unchecked: [],
  };
  const offend = (o: Offence) => {
    report.totals[o.kind] += 1;
    report.offences.push(o);
  };

  // The whole table of a relation's target, by id (read in pages of 1000).
  const tables = new Map<string, Promise<Map<number, Record<string, unknown>> | undefined>>();
  const tableOf = (key: string) => {
    let loading = tables.get(key);
    if (!loading) {
      loading = (async () => {
        const resource = resources.get(key);
        const list = resource && listOf(resource);
        if (!list || list.query.some((q) => q.required)) return undefined;
        const byId = new Map<number, Record<string, unknown>>();
        for (let page = 1; page < 100; page += 1) {
          const answer = await call(`${list.path}?pageNum=${page}&pageSize=1000`);
          const rows = answer.data?.pageList ?? [];
          for (const row of rows) byId.set(Number(row.id), row);
          if (rows.length < 1000) break;
        }
        return byId;
      })();
      tables.set(key, loading);
    }
    return loading;
  };

  const requiredValue = async (field: FieldMeta): Promise<string> => {
    if (field.enum?.length) return String(field.enum[0]);
    if (field.ref) {
      const table = await tableOf(field.ref.resource);
      const first = table?.keys().next().value;
      if (first !== undefined) return String(first);
    }
    if (field.format === 'date') return '2026-10-01';
    if (field.examples?.length) return field.examples[0]!;
    return String(field.minimum ?? 1);
  };

  const edges = new Map<string, Set<string>>();
  for (const resource of resources.values()) {
    for (const field of resource.operations.flatMap((o) => (o.kind === 'list' ? (o.dataFields ?? []) : []))) {
      if (field.ref) edges.set(resource.key, (edges.get(resource.key) ?? new Set()).add(field.ref.resource));
    }
  }
  const cyclic = cyclicTables(edges);
  const lists = [...resources.values()].flatMap((resource) => resource.operations.filter((o) => o.kind === 'list').map((list) => ({ resource, list })));
  for (const { resource, list } of lists) {
    report.resources += 1;
    const query = new URLSearchParams(list.paged ? { pageNum: '1', pageSize: String(ROWS) } : {});
    for (const field of list.query.filter((q) => q.required)) query.set(field.name, await requiredValue(field));
    const answer = (await call(`${list.path}?${query}`).catch((error: unknown) => ({ code: -1, msg: String(error), data: undefined }))) as {
      code: number;
      msg?: string;
      data?: unknown;
    };
    const page = answer.data as { pageList?: unknown } | undefined;
    const answered = list.paged ? page?.pageList : answer.data;
    // A list that is not the resource's first is named by its path below the resource (enroll: team/list).
    const name = list === listOf(resource) ? resource.key : `${resource.key} ${list.action}`;
    if (answer.code !== 0 || !Array.isArray(answered)) {
      report.failures.push({ resource: name, reason: answer.msg ?? (list.paged ? 'no pageList' : 'no list') });
      continue;
    }
    const fields = list.dataFields ?? [];
    const byName = new Map(fields.map((f) => [f.name, f]));
    const today = Math.max(inputs.today.getTime(), Date.now());
    for (const row of (answered as Record<string, unknown>[]).slice(0, ROWS)) {
      if (typeof row !== 'object' || row === null) continue;
      report.rows += 1;
      const at = { resource: name, id: row.id };
      const created = instant(row.createTime);
      const finishedAs = fields.find(
        (f) =>
          f.enum &&
          f.enumLabels &&
          OWN_STATE.test(f.name) &&
          !COPIED_STATE.test(f.name) &&
          FINISHED_LABEL.test(f.enumLabels[f.enum.findIndex((v) => String(v) === String(row[f.name]))] ?? ''),
      );
      for (const field of fields) {
        const value = row[field.name];
        if (value === undefined || value === null) continue;
        report.cells += 1;
        const cells = Array.isArray(value) ? value : [value];
        for (const cell of cells) {
          if (typeof cell === 'string' && scansText(field)) {
            const run = gibberishIn(cell);
            if (run) offend({ ...at, kind: 'gibberish', field: field.name, value: cell, why: `Latin run "${run}"` });
          }
          if (typeof cell === 'number' && isNumberField(field) && !field.enum) {
            const why = rangeProblem(field, cell, inputs);
            if (why) offend({ ...at, kind: 'range', field: field.name, value: cell, why });
          }
          if (typeof cell === 'string') {
            // A list's items declare it on the items (`items: {x-widget: image}`).
            const image = field.widget === 'image' || field.items?.widget === 'image';
            if (image && !isImageSource(cell)) offend({ ...at, kind: 'image', field: field.name, value: cell, why: 'x-widget image, but no <img> can show it' });
            if (!image && IMAGE_VALUE.test(cell.trim()))
              offend({ ...at, kind: 'image', field: field.name, value: cell, why: 'an image in a field not declared x-widget: image (shown as text)' });
            if (field.widget !== 'idCard' && hasValidIdCardChecksum(cell.trim()))
              offend({ ...at, kind: 'idCard', field: field.name, value: cell, why: 'an ID-card number in a field not declared x-widget: idCard (shown in full)' });
            if (isCodeField(field)) {
              const why = field.pattern && !new RegExp(field.pattern, 'u').test(cell) ? `does not match ${field.pattern}` : codeShapeProblem(cell);
              if (why) offend({ ...at, kind: 'code', field: field.name, value: cell, why });
            }
          }
        }
        if (typeof value === 'string' && isEventTime(field) && field.name !== 'createTime') {
          const time = instant(value);
          if (time !== undefined && created !== undefined && time < created)
            offend({ ...at, kind: 'timeOrder', field: field.name, value, why: `before the record's creation ${String(row.createTime)}` });
        }
        if (typeof value === 'string' && finishedAs && field.format === 'date-time' && !PLANNED_TIME.test(field.name)) {
          const time = instant(value);
          if (time !== undefined && time > today)
            offend({
              ...at,
              kind: 'timeOrder',
              field: field.name,
              value,
              why: `${finishedAs.title} is finished, yet after today (${new Date(today).toLocaleDateString('zh-CN')})`,
            });
        }
        if (field.ref) {
          const table = await tableOf(field.ref.resource);
          if (!table) {
            const note = `${resource.key}.${field.name} → ${field.ref.resource}`;
            if (!report.unchecked.includes(note)) report.unchecked.push(note);
          } else {
            for (const id of cells) {
              // 0 is "none" for a parent (a top-level node), not a reference.
              if (field.name === 'parentId' && Number(id) === 0) continue;
              const target = table.get(Number(id));
              if (!target) {
                offend({ ...at, kind: 'missingRef', field: field.name, value: id, why: `no ${field.ref.resource} #${id}` });
                continue;
              }
              // Nothing about a record happens before the record it points to was created.
              const targetCreated = instant(target.createTime);
              if (targetCreated === undefined || cyclic.has(field.ref.resource)) continue;
              for (const timeField of fields.filter((f) => f.name === 'createTime' || isEventTime(f))) {
                const time = instant(row[timeField.name]);
                if (time !== undefined && time < targetCreated) {
                  offend({
                    ...at,
                    kind: 'timeOrder',
                    field: timeField.name,
                    value: row[timeField.name],
                    why: `before ${field.name} → ${field.ref.resource} #${id} was created (${String(target.createTime)})`,
                  });
                }
              }
            }
          }
        }
        if (field.labelOf) {
          const relation = byName.get(field.labelOf);
          const table = relation?.ref ? await tableOf(relation.ref.resource) : undefined;
          const ids = row[field.labelOf];
          if (relation?.ref && table && ids !== undefined && ids !== null) {
            const idList = (Array.isArray(ids) ? ids : [ids]).filter((id) => !(relation.name === 'parentId' && Number(id) === 0));
            const expected = idList.map((id) => table.get(Number(id))?.[relation.ref!.label]);
            const actual = Array.isArray(value) ? value : idList.length > 1 ? String(value).split(/[,，、]/) : [value];
            if (expected.length > 0 && expected.map(String).join('|') !== actual.map(String).join('|')) {
              offend({ ...at, kind: 'label', field: field.name, value, why: `${field.labelOf}=${JSON.stringify(ids)} is "${expected.join('、')}"` });
            }
          }
        }
        if (field.notBefore) {
          const end = instant(value);
          const start = instant(row[field.notBefore]);
          if (end !== undefined && start !== undefined && end < start) {
            offend({ ...at, kind: 'notBefore', field: field.name, value, why: `before ${field.notBefore} ${String(row[field.notBefore])}` });
          }
        }
      }
    }
  }
  const readList: ReadList = async (path, filters = {}) => {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; page < 100; page += 1) {
      const answer = await call(`${path}?${new URLSearchParams({ ...filters, pageNum: String(page), pageSize: '1000' })}`);
      if (answer.code !== 0 || !Array.isArray(answer.data?.pageList)) return undefined;
      rows.push(...answer.data.pageList);
      if (answer.data.pageList.length < 1000) break;
    }
    return rows;
  };
  for (const o of await figureOffences(readList)) offend({ ...o, kind: 'crossScreen' });
  return report;
}

export function formatReport(report: AuditReport, all = false): string {
  const lines: string[] = [];
  const byResource = Map.groupBy(report.offences, (o) => o.resource);
  for (const [resource, offences] of byResource) {
    const counts = AUDIT_KINDS.map((k) => [k, offences.filter((o) => o.kind === k)] as const).filter(([, list]) => list.length > 0);
    lines.push(`${resource}: ${counts.map(([k, list]) => `${k} ${list.length}`).join(', ')}`);
    for (const [, list] of counts) {
      for (const o of all ? list : list.slice(0, 5)) lines.push(`  ${o.kind} #${String(o.id)} ${o.field} = ${JSON.stringify(o.value).slice(0, 80)} (${o.why})`);
    }
  }
  for (const f of report.failures) lines.push(`${f.resource}: list failed (${f.reason})`);
  if (report.unchecked.length) lines.push(`relations not checkable (target has no plain paged list): ${report.unchecked.join('; ')}`);
  lines.push(
    `${report.resources} list endpoints, ${report.rows} rows, ${report.cells} cells: ` +
      `${report.totals.gibberish} gibberish text cells, ${report.totals.range} numbers out of range, ` +
      `${report.totals.missingRef} missing references, ${report.totals.label} wrong labels, ${report.totals.notBefore} ends before their start, ` +
      `${report.totals.timeOrder} times out of order, ${report.totals.image} images not shown as images, ${report.totals.code} codes not from their pattern, ` +
      `${report.totals.idCard} ID-card numbers shown in full, ${report.totals.crossScreen} figures that differ across screens` +
      (report.failures.length ? `, ${report.failures.length} lists failed` : ''),
  );
  return lines.join('\n');
}

export const auditFailed = (report: AuditReport) => report.failures.length > 0 || AUDIT_KINDS.some((k) => report.totals[k] > 0);

async function main() {
  const url = process.argv.find((a) => a.startsWith('--url='))?.slice('--url='.length);
  const all = process.argv.includes('--all');
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'warn' });
  try {
    const manifest = (await vite.ssrLoadModule('/generated/manifest/index.ts')) as Pick<AuditInputs, 'groups' | 'loadGroup'>;
    const semantics = (await vite.ssrLoadModule('/mocks/backend/semantic-ranges.ts')) as { SEMANTIC_RANGES: AuditInputs['ranges']; ORDINARY_MAGNITUDE: number };
    const { REFERENCE_DATE } = (await vite.ssrLoadModule('/mocks/backend/values.ts')) as { REFERENCE_DATE: Date };
    const inputs: AuditInputs = { ...manifest, ranges: semantics.SEMANTIC_RANGES, ordinaryMagnitude: semantics.ORDINARY_MAGNITUDE, today: REFERENCE_DATE };
    let fetcher: Fetcher;
    let origin = 'http://localhost';
    if (url) {
      origin = url.replace(/\/+$/, '');
      fetcher = (request) => fetch(request);
    } else {
      const { getResponse } = await import('msw');
      const { createNodeBackend } = (await vite.ssrLoadModule('/mocks/node.ts')) as typeof NodeBackend;
      const backend = createNodeBackend(process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined);
      fetcher = async (request) => (await getResponse(backend.handlers, request)) ?? new Response('{"code":-1,"msg":"no handler"}');
    }
    const report = await auditDemoData(fetcher, inputs, origin);
    console.log(formatReport(report, all));
    process.exitCode = auditFailed(report) ? 1 : 0;
  } finally {
    await vite.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
