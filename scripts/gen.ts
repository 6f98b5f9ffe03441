/**
 * `npm run gen`: the one writer of generated/.
 * 1. Orval, one project pair per group spec (orval.config.ts), run once in this process through its API,
 *    for the groups whose inputs changed only: a group's stamp (`generated/<group>/gen-stamp.txt`,
 *    scripts/gen-incremental.ts) hashes its spec, the shared spec, the generator's sources and the versions
 *    it runs on. `npm run gen -- --all` (and gen:check) regenerates every group. Orval writes into
 *    generated/<group> itself (it leaves a file whose text is unchanged alone); the files of that group's
 *    output folders it did not write this run are removed after it.
 * 2. Our own index of every group's mock handlers (`generated/mocks.ts`), so mocks/ needs no
 *    edit when a group is added.
 * 3. The resource manifest (`generated/manifest/`): a small index of every group and resource for
 *    menus and routing, and one module per group with operations and fields, loaded on demand.
 *    An unchanged group's manifest is read back from its module instead of parsing its YAML again;
 *    the others parse each spec file once (the shared spec once for all of them).
 * 4. The typed seam between the back office's factory and Orval's output: per group an operation
 *    table (`<group>.operations.ts`: resource → operationId → the generated function, each checked
 *    against its real signature) and the form bodies' zod schemas (`<group>.bodies.ts`), with their
 *    loaders in `generated/operations.ts`. One chunk each per group, loaded on demand.
 * 2-4 are recomputed on every run (they are cheap) and written only where their text changed.
 * Removes folders of groups whose spec is gone.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { resolve } from 'node:path';
import type { OrvalReporter } from 'orval';
import { pinyin } from 'pinyin-pro';
import { commonInputs, HEADER, manifestModule, readManifestModule, removeUnwritten, stampFile, stampText, staleGroups, writeFolder, writeIfChanged } from './gen-incremental.ts';
import { linkRelated } from './manifest-related.ts';
import { groupManifests, linkTrees, manifest } from './manifest.ts';
import type { GroupMeta, ListCall } from './manifest-types.ts';
import { groupSpecs, type GroupSpec } from './spec-files.ts';

const OUT = 'generated';

/** The folders of a group's output Orval owns: every file in them is Orval's, from the group's last run. */
const ORVAL_FOLDERS = ['client', 'zod'];

/**
 * Runs the Orval projects of `groups` (in this process, one after another) into generated/, then removes the files
 * of their output folders Orval did not write this time (a schema or an operation gone from the spec). Orval writes
 * every file through one function, which leaves a file alone when its text is unchanged and lets a caller see each
 * file it writes (`withGeneratedFileTransform`): that is how the files it wrote are known.
 * Orval loads orval.config.ts itself (its loader prints the mock-property functions into the mocks as it transpiles
 * them; importing the config here would print them differently), so the projects are chosen through the environment.
 */
async function runOrval(groups: GroupSpec[]): Promise<void> {
  shareMutatorInspection();
  const { consoleReporter, generate, withGeneratedFileTransform, withReporter } = await import('orval');
  // Each group's hooks project runs (and validates its spec) before its zod project (orval.config.ts).
  process.env.GEN_ORVAL_PROJECTS = groups.flatMap((g) => [g.key, `${g.key}-zod`]).join(',');
  const written = new Set<string>();
  const seeWrite = (file: string, text: string) => {
    written.add(resolve(file));
    return Promise.resolve(text);
  };
  // Orval warns of a project that does not validate its spec; the zod projects do not, their spec was just validated.
  const reporter: OrvalReporter = {
    ...consoleReporter,
    warn: (event) => {
      if (!(event.projectName?.endsWith('-zod') && event.message.includes('spec validation is disabled'))) consoleReporter.warn(event);
    },
  };
  await withReporter(reporter, () => withGeneratedFileTransform(seeWrite, () => generate('orval.config.ts', process.cwd(), { logLevel: 'warn', throwOnError: true })));
  for (const g of groups) {
    // Orval wrote these, or it wrote past `seeWrite` (its own transform, e.g. with a formatter set): then nothing may be removed.
    for (const file of [`client/${g.key}.ts`, `client/${g.key}.msw.ts`, `zod/${g.key}.zod.ts`]) {
      if (!written.has(resolve(OUT, g.key, file))) throw new Error(`Orval wrote ${OUT}/${g.key}/${file} without gen seeing it (or not at all)`);
    }
    for (const folder of ORVAL_FOLDERS) removeUnwritten(`${OUT}/${g.key}/${folder}`, written);
  }
}

/**
 * Orval inspects the mutator (src/api/request.ts) once per operation, 1,064 times the same file in a full run:
 * esbuild bundles it (a round trip to esbuild's process each time: 2.7 s of its CPU, the main thread waiting) and
 * acorn parses the bundle (0.5 s). Both are pure functions of their input, so the two imports @orval/core makes
 * for this (esbuild's `build`, acorn's `Parser.parse`) come through a memo: the first call for an input runs, the
 * others share its result. Nothing else imports through it; everything else of both modules is theirs unchanged.
 */
function shareMutatorInspection(): void {
  const results = new Map<string, unknown>();
  const once = (key: string, run: () => unknown) => {
    if (!results.has(key)) results.set(key, run());
    return results.get(key);
  };
  Object.assign(globalThis, { [SHARED]: once });
  const shims: Record<string, (real: string) => string> = {
    esbuild: (real) => `import * as real from ${JSON.stringify(real)};
export * from ${JSON.stringify(real)};
const once = globalThis[${JSON.stringify(SHARED)}];
export const build = (options) => once('esbuild ' + JSON.stringify(options), () => real.build(options));
`,
    acorn: (real) => `import { Parser as RealParser } from ${JSON.stringify(real)};
export * from ${JSON.stringify(real)};
const once = globalThis[${JSON.stringify(SHARED)}];
export class Parser extends RealParser {
  static parse(input, options) {
    return once('acorn ' + JSON.stringify(options) + ' ' + input, () => RealParser.parse(input, options));
  }
}
`,
  };
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (!Object.hasOwn(shims, specifier) || !context.parentURL?.includes('/node_modules/@orval/core/')) return resolved;
      return { url: `${resolved.url}?${SHIM}=${specifier}`, shortCircuit: true };
    },
    load(url, context, nextLoad) {
      const [real = url, shim] = url.split(`?${SHIM}=`);
      const source = shim === undefined ? undefined : shims[shim]?.(real);
      return source === undefined ? nextLoad(url, context) : { format: 'module', source, shortCircuit: true };
    },
  });
}

const SHARED = 'gen.sharedMutatorInspection';
const SHIM = 'gen-shared';

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

/** Removes the folders of groups whose spec is gone. */
function removeLeftovers(groups: GroupSpec[]): void {
  mkdirSync(OUT, { recursive: true });
  const keep = new Set([...groups.map((g) => g.key), 'manifest']);
  for (const entry of readdirSync(OUT, { withFileTypes: true })) {
    if (entry.isDirectory() && !keep.has(entry.name)) rmSync(`${OUT}/${entry.name}`, { recursive: true });
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
  const cached = new Map(groups.map((g) => [g.key, fresh.has(g.key) ? undefined : cachedGroup(g)]));
  const parsed = new Map(groupManifests(groups.filter((g) => cached.get(g.key) === undefined)).map((m) => [m.key, m]));
  const metas = linkRelated(linkTrees(groups.map((g) => cached.get(g.key) ?? parsed.get(g.key)!)));
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
