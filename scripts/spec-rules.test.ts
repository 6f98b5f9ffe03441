import { describe, expect, it } from 'vitest';
import { badPermissionKeys, missingRefusals, permissionKeyPattern, REFUSED_REF, specRuleProblems, type SpecDocument } from './spec-rules';

const spec = (operations: Record<string, Record<string, unknown>>): SpecDocument => ({
  file: 'openapi/x/y.yaml',
  doc: { paths: Object.fromEntries(Object.entries(operations).map(([path, op]) => [path, { get: op }])) },
});

describe('spec rules (npm run lint:spec)', () => {
  it('the specs as they are: every operation documents the refusal, every x-permission matches PermissionKey', () => {
    expect(specRuleProblems()).toEqual([]);
  });

  it('flags an operation without the shared refusal as its default response', () => {
    const problems = missingRefusals([
      spec({
        '/api/x/y/ok': { responses: { '200': {}, default: { $ref: REFUSED_REF } } },
        '/api/x/y/missing': { responses: { '200': {} } },
      }),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('GET /api/x/y/missing');
  });

  it('PermissionKey accepts every key form the specs use (digits too: extension:other:md5) and rejects others', () => {
    const pattern = permissionKeyPattern();
    const keys = ['system:admin:list', 'extension:other:md5', 'public', 'self', 'extension:outboundCallNumberPool:export'];
    expect(badPermissionKeys([spec(Object.fromEntries(keys.map((k) => [`/api/${k}`, { 'x-permission': k }])))], pattern)).toEqual([]);
    const bad = ['System:admin:list', 'admin', 'a::b', 'a:b:c:d:e', 'a:b:c ', 'a:1b:c', ''];
    expect(badPermissionKeys([spec(Object.fromEntries(bad.map((k, i) => [`/api/bad${i}`, { 'x-permission': k }])))], pattern)).toHaveLength(bad.length);
    expect(badPermissionKeys([spec({ '/api/none': {} })], pattern)).toHaveLength(1);
  });
});
