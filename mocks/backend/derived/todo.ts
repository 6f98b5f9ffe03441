import { HttpResponse } from 'msw';
import type { OperationMeta } from '@generated/manifest/types';
import { coerceParams } from '../coerce';
import { seedTable } from '../demo-data';
import { groupModules } from '../modules';
import { filterRows, paginate } from '../rows';
import type { Row } from '../store';
import { formatDateTime } from '../values';
import type { DerivedAnswer, DerivedContext } from './types';

const TABLE = 'bmsSystemToDoMatter';
const UNHANDLED = 0;
const APPROVAL = 1;

async function todoRows(ctx: DerivedContext): Promise<{ rows: Row[]; list: OperationMeta | undefined }> {
  const { meta } = await groupModules('bms-system');
  const resource = meta.resources.find((r) => r.key === TABLE);
  if (!resource) return { rows: [], list: undefined };
  return { rows: ctx.store.rows(TABLE, () => seedTable(resource, ctx.store.seed, Infinity, ctx.store)), list: resource.operations.find((o) => o.kind === 'list') };
}

/** Not handled and past its deadline, now (times are `yyyy-MM-dd HH:mm:ss`, so text order is time order). */
const overdue = (row: Row, now: string) => row.status === UNHANDLED && typeof row.deadline === 'string' && row.deadline < now;

/**
 * The to-do counts are counts of the to-do table, so each count on the workbench is exactly the
 * total of the list it links to (未处理: status 0; 待审批: type 审批 and status 0; 已逾期: overdue=true).
 */
export const todoAnswers: Record<string, DerivedAnswer> = {
  bmsSystemToDoMatterCount: async (ctx) => {
    const { rows } = await todoRows(ctx);
    const now = formatDateTime(new Date());
    const unhandled = rows.filter((r) => r.status === UNHANDLED);
    return HttpResponse.json({
      code: 0,
      msg: '操作成功',
      data: { unhandledCount: unhandled.length, approvalCount: unhandled.filter((r) => r.type === APPROVAL).length, overdueCount: unhandled.filter((r) => overdue(r, now)).length },
    });
  },
  // `overdue` is a condition on two fields and the clock, not a field: applied here, the rest as any list's filters.
  bmsSystemToDoMatterList: async (ctx, request) => {
    const { rows, list } = await todoRows(ctx);
    if (!list) return undefined;
    const { overdue: onlyOverdue, ...query } = coerceParams(new URL(request.url).searchParams, list.query);
    const now = formatDateTime(new Date());
    const chosen = onlyOverdue === true ? rows.filter((r) => overdue(r, now)) : rows;
    return HttpResponse.json({ code: 0, msg: '操作成功', data: paginate(filterRows(chosen, query, list), query) });
  },
};
