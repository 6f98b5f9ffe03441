/**
 * `npm run mutation:report`: the mutation score kept in the committed incremental report
 * (bench/mutation/stryker-incremental.json, written by `npm run mutation`), its survivors one line each,
 * and a non-zero exit below the floor. The bench prints the same score (bench/lib/mutation.ts).
 * Usage: node scripts/mutation-report.ts [--survivors] [--markdown]
 */
import { readFileSync } from 'node:fs';
import { calculateMetrics } from 'mutation-testing-metrics';
import type { MutationTestResult } from 'mutation-testing-report-schema';

export const MUTATION_REPORT = 'bench/mutation/stryker-incremental.json';
/**
 * The floor CI holds the score to: issue 18's 80 % plus room, under the measured 94.6 % (±2 points of
 * sampling error, and the sample moves as code does). docs/mutation.md lists what survives and why.
 */
export const MUTATION_FLOOR = 85;

export interface MutationSummary {
  score: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  errors: number;
  files: number;
  survivors: Survivor[];
}
export interface Survivor {
  file: string;
  line: number;
  column: number;
  mutator: string;
  status: 'Survived' | 'NoCoverage';
  original: string;
  replacement: string;
}

export function summarise(report: MutationTestResult): MutationSummary {
  const { metrics } = calculateMetrics(report.files);
  const survivors: Survivor[] = [];
  for (const [file, result] of Object.entries(report.files)) {
    const lines = result.source.split('\n');
    for (const mutant of result.mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const { start, end } = mutant.location;
      const original =
        start.line === end.line ? (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1) : `${(lines[start.line - 1] ?? '').slice(start.column - 1)}…`;
      survivors.push({ file, line: start.line, column: start.column, mutator: mutant.mutatorName, status: mutant.status, original, replacement: mutant.replacement ?? '' });
    }
  }
  survivors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return {
    score: metrics.mutationScore,
    killed: metrics.killed,
    timeout: metrics.timeout,
    survived: metrics.survived,
    noCoverage: metrics.noCoverage,
    ignored: metrics.ignored,
    errors: metrics.runtimeErrors + metrics.compileErrors,
    files: Object.keys(report.files).length,
    survivors,
  };
}

export function readSummary(path = MUTATION_REPORT): MutationSummary {
  return summarise(JSON.parse(readFileSync(path, 'utf8')) as MutationTestResult);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);

if (import.meta.main) {
  const summary = readSummary();
  const tested = summary.killed + summary.timeout + summary.survived + summary.noCoverage;
  console.log(
    `mutation score ${summary.score.toFixed(1)} % (floor ${MUTATION_FLOOR} %): ${tested} mutants in ${summary.files} files, ` +
      `${summary.killed} killed, ${summary.timeout} timed out, ${summary.survived} survived, ${summary.noCoverage} not covered; ` +
      `${summary.ignored} static mutants not run, ${summary.errors} that do not compile or run`,
  );
  if (process.argv.includes('--survivors'))
    for (const s of summary.survivors)
      console.log(`  ${s.status === 'Survived' ? 'survived' : 'no test '} ${s.file}:${s.line}:${s.column} ${s.mutator}: ${oneLine(s.original)} → ${oneLine(s.replacement)}`);
  if (!(summary.score >= MUTATION_FLOOR)) {
    console.error(`mutation score ${summary.score.toFixed(1)} % is under the floor of ${MUTATION_FLOOR} %`);
    process.exit(1);
  }
}
