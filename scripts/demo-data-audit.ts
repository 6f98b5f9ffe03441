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
 *
 * In-process by default (the mock backend loaded through Vite, like `npm run mock:server`); with
 * `--url=http://127.0.0.1:4300` it asks a running mock server instead. Exits 1 when any count is above 0.
 * `--all` prints every offender (default: the first 5 per resource and kind).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FieldMeta, GroupMeta, GroupSummary, OperationMeta, ResourceMeta } from '../generated/manifest/types.ts';
import type * as NodeBackend from '../mocks/node.ts';

export type AuditKind = 'gibberish' | 'range' | 'missingRef' | 'label' | 'notBefore';
export const AUDIT_KINDS: readonly AuditKind[] = ['gibberish', 'range', 'missingRef', 'label', 'notBefore'];

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
    'thinkpad matebook macbook ideapad xiaoxin intel amd core ryzen lenovo dell apple nvidia geforce ssd hdd ddr lcd'
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
    totals: { gibberish: 0, range: 0, missingRef: 0, label: 0, notBefore: 0 },
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

  for (const resource of resources.values()) {
    const list = listOf(resource);
    if (!list) continue;
    report.resources += 1;
    const query = new URLSearchParams({ pageNum: '1', pageSize: String(ROWS) });
    for (const field of list.query.filter((q) => q.required)) query.set(field.name, await requiredValue(field));
    const answer = await call(`${list.path}?${query}`).catch((error: unknown) => ({ code: -1, msg: String(error), data: undefined }));
    if (answer.code !== 0 || !Array.isArray(answer.data?.pageList)) {
      report.failures.push({ resource: resource.key, reason: answer.msg ?? 'no pageList' });
      continue;
    }
    const fields = list.dataFields ?? [];
    const byName = new Map(fields.map((f) => [f.name, f]));
    for (const row of answer.data.pageList.slice(0, ROWS)) {
      report.rows += 1;
      const at = { resource: resource.key, id: row.id };
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
              if (!table.has(Number(id))) offend({ ...at, kind: 'missingRef', field: field.name, value: id, why: `no ${field.ref.resource} #${id}` });
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
    `${report.resources} resources, ${report.rows} rows, ${report.cells} cells: ` +
      `${report.totals.gibberish} gibberish text cells, ${report.totals.range} numbers out of range, ` +
      `${report.totals.missingRef} missing references, ${report.totals.label} wrong labels, ${report.totals.notBefore} ends before their start` +
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
    const inputs: AuditInputs = { ...manifest, ranges: semantics.SEMANTIC_RANGES, ordinaryMagnitude: semantics.ORDINARY_MAGNITUDE };
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
