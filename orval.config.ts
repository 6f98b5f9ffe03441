import { defineConfig, type Options } from 'orval';
import { groupSpecs } from './scripts/spec-files.ts';

/**
 * One pair of Orval projects per endpoint group spec (`openapi/<service>/<group>.yaml`):
 * `<service>-<group>` writes hooks, models and MSW mocks, `<service>-<group>-zod` writes zod schemas.
 * Each writes its own folder so `clean` never wipes a neighbour, and a screen that imports one
 * group's hooks pulls in nothing of another group.
 */
const input = (target: string) => ({
  target,
  parserOptions: { externalRefs: { allow: ['../_shared.yaml'] } },
});

const projects: Record<string, Options> = {};
for (const { key, file } of groupSpecs()) {
  projects[key] = {
    input: input(file),
    output: {
      mode: 'split',
      target: `generated/${key}/api/${key}.ts`,
      schemas: `generated/${key}/api/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      indexFiles: false,
      mock: {
        generators: [{ type: 'msw', delay: false, locale: 'zh_CN' }],
      },
      override: {
        mutator: { path: 'src/api/request.ts', name: 'request' },
        // Faker would fill the envelope's `code` at random; every generated success answer must be 0.
        // The path regex keys it to the top level only (an item's own `code` field stays random).
        mock: { properties: { '/^#\\.code$/': 0 } },
      },
    },
  };
  projects[`${key}-zod`] = {
    input: input(file),
    output: {
      mode: 'single',
      target: `generated/${key}/zod/${key}.zod.ts`,
      client: 'zod',
      clean: true,
      indexFiles: false,
    },
  };
}

export default defineConfig(projects);
