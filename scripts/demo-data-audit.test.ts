import { groups, loadGroup } from '@generated/manifest/index';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORDINARY_MAGNITUDE, SEMANTIC_RANGES } from '../mocks/backend/semantic-ranges';
import { REFERENCE_DATE } from '../mocks/backend/values';
import { createNodeBackend } from '../mocks/node';
import { AUDIT_KINDS, auditDemoData, codeShapeProblem, cyclicTables, formatReport, gibberishIn } from './demo-data-audit.ts';
import { figureOffences, inProportion } from './demo-data-figures.ts';

describe('demo data audit (npm run audit:demo-data)', () => {
  it('tells Latin filler from words staff write', () => {
    expect(gibberishIn('SkeZjvryizJZZzY')).toBe('SkeZjvryizJZZzY');
    expect(gibberishIn('张伟 lorem')).toBe('lorem');
    expect(gibberishIn('学历提升')).toBeUndefined();
    expect(gibberishIn('iOS 版本 3.2，PMP 认证，联想 ThinkPad')).toBeUndefined();
    expect(gibberishIn('<p>详见 <a href="https://x.edu.cn/abc">通知</a>，或写信 zhang.wei@163.com</p>')).toBeUndefined();
  });

  it('tells a code staff assign from letter soup drawn from its pattern', () => {
    for (const code of ['SF1402837465920', 'enroll_consultant', 'CT-0017', 'ZS20250017', 'enroll_overview', 'enrollOverview', 'JDVA12345678901'])
      expect(codeShapeProblem(code)).toBeUndefined();
    for (const code of ['OUItsNKTY5', 'nLbs', '_Ke8RQYU2sz', 'vR7blcyv7n0lNQ0o6v']) expect(codeShapeProblem(code)).toMatch(/mixed-case/);
  });

  it('leaves references into a cycle of tables (departments ↔ staff) out of the time order, and no others', () => {
    const edges = new Map([
      ['department', new Set(['admin'])],
      ['admin', new Set(['department', 'position'])],
      ['position', new Set(['department'])],
      ['follow', new Set(['lead'])],
      ['lead', new Set(['admin', 'lead'])],
    ]);
    expect([...cyclicTables(edges)].toSorted()).toEqual(['admin', 'department', 'position']);
  });

  it('finds figures that differ across screens and targets out of proportion', async () => {
    expect(inProportion(796, 2)).toBe(false);
    expect(inProportion(5, 40)).toBe(false);
    expect(inProportion(0, 0)).toBe(false);
    expect(inProportion(40, 36)).toBe(true);
    expect(inProportion(3, 0)).toBe(true);
    const leads = [
      { id: 1, batch: '202609', status: 5, ownerId: 2 },
      { id: 2, batch: '202609', status: 5 },
      { id: 3, batch: '202609', status: 1 },
    ];
    const lists: Record<string, Record<string, unknown>[]> = {
      '/api/ums/promote/admissionsClue/list': leads,
      // The workbench's report sums to the list; the trend (per owner) misses the lead without an owner.
      '/api/bms/statistics/statisticsDepartment/list': [{ batch: '202609', clueCount: 3, appointmentCount: 2, receptionCount: 2, enrollCount: 2 }],
      '/api/bms/statistics/enroll/list': [{ batch: '202609', enrollCount: 1 }],
      '/api/bms/statistics/enrollTargetDepartment/list': [{ id: 7, batch: '202609', targetCount: 796, finishedCount: 2 }],
    };
    const offences = await figureOffences(async (path, query = {}) =>
      (lists[path] ?? []).filter((row) => Object.entries(query).every(([name, value]) => String(row[name]) === value)),
    );
    expect(offences).toContainEqual(expect.objectContaining({ resource: 'bmsStatisticsEnroll', field: 'enroll.enrollCount', id: '202609', value: 1 }));
    expect(offences).toContainEqual(expect.objectContaining({ resource: 'bmsStatisticsEnrollTargetDepartment', id: 7, value: 796 }));
    expect(offences).not.toContainEqual(expect.objectContaining({ resource: 'bmsStatisticsStatisticsDepartment' }));
  });

  // Every list endpoint's first 30 rows, in-process: slow on a busy machine (a minute or two), hence the budget.
  it('finds nothing on any list endpoint: no gibberish, range, reference, label, time order, image, code, ID-card or cross-screen problem', { timeout: 900_000 }, async () => {
    const backend = createNodeBackend();
    const fetcher = async (request: Request) => (await getResponse(backend.handlers, request)) ?? new Response('{"code":-1,"msg":"no handler"}');
    const report = await auditDemoData(fetcher, { groups, loadGroup, ranges: SEMANTIC_RANGES, ordinaryMagnitude: ORDINARY_MAGNITUDE, today: REFERENCE_DATE });
    const lists = groups.flatMap((g) => g.resources).length;
    expect(report.resources).toBeGreaterThan(lists);
    expect(report.rows).toBeGreaterThan(5000);
    expect(report.failures).toEqual([]);
    // The offenders, per resource, when it fails.
    expect({ totals: report.totals, offenders: report.offences.length > 0 ? formatReport(report) : '' }).toEqual({
      totals: Object.fromEntries(AUDIT_KINDS.map((kind) => [kind, 0])),
      offenders: '',
    });
  });
});
