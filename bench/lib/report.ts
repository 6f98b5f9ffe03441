/** Samples, medians and the results files of scripts/bench.ts. */
import { writeFileSync } from 'node:fs';

export type Unit = 'kB' | 'ms' | 's' | 'MB' | '×' | '/100' | '%';

export interface Metric {
  id: string;
  label: string;
  unit: Unit;
  note: string;
  /** Raw values: bytes for kB/MB, milliseconds for ms/s, a plain ratio for ×, a score 0–100 for /100. */
  samples: number[];
  failures: string[];
}

export function median(values: number[]): number | undefined {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return undefined;
  return sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const SCALE: Record<Unit, number> = { kB: 1000, ms: 1, s: 1000, MB: 1024 * 1024, '×': 1, '/100': 1, '%': 1 };
const DIGITS: Record<Unit, number> = { kB: 1, ms: 0, s: 1, MB: 1, '×': 2, '/100': 0, '%': 1 };

export function display(value: number | undefined, unit: Unit): string {
  if (value === undefined || !Number.isFinite(value)) return 'n/a';
  const scaled = (value / SCALE[unit]).toFixed(DIGITS[unit]);
  return unit === '×' || unit === '/100' ? `${scaled}${unit}` : `${scaled} ${unit}`;
}

export class Metrics {
  readonly list: Metric[] = [];

  define(id: string, label: string, unit: Unit, note = ''): Metric {
    const metric: Metric = { id, label, unit, note, samples: [], failures: [] };
    this.list.push(metric);
    return metric;
  }

  get(id: string): Metric {
    const metric = this.list.find((m) => m.id === id);
    if (!metric) throw new Error(`unknown metric ${id}`);
    return metric;
  }

  /** Runs one sample; a failure is recorded (first line of the error) instead of ending the benchmark. */
  async sample<T>(ids: string[], run: () => Promise<T>, pick: (result: T) => number[]): Promise<T | undefined> {
    try {
      const result = await run();
      pick(result).forEach((value, i) => this.get(ids[i] ?? '').samples.push(value));
      return result;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'error';
      for (const id of ids) this.get(id).failures.push(message);
      return undefined;
    }
  }
}

export interface Report {
  generatedAt: string;
  environment: Record<string, string | number>;
  /** Why there are no Lighthouse rows (`not run (…)`); absent when Lighthouse ran. */
  lighthouse?: string;
  metrics: Metric[];
}

export function markdown(report: Report): string {
  const rows = report.metrics
    .filter((m) => m.samples.length > 0 || m.failures.length > 0)
    .map((m) => {
      const spread = m.samples.length > 1 ? `${display(Math.min(...m.samples), m.unit)} – ${display(Math.max(...m.samples), m.unit)}` : '';
      const failed = m.failures.length > 0 ? ` (${m.failures.length} failed: ${m.failures[0]})` : '';
      return `| ${m.label} | ${display(median(m.samples), m.unit)} | ${spread} | ${m.samples.length}${failed} | ${m.note} |`;
    });
  const env = Object.entries(report.environment)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ');
  return [
    `## Benchmark (${report.generatedAt})`,
    '',
    env,
    '',
    '| measure | median | min – max | runs | notes |',
    '|---|---|---|---|---|',
    ...rows,
    ...(report.lighthouse ? [`| Lighthouse | ${report.lighthouse} | | | |`] : []),
    '',
  ].join('\n');
}

export function writeReport(report: Report, jsonFile: string, mdFile: string): string {
  const json = {
    ...report,
    metrics: report.metrics.map((m) => ({
      ...m,
      median: median(m.samples),
      min: m.samples.length ? Math.min(...m.samples) : undefined,
      max: m.samples.length ? Math.max(...m.samples) : undefined,
    })),
  };
  writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
  const md = markdown(report);
  writeFileSync(mdFile, md);
  return md;
}
