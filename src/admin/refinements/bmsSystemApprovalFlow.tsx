import { cn } from '@/lib/cn';
import { formatCell } from '../resource/cell-format';
import type { Refinement } from '../resource/refinement';

/**
 * 审批流程 is a work queue: staff open it to find what waits for them and to answer it. The spec's
 * order (ID, 审批业务, 业务单据ID, 标题, 申请内容, 申请人…, 审核状态, 当前层级…) reads like the table
 * behind it, so:
 * - columns read as an approval does: what (标题, 审批业务), who and where (申请人, 部门), where it
 *   stands (审核状态, 当前审批人), when (申请时间, 完成时间);
 * - 业务单据ID (the id of a record in another module, meaningless on its own) and 当前层级 (a step
 *   number; 当前审批人 already says whose turn it is) are left out;
 * - 审核状态 is a badge, so the pending ones (the only ones 审核 and 撤回 apply to) stand out in a long page;
 * - the 审核状态 filter comes first, then 范围 (我发起的 / 待我审批 / 我已审批): the two questions staff ask.
 */
const STATUS_TONE: Record<string, string> = {
  '0': 'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-400/30',
  '1': 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-400/30',
  '2': 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30',
  '3': 'bg-muted text-muted-foreground ring-border',
};

export const refine: Refinement = {
  columns: {
    order: ['title', 'businessType', 'applicantName', 'departmentName', 'auditStatus', 'currentApproverName', 'applyTime', 'finishTime'],
    hide: ['businessId', 'currentLevel'],
    cells: {
      auditStatus: (row, field) => (
        <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1', STATUS_TONE[String(row.auditStatus)] ?? STATUS_TONE['3'])}>
          {formatCell(field, row.auditStatus)}
        </span>
      ),
    },
  },
  filters: {
    order: ['auditStatus', 'scope'],
  },
};
