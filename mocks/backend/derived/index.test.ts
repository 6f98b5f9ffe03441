import { loadGroup } from '@generated/manifest/index';
import { describe, expect, it } from 'vitest';
import { derivedAnswers } from './index';

describe('derivedAnswers', () => {
  it('answers only operations a spec declares: a key the manifest lacks would never be asked', async () => {
    const groups = await Promise.all(Object.values(loadGroup).map((load) => load()));
    const declared = new Set(groups.flatMap((g) => g.resources.flatMap((r) => r.operations.map((o) => o.operationId))));
    expect(Object.keys(derivedAnswers).length).toBeGreaterThan(0);
    expect(Object.keys(derivedAnswers).filter((operationId) => !declared.has(operationId))).toEqual([]);
  });
});
