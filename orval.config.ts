import { faker } from '@faker-js/faker';
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

/**
 * Mock values keyed by property name or path (`/regex/` without flags: Orval ignores a key with
 * flags). Functions are written into the generated mocks as code. `code` is pinned to 0 (faker would fill the envelope's code
 * at random and fail the success rule); the path regex keys it to the top level only. Faker's
 * `fromRegExp` cannot read anchored patterns with `\\d` (it returns the pattern's own text), so
 * fields whose spec pattern it mangles get a generator here; the zod test over every mock guards it.
 */
const MOCK_PROPERTIES = {
  '/^#\\.code$/': 0,
  '/[pP]hone$/': () => faker.helpers.fromRegExp('1[3-9][0-9]{9}'),
  '/[bB]atch$/': () => faker.helpers.arrayElement(['202303', '202309', '202403', '202409', '202503', '202509']),
  '/idCard(No)?$/': () => faker.string.numeric(17) + faker.helpers.arrayElement(['0', '5', 'X']),
};

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
        mock: { properties: MOCK_PROPERTIES },
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
