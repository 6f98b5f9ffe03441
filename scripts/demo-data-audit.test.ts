import { groups, loadGroup } from '@generated/manifest/index';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORDINARY_MAGNITUDE, SEMANTIC_RANGES } from '../mocks/backend/semantic-ranges';
import { createNodeBackend } from '../mocks/node';
import { auditDemoData, formatReport, gibberishIn } from './demo-data-audit.ts';

describe('demo data audit (npm run audit:demo-data)', () => {
  it('tells Latin filler from words staff write', () => {
    expect(gibberishIn('SkeZjvryizJZZzY')).toBe('SkeZjvryizJZZzY');
    expect(gibberishIn('张伟 lorem')).toBe('lorem');
    expect(gibberishIn('学历提升')).toBeUndefined();
    expect(gibberishIn('iOS 版本 3.2，PMP 认证，联想 ThinkPad')).toBeUndefined();
    expect(gibberishIn('<p>详见 <a href="https://x.edu.cn/abc">通知</a>，或写信 zhang.wei@163.com</p>')).toBeUndefined();
  });

  // Every group's first 30 rows, in-process: slow on a busy machine (a minute or two), hence the budget.
  it('finds no gibberish, no number out of range, no dangling reference, no wrong label, no end before its start', { timeout: 900_000 }, async () => {
    const backend = createNodeBackend();
    const fetcher = async (request: Request) => (await getResponse(backend.handlers, request)) ?? new Response('{"code":-1,"msg":"no handler"}');
    const report = await auditDemoData(fetcher, { groups, loadGroup, ranges: SEMANTIC_RANGES, ordinaryMagnitude: ORDINARY_MAGNITUDE });
    expect(report.resources).toBeGreaterThan(150);
    expect(report.rows).toBeGreaterThan(4000);
    expect(report.failures).toEqual([]);
    // The offenders, per resource, when it fails.
    expect({ totals: report.totals, offenders: report.offences.length > 0 ? formatReport(report) : '' }).toEqual({
      totals: { gibberish: 0, range: 0, missingRef: 0, label: 0, notBefore: 0 },
      offenders: '',
    });
  });
});
