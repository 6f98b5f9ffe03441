/**
 * The statistics of /api/bms/statistics computed from the mock backend's records (what they mean:
 * statistics-model.ts; each report: statistics-reports.ts). A list pages the report's groups
 * (`total` = number of groups); its export is an xlsx of the same rows under the same filters. The
 * target tables stay CRUD tables, with what was achieved computed on every read.
 */
import { HttpResponse } from 'msw';
import type { OperationMeta } from '@generated/manifest/types';
import { coerceParams } from '../coerce';
import { pageRange } from '../rows';
import type { Row } from '../store';
import { writeSheet, xlsxResponse } from '../xlsx';
import type { DerivedAnswer } from './types';
import type { StatsQuery } from './statistics-model';
import {
  appointmentByDepartmentReport,
  biDepartmentReport,
  clueActivateReport,
  clueByOriginReport,
  continueReport,
  conversionByOwnerReport,
  departmentReport,
  enrollByChannelReport,
  enrollByProjectReport,
  enrollReport,
  incomeByMonthReport,
  peerReport,
  promoteReport,
  subclassReport,
  selectTargets,
  withFinished,
  type Report,
} from './statistics-reports';
import { tableRows } from './statistics-sources';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '操作成功', data });

/** list operationId → [export operationId, report]. */
const REPORTS: Record<string, readonly [string, Report]> = {
  bmsStatisticsStatisticsDepartmentList: ['bmsStatisticsStatisticsDepartmentExport', departmentReport],
  bmsStatisticsEnrollList: ['bmsStatisticsEnrollExport', enrollReport],
  bmsStatisticsStatisticsClassificationEnrollByChannelList: ['bmsStatisticsStatisticsClassificationEnrollByChannelExport', enrollByChannelReport],
  bmsStatisticsContinueList: ['bmsStatisticsContinueExport', continueReport],
  bmsStatisticsClueActivateList: ['bmsStatisticsClueActivateExport', clueActivateReport],
  bmsStatisticsBiDepartmentList: ['bmsStatisticsBiDepartmentExport', biDepartmentReport],
  bmsStatisticsPromoteList: ['bmsStatisticsPromoteExport', promoteReport],
  bmsStatisticsStatisticsClassificationEnrollByProjectList: ['bmsStatisticsStatisticsClassificationEnrollByProjectExport', enrollByProjectReport],
  bmsStatisticsStatisticsClassificationClueByOriginList: ['bmsStatisticsStatisticsClassificationClueByOriginExport', clueByOriginReport],
  bmsStatisticsStatisticsClassificationAppointmentByDepartmentList: ['bmsStatisticsStatisticsClassificationAppointmentByDepartmentExport', appointmentByDepartmentReport],
  bmsStatisticsStatisticsClassificationIncomeByMonthList: ['bmsStatisticsStatisticsClassificationIncomeByMonthExport', incomeByMonthReport],
  bmsStatisticsStatisticsClassificationConversionByOwnerList: ['bmsStatisticsStatisticsClassificationConversionByOwnerExport', conversionByOwnerReport],
  bmsStatisticsPeerList: ['bmsStatisticsPeerExport', peerReport],
  bmsStatisticsStatisticsSubclassList: ['bmsStatisticsStatisticsSubclassExport', subclassReport],
};

/** Target tables whose finishedCount/finishedAmount are computed: list, export, detail operationIds. */
const TARGETS = {
  projectTargets: ['bmsStatisticsEnrollTargetList', 'bmsStatisticsEnrollTargetExport', 'bmsStatisticsEnrollTargetDetail'],
  departmentTargets: ['bmsStatisticsEnrollTargetDepartmentList', 'bmsStatisticsEnrollTargetDepartmentExport', 'bmsStatisticsEnrollTargetDepartmentDetail'],
  staffTargets: ['bmsStatisticsDepartmentEnrollTargetList', 'bmsStatisticsDepartmentEnrollTargetExport', 'bmsStatisticsDepartmentEnrollTargetDetail'],
} as const;

/** The params an operation declares, typed as the spec says (others are ignored, as a backend's binder does). */
function queryOf(request: Request, operation: OperationMeta): StatsQuery {
  return coerceParams(new URL(request.url).searchParams, operation.query);
}

function page(rows: unknown[], query: StatsQuery) {
  const { start, end } = pageRange(query);
  return ok({ pageList: rows.slice(start, end), total: rows.length });
}

async function sheet(list: OperationMeta | undefined, rows: unknown[], filename: string): Promise<Response> {
  return xlsxResponse(await writeSheet(list?.dataFields ?? [], rows as Row[]), `${filename}.xlsx`);
}

/** What staff call an export's file: its summary without 导出 (导出部门统计 → 部门统计.xlsx). */
const fileName = (operation: OperationMeta): string => operation.summary.replace(/^导出/, '').trim() || operation.operationId;

function idsOf(value: unknown): number[] | undefined {
  if (value === undefined) return undefined;
  return [value].flat().map(Number);
}

export const statisticsAnswers: Record<string, DerivedAnswer> = {};

for (const [listId, [exportId, report]] of Object.entries(REPORTS)) {
  statisticsAnswers[listId] = async (ctx, request, located) => {
    const query = queryOf(request, located.operation);
    return page(await report({ store: ctx.store, query }), query);
  };
  statisticsAnswers[exportId] = async (ctx, request, located) => {
    const rows = await report({ store: ctx.store, query: queryOf(request, located.operation) });
    const list = located.resource.operations.find((o) => o.operationId === listId);
    return sheet(list, rows, fileName(located.operation));
  };
}

for (const [table, [listId, exportId, detailId]] of Object.entries(TARGETS) as [keyof typeof TARGETS, (typeof TARGETS)[keyof typeof TARGETS]][]) {
  statisticsAnswers[listId] = async (ctx, request, located) => {
    const query = queryOf(request, located.operation);
    return page(await selectTargets(ctx.store, table, query), query);
  };
  statisticsAnswers[exportId] = async (ctx, request, located) => {
    // `ids` (导出选中) picks the records; the other params still filter, as a backend's WHERE would.
    const { ids, ...query } = queryOf(request, located.operation);
    const rows = await selectTargets(ctx.store, table, query, idsOf(ids));
    const list = located.resource.operations.find((o) => o.operationId === listId);
    return sheet(list, rows, located.resource.name);
  };
  statisticsAnswers[detailId] = async (ctx, request, located) => {
    const id = Number(queryOf(request, located.operation).id);
    const row = (await tableRows(ctx.store, table)).find((r) => r.id === id);
    // An unknown id: the generic answer refuses it (40004) as for any table.
    return row ? ok((await withFinished(ctx.store, table, [row]))[0]) : undefined;
  };
}
