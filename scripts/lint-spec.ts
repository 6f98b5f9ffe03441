/** `npm run lint:spec`: Redocly's linter over every endpoint group spec (and, through them, _shared.yaml). */
import { spawnSync } from 'node:child_process';
import { groupSpecs } from './spec-files.ts';

const files = groupSpecs().map((g) => g.file);
const result = spawnSync('redocly', ['lint', '--format=stylish', '--max-problems=200', ...files], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(result.status ?? 1);
