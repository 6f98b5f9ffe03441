import { faker } from '@faker-js/faker/locale/zh_CN';
import type { RequestHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { specOperations } from '../scripts/spec-model';
import { pascal } from '@/lib/operation-name';
import { server } from '@/test/msw-server';

/**
 * Every operation of every spec: its generated MSW handler answers, and the body validates against
 * the generated zod schema of that operation's response. Faker is seeded and each operation is asked
 * several times, so a rare random value that breaks a schema shows up here, reproducibly.
 */
const mswModules = import.meta.glob<Record<string, () => RequestHandler>>('../generated/*/client/*.msw.ts');
const zodModules = import.meta.glob<Record<string, unknown>>('../generated/*/zod/*.zod.ts');
const ROUNDS = 5;
const operations = specOperations();

beforeAll(() => {
  faker.seed(20261122);
});

describe.each([...new Set(operations.map((op) => op.group.key))])('generated mocks of %s', (key) => {
  it.each(operations.filter((op) => op.group.key === key).map((op) => [op.operationId, op] as const))('%s answers with a body its zod schema accepts', async (_id, op) => {
    const mocks = await mswModules[`../generated/${key}/client/${key}.msw.ts`]?.();
    const zod = await zodModules[`../generated/${key}/zod/${key}.zod.ts`]?.();
    expect(mocks && zod, `generated code of ${key}: run npm run gen`).toBeTruthy();
    // The shared test server resets its handlers after every test, so each test installs its operation's
    // (the group's every handler would be matched against each of its calls).
    const handler = mocks?.[`get${pascal(op.operationId)}MockHandler`];
    expect(handler, `generated MSW handler of ${op.operationId}`).toBeTypeOf('function');
    server.use(handler!());
    for (let round = 0; round < ROUNDS; round += 1) {
      const response = await fetch(`http://localhost${op.path}`, { method: op.method.toUpperCase() });
      expect(response.status).toBe(200);
      const json = op.responseTypes.includes('application/json');
      const body: unknown = json ? await response.json() : (await response.blob()).size;
      // A file answer only needs bytes; a JSON answer must satisfy its operation's zod schema.
      const schema = json ? (zod?.[`${pascal(op.operationId)}Response`] as ZodType | undefined) : undefined;
      const issues = json ? (schema?.safeParse(body).error?.issues ?? (schema ? [] : ['no zod schema'])) : [];
      expect({ operation: op.operationId, issues }).toEqual({ operation: op.operationId, issues: [] });
      expect(json ? (body as { code?: number }).code : Number(body) > 0).toBe(json ? 0 : true);
    }
  });
});
