/**
 * `npm run lint:spec`: Redocly's linter over every endpoint group spec (and, through them, _shared.yaml),
 * Spectral's stock OpenAPI ruleset over every spec file (its errors; .spectral.yaml), then the project's own
 * conventions neither can express (openapi/README.md).
 */
import { spawnSync } from 'node:child_process';
import { groupManifest, manifest } from './manifest.ts';
import { isoDateTimes, meaningProblems } from './spec-meaning-rules.ts';
import { groupSpecs } from './spec-files.ts';
import { specRuleProblems } from './spec-rules.ts';
import { spectralLint } from './spec-spectral.ts';

const specs = groupSpecs();
const result = spawnSync('redocly', ['lint', '--format=stylish', '--max-problems=200', ...specs.map((g) => g.file)], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});

// How standard tools read the specs: Spectral's `spectral:oas` must find no error (its warnings are not shown here).
const spectralStatus = spectralLint(['openapi/_shared.yaml', ...specs.map((g) => g.file)]);

/**
 * An export of records with an `id` takes the shared `Ids` parameter: the back office's 导出选中
 * sends the selected ids, and a spec that forgot it would silently export every row instead.
 */
const problems = specs.flatMap((spec) =>
  groupManifest(spec).resources.flatMap((resource) => {
    const list = resource.operations.find((o) => o.kind === 'list');
    if (!list?.dataFields?.some((f) => f.name === 'id')) return [];
    return resource.operations
      .filter((o) => o.kind === 'export' && !o.query.some((f) => f.name === 'ids' && f.type === 'array'))
      .map((o) => `${spec.file}: ${o.path}: an export of records with an id must take $ref '../_shared.yaml#/components/parameters/Ids'`);
  }),
);
// Every operation documents the envelope's refusals; every x-permission key has the declared format.
problems.push(...specRuleProblems());
// Meaning: references, ranges, texts, states, wire formats, cross-field rules (openapi/README.md).
problems.push(...meaningProblems(manifest()), ...isoDateTimes());
for (const problem of problems) console.error(problem);
const status = result.status ?? 1;
process.exit(status !== 0 ? status : spectralStatus !== 0 || problems.length > 0 ? 1 : 0);
