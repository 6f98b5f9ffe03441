import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundle, compareGroup, pagesUsing, screenOf, sitePages } from './spec-diff';

interface Spec extends Record<string, unknown> {
  paths: Record<string, unknown>;
  components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[]; pattern?: string }> };
}
const shared = parse(readFileSync('openapi/_shared.yaml', 'utf8')) as Spec;
const promote = () => parse(readFileSync('openapi/ums/promote.yaml', 'utf8')) as Spec;

describe('spec:diff', () => {
  it('reports a renamed field as breaking and an added operation, each with the screen it touches', () => {
    const before = promote();
    const after = promote();
    const clue = after.components.schemas.AdmissionsClue!;
    clue.properties.studentName = clue.properties.name;
    delete clue.properties.name;
    clue.required = clue.required.map((f: string) => (f === 'name' ? 'studentName' : f));
    after.paths['/api/ums/promote/admissionsClue/merge'] = {
      put: {
        tags: ['umsPromoteAdmissionsClue'],
        operationId: 'umsPromoteAdmissionsClueMerge',
        summary: '合并线索',
        responses: { '200': { $ref: '../_shared.yaml#/components/responses/Ok' } },
      },
    };

    const changes = compareGroup(bundle(before, shared), bundle(after, shared));
    const added = changes.find((c) => c.operation === 'PUT /api/ums/promote/admissionsClue/merge');
    expect(added).toMatchObject({ kind: 'added', breaking: false });
    const list = changes.find((c) => c.operation === 'GET /api/ums/promote/admissionsClue/list');
    expect(list).toMatchObject({ kind: 'changed', breaking: true });
    expect(list?.details).toContainEqual({ text: expect.stringMatching(/^\[Renamed\] property `name` → `studentName`/), breaking: true });
    // The rename is one line, not a removal, an addition and two `required` moves.
    expect(list?.details.filter((d) => /`name`|`studentName`/.test(d.text))).toHaveLength(1);
    expect(screenOf('/api/ums/promote/admissionsClue/merge')).toEqual({ name: '招生线索', href: '/admin/ums/promote/admissionsClue' });
  });

  it('a removed operation is breaking; an unchanged spec reports nothing', () => {
    const before = promote();
    const after = promote();
    delete after.paths['/api/ums/promote/admissionsClue/export'];
    expect(compareGroup(bundle(before, shared), bundle(after, shared))).toEqual([
      { operation: 'GET /api/ums/promote/admissionsClue/export', kind: 'removed', breaking: true, details: [] },
    ]);
    expect(compareGroup(bundle(before, shared), bundle(promote(), shared))).toEqual([]);
  });

  it('a shared schema change reaches the operations that use it', () => {
    const changed = structuredClone(shared);
    changed.components.schemas.Batch!.pattern = '^20\\d{2}(03|06|09)$';
    const changes = compareGroup(bundle(promote(), shared), bundle(promote(), changed));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.kind === 'changed')).toBe(true);
  });

  it('names the site pages whose code calls an operation', () => {
    const pages = sitePages();
    expect(pagesUsing('cmsContentPublicityListPublicityForClient', pages).length).toBeGreaterThan(0);
    expect(pagesUsing('umsPromoteAdmissionsClueList', pages)).toEqual([]);
  });
});
