import type { MutationTestResult } from 'mutation-testing-report-schema';
import { describe, expect, it } from 'vitest';
import { summarise } from './mutation-report';
import { isMutationSource, mutateRanges, sampledLines } from './mutation-sample';

const source = Array.from({ length: 4000 }, (_, i) => `const value${i} = compute(${i});`).join('\n');

describe('the sample of lines mutation testing mutates', () => {
  it('draws about the rate, never a blank, comment or import line', () => {
    const drawn = sampledLines('src/lib/x.ts', source, 0.1).length;
    expect(drawn).toBeGreaterThan(300);
    expect(drawn).toBeLessThan(500);
    expect(sampledLines('src/lib/x.ts', ['', '// comment', "import { a } from 'b';", ' * doc'].join('\n'), 1)).toEqual([]);
  });

  it('keeps the same lines when other lines are inserted above them (the incremental report stays valid)', () => {
    const before = sampledLines('src/lib/x.ts', source, 0.1).map((line) => source.split('\n')[line - 1]);
    const edited = `const added = 1;\nconst more = 2;\n${source}`;
    const after = sampledLines('src/lib/x.ts', edited, 0.1)
      .map((line) => edited.split('\n')[line - 1])
      .filter((text) => !/added|more/.test(text ?? ''));
    expect(after).toEqual(before);
  });

  it('joins neighbouring lines into Stryker ranges, and takes TypeScript modules of the four folders only', () => {
    expect(mutateRanges('a.ts', 'x();\ny();\n\nz();', 1)).toEqual(['a.ts:1-2', 'a.ts:4-4']);
    expect(isMutationSource('src/lib/cn.ts')).toBe(true);
    expect(isMutationSource('mocks/backend/derived/todo.ts')).toBe(true);
    expect(isMutationSource('src/lib/cn.test.ts')).toBe(false);
    expect(isMutationSource('src/admin/resource/list-view.tsx')).toBe(false);
    expect(isMutationSource('src/site/site-session.ts')).toBe(false);
  });
});

const mutant = (id: string, status: string, line: number) => ({
  id,
  mutatorName: 'BooleanLiteral',
  replacement: 'false',
  status,
  location: { start: { line, column: 11 }, end: { line, column: 15 } },
});

describe('the mutation report', () => {
  const report = {
    schemaVersion: '2',
    thresholds: { high: 90, low: 80 },
    files: {
      'src/lib/a.ts': {
        language: 'typescript',
        source: 'const a = true;\nconst b = true;\nconst c = true;\nconst d = true;\nconst e = true;',
        mutants: [mutant('1', 'Killed', 1), mutant('2', 'Killed', 2), mutant('3', 'Timeout', 3), mutant('4', 'Survived', 4), mutant('5', 'Ignored', 5)],
      },
    },
  } as unknown as MutationTestResult;

  it('scores detected over valid mutants and names each survivor by its place and its change', () => {
    const summary = summarise(report);
    expect(summary.score).toBe(75);
    expect(summary.ignored).toBe(1);
    expect(summary.survivors).toEqual([{ file: 'src/lib/a.ts', line: 4, column: 11, mutator: 'BooleanLiteral', status: 'Survived', original: 'true', replacement: 'false' }]);
  });
});
