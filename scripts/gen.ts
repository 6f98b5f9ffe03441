/**
 * `npm run gen`: the one writer of generated/.
 * 1. Orval, one project pair per group spec (orval.config.ts), run once in this process through its API,
 *    for the groups whose inputs changed only: a group's stamp (`generated/<group>/gen-stamp.txt`,
 *    scripts/gen-incremental.ts) hashes its spec, the shared spec, the generator's sources and the versions
 *    it runs on. `npm run gen -- --all` (and gen:check) regenerates every group. Orval writes into staging
 *    folders (`.tmp/gen-<pid>-<group>`), synced into generated/<group>: only changed files are written, files
 *    Orval no longer writes are removed.
 * 2. Our own index of every group's mock handlers (`generated/mocks.ts`), so mocks/ needs no
 *    edit when a group is added.
 * 3. The resource manifest (`generated/manifest/`): a small index of every group and resource for
 *    menus and routing, and one module per group with operations and fields, loaded on demand.
 *    An unchanged group's manifest is read back from its module instead of parsing its YAML again.
 * 4. The typed seam between the back office's factory and Orval's output: per group an operation
 *    table (`<group>.operations.ts`: resource → operationId → the generated function, each checked
 *    against its real signature) and the form bodies' zod schemas (`<group>.bodies.ts`), with their
 *    loaders in `generated/operations.ts`. One chunk each per group, loaded on demand.
 * 2-4 are recomputed on every run (they are cheap) and written only where their text changed.
 * Removes folders of groups whose spec is gone.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { pinyin } from 'pinyin-pro';
import { commonInputs, HEADER, manifestModule, readManifestModule, stampFile, stampText, staleGroups, syncFolder, writeFolder, writeIfChanged } from './gen-incremental.ts';
import { groupManifest, linkTrees, manifest } from './manifest.ts';
import type { GroupMeta, ListCall } from './manifest-types.ts';
import { groupSpecs, type GroupSpec } from './spec-files.ts';

const OUT = 'generated';
/** Staging folders, one level below the root like generated/<group>, so Orval's relative imports come out the same. */
const STAGING = `.tmp/gen-${process.pid}-`;

/**
 * Runs the Orval projects of `groups` (in this process, one after another) and syncs their output into generated/.
 * Orval loads orval.config.ts itself (its loader prints the mock-property functions into the mocks as it transpiles
 * them; importing the config here would print them differently), so the projects are chosen through the environment.
 */
async function runOrval(groups: GroupSpec[]): Promise<void> {
  const { generate } = await import('orval');
  process.env.GEN_ORVAL_PROJECTS = groups.flatMap((g) => [g.key, `${g.key}-zod`]).join(',');
  process.env.GEN_ORVAL_STAGING = STAGING;
  try {
    await generate('orval.config.ts', process.cwd(), { logLevel: 'warn', throwOnError: true });
    for (const g of groups) {
      if (!existsSync(`${STAGING}${g.key}/client/${g.key}.msw.ts`)) throw new Error(`Orval wrote no mocks for ${g.key}`);
      for (const part of ['client', 'zod']) syncFolder(`${STAGING}${g.key}/${part}`, `${OUT}/${g.key}/${part}`);
    }
  } finally {
    for (const g of groups) rmSync(`${STAGING}${g.key}`, { recursive: true, force: true });
  }
}

/** Pinyin initials and full pinyin (`glyh guanliyuan`), computed here so no pinyin table ships to browsers. */
function initials(name: string): string {
  const first = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
  const full = pinyin(name, { toneType: 'none', type: 'array' }).join('');
  return `${first} ${full}`.toLowerCase();
}

function writeManifest(groups: GroupMeta[]): void {
  const dir = `${OUT}/manifest`;
  const files = new Map<string, string | Buffer>([['types.ts', readFileSync('scripts/manifest-types.ts')]]);
  for (const group of groups) files.set(`${group.key}.ts`, manifestModule(group));
  const summaries = groups.map((g) => ({
    key: g.key,
    service: g.service,
    name: g.name,
    pinyin: initials(g.name),
    resources: g.resources.map((r) => ({
      key: r.key,
      name: r.name,
      basePath: r.basePath,
      kinds: [...new Set(r.operations.map((o) => o.kind))],
      ...listCall(r),
      permissions: [...new Set(r.operations.map((o) => o.permission))],
      pinyin: initials(r.name),
    })),
  }));
  const specHash = createHash('sha256');
  for (const file of ['openapi/_shared.yaml', ...groupSpecs().map((g) => g.file)]) specHash.update(readFileSync(file));
  files.set(
    'list-call.ts',
    `${HEADER}import { request } from '../../src/api/request.ts';\nimport type { ListCall } from './types';\n\n/** A resource's list asked from its summary alone, through the call layer, before its group's client has loaded. */\nexport const callList = (list: ListCall, params: Record<string, unknown>, signal?: AbortSignal) => request<unknown>({ url: list.path, method: 'GET', params, signal });\n`,
  );
  const loaders = groups.map((g) => `  ${JSON.stringify(g.key)}: () => import('./${g.key}').then((m) => m.group),`).join('\n');
  files.set(
    'index.ts',
    `${HEADER}import type { GroupMeta, GroupSummary } from './types';\n\n/** Hash of the specs this was generated from (the mock store discards data saved under another). */\nexport const specHash = '${specHash.digest('hex').slice(0, 16)}';\n\n/** Every endpoint group and its resources (names and paths only). */\nexport const groups: GroupSummary[] = JSON.parse(${JSON.stringify(JSON.stringify(summaries))});\n\n/** One group's full manifest (operations, fields), loaded on demand. */\nexport const loadGroup: Record<string, () => Promise<GroupMeta>> = {\n${loaders}\n};\n`,
  );
  writeFolder(dir, files);
}

/**
 * The list call of a resource's screen (the same operation src/admin/resource/use-resource-list.ts
 * lists with: the paged list, else the first list), when it is a GET its summary can make alone.
 */
function listCall(resource: GroupMeta['resources'][number]): { list?: ListCall } {
  const list = resource.operations.find((o) => o.kind === 'list' && o.paged) ?? resource.operations.find((o) => o.kind === 'list');
  if (!list || list.method !== 'GET' || list.body.length > 0) return {};
  const required = list.query.filter((f) => f.required && f.name !== 'pageNum' && f.name !== 'pageSize').map((f) => f.name);
  return { list: { operationId: list.operationId, path: list.path, paged: list.paged === true, required } };
}

function mocksIndex(groups: GroupSpec[]): string {
  const imports = groups.map((g) => `import { getMock as ${g.ident}Mock } from './${g.key}/client/${g.key}.msw';`).join('\n');
  const entries = groups.map((g) => `  ${JSON.stringify(g.key)}: ${g.ident}Mock,`).join('\n');
  return `${HEADER}import type { RequestHandler } from 'msw';\n${imports}\n\n/** Orval's generated MSW handlers of every endpoint group, by group key. */\nexport const generatedMocks: Record<string, () => RequestHandler[]> = {\n${entries}\n};\n`;
}

/** Orval names an operation's zod body schema after its operationId in PascalCase (src/lib/operation-name.ts). */
const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * The seam's shared types and the per-group loaders. Why `Operation` is a method's type: the factory
 * builds payloads from the manifest at run time, so it holds them as plain objects; TypeScript relates
 * a method's parameters both ways, which lets each generated function (its params type or form
 * interface is an object) stand in for that shape without a cast, while everything else about it is
 * still checked: the function exists, it takes a payload (or the table wraps it as one that takes
 * none), its options are the call layer's `RequestOptions`, it accepts a signal, it returns a promise.
 * What the type-checker cannot see is which fields a run-time payload carries: the manifest takes
 * them from the same spec, and the zod body schemas and the mock backend check them when they run.
 */
function operationsIndex(groups: GroupMeta[]): string {
  const loaders = (file: string, name: string) => groups.map((g) => `  ${JSON.stringify(g.key)}: () => import('./${g.key}/${g.key}.${file}').then((m) => m.${name}),`).join('\n');
  return `${HEADER}import type { ZodType } from 'zod';
import type { RequestOptions } from '../src/api/request';

/** What the factory sends: the query or form fields of one call, by name. */
export type Payload = object;

/** One operation as the factory calls it: \`(payload, options, signal)\`, whatever its generated signature. */
export type Operation = { call(payload: Payload, options?: RequestOptions, signal?: AbortSignal): Promise<unknown> }['call'];

/** A group's operations: resource key (the spec's tag) → operationId → operation. */
export type OperationTable = Record<string, Record<string, Operation>>;

/** A group's form bodies' zod schemas by operationId (operations without a form body have none). */
export type BodySchemas = Record<string, ZodType>;

/** One chunk per group: its operation table, loaded with its first screen. */
export const loadOperations: Record<string, () => Promise<OperationTable>> = {
${loaders('operations', 'operations')}
};

/** One chunk per group: its body schemas, loaded with its first form (building them is not free). */
export const loadBodySchemas: Record<string, () => Promise<BodySchemas>> = {
${loaders('bodies', 'bodySchemas')}
};
`;
}

function operationTable(group: GroupMeta): string {
  const resources = group.resources.map((resource) => {
    const entries = resource.operations.map((o) => {
      // Orval's signature is (payload, options, signal) when the operation has query or body fields
      // and (options, signal) otherwise; the type-checker rejects either form on the other kind.
      const takesPayload = o.query.length > 0 || o.bodyType !== null;
      const call = takesPayload ? `client.${o.operationId}` : `(_payload, options, signal) => client.${o.operationId}(options, signal)`;
      return `    ${key(o.operationId)}: ${call},`;
    });
    return `  ${key(resource.key)}: {\n${entries.join('\n')}\n  },`;
  });
  return `${HEADER}import type { OperationTable } from '../operations';
import * as client from './client/${group.key}';

/** ${group.name}: every resource's operations, each the generated function of its operationId. */
export const operations = {
${resources.join('\n')}
} satisfies OperationTable;
`;
}

function bodySchemas(group: GroupMeta): string {
  const zodFile = `${OUT}/${group.key}/zod/${group.key}.zod.ts`;
  const exported = new Set([...readFileSync(zodFile, 'utf8').matchAll(/^export const (\w+Body) = /gm)].map((m) => m[1]));
  const entries = group.resources
    .flatMap((r) => r.operations)
    .flatMap((o) => {
      if (o.bodyType === null) return [];
      const schema = `${pascal(o.operationId)}Body`;
      if (!exported.has(schema)) throw new Error(`${zodFile} has no ${schema} for ${o.operationId}'s form body`);
      return [`  ${key(o.operationId)}: zod.${schema},`];
    });
  // Checked against zod's core `$ZodType` (its internals and standard-schema members), then taken as the classic
  // `ZodType` that Orval's zod output (`import * as zod from 'zod'`) is made of: checking ~900 schemas against the
  // classic type's whole method surface instantiated a quarter of all the types of `npm run typecheck`.
  return `${HEADER}import type { $ZodType } from 'zod/v4/core';
import type { BodySchemas } from '../operations';
${entries.length > 0 ? `import * as zod from './zod/${group.key}.zod';\n` : ''}
/** ${group.name}: the zod schema of every form body, by operationId. */
const schemas = {
${entries.join('\n')}
} satisfies Record<string, $ZodType>;

export const bodySchemas = schemas as Record<string, $ZodType> as BodySchemas;
`;
}

function writeOperations(groups: GroupMeta[]): void {
  for (const group of groups) {
    writeIfChanged(`${OUT}/${group.key}/${group.key}.operations.ts`, operationTable(group));
    writeIfChanged(`${OUT}/${group.key}/${group.key}.bodies.ts`, bodySchemas(group));
  }
  writeIfChanged(`${OUT}/operations.ts`, operationsIndex(groups));
}

/** Removes what a previous run left behind: folders of groups whose spec is gone, staging folders of runs that died. */
function removeLeftovers(groups: GroupSpec[]): void {
  mkdirSync(OUT, { recursive: true });
  const keep = new Set([...groups.map((g) => g.key), 'manifest']);
  for (const entry of readdirSync(OUT, { withFileTypes: true })) {
    if (entry.isDirectory() && !keep.has(entry.name)) rmSync(`${OUT}/${entry.name}`, { recursive: true });
  }
  if (!existsSync('.tmp')) return;
  for (const entry of readdirSync('.tmp')) {
    const pid = /^gen-(\d+)-/.exec(entry)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) rmSync(`.tmp/${entry}`, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function main(all: boolean): Promise<void> {
  const started = performance.now();
  const groups = groupSpecs();
  removeLeftovers(groups);
  const common = commonInputs();
  const stamps = new Map(groups.map((g) => [g.key, stampText(common, readFileSync(g.file))]));
  const stale = all ? groups : staleGroups(groups, stamps);
  if (stale.length > 0) await runOrval(stale);
  // An unchanged group's manifest comes back from its module; a changed one's (or an unreadable module's) from its YAML.
  const fresh = new Set(stale.map((g) => g.key));
  const metas = linkTrees(groups.map((g) => (fresh.has(g.key) ? undefined : cachedGroup(g)) ?? groupManifest(g)));
  writeIfChanged(`${OUT}/mocks.ts`, mocksIndex(groups));
  writeManifest(metas);
  writeOperations(metas);
  // Last: a stamp vouches for output that is complete.
  for (const g of groups) writeIfChanged(stampFile(g.key), stamps.get(g.key) ?? '');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const which = stale.length === groups.length ? 'every group' : stale.length === 0 ? 'no group (all stamps match)' : stale.map((g) => g.key).join(', ');
  console.log(`gen: ${groups.length} groups; Orval ran for ${which}; ${seconds} s`);
}

function cachedGroup(g: GroupSpec): GroupMeta | undefined {
  const file = `${OUT}/manifest/${g.key}.ts`;
  return existsSync(file) ? readManifestModule(readFileSync(file, 'utf8')) : undefined;
}

if (process.argv.includes('--manifest-only')) {
  const metas = manifest();
  writeManifest(metas);
  writeOperations(metas);
} else await main(process.argv.includes('--all'));
