import type { FieldMeta, OperationMeta } from '@generated/manifest/types';
import { FileDown, Plus, RefreshCw, Trash2, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ExportButton } from './export-button';
import { bulkStateReason } from './operation-target';
import type { Row } from './use-resource-list';
import type { Acting } from '@/lib/record-effects';
import { bulkEffectsReason } from './action-effects';

interface ToolbarProps {
  save?: OperationMeta;
  exportOp?: OperationMeta;
  upload?: OperationMeta;
  mould?: OperationMeta;
  bulkRemove?: OperationMeta;
  selected: number;
  exporting: boolean;
  onCreate: () => void;
  onExport: () => void;
  /** Exports the selected rows; absent when the export cannot take ids. */
  onExportSelected?: () => void;
  onUpload: () => void;
  onMould: () => void;
  onBulkRemove: () => void;
  onRefresh: () => void;
  /** The resource's own actions that take no record (提交申请), beside 新增. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** 新增 · 导出 (全部 / 选中) · 导入 · 下载模板 · bulk actions, only those the resource has and the user may use. */
export function Toolbar(props: ToolbarProps) {
  return (
    <div role="toolbar" aria-label="列表操作" className="flex flex-wrap items-center gap-2">
      {props.save && (
        <Button onClick={props.onCreate}>
          <Plus aria-hidden />
          新增
        </Button>
      )}
      {props.actions}
      {props.exportOp && <ExportButton selected={props.selected} exporting={props.exporting} onExportAll={props.onExport} onExportSelected={props.onExportSelected} />}
      {props.upload && (
        <Button variant="outline" onClick={props.onUpload}>
          <Upload aria-hidden />
          导入
        </Button>
      )}
      {props.mould && (
        <Button variant="outline" onClick={props.onMould}>
          <FileDown aria-hidden />
          下载模板
        </Button>
      )}
      {props.bulkRemove && (
        <Button variant="outline" className="text-destructive" disabled={props.selected === 0} onClick={props.onBulkRemove}>
          <Trash2 aria-hidden />
          批量删除{props.selected > 0 ? `（${props.selected}）` : ''}
        </Button>
      )}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        <Button variant="ghost" size="icon" aria-label="刷新" onClick={props.onRefresh}>
          <RefreshCw aria-hidden />
        </Button>
        {props.children}
      </div>
    </div>
  );
}

interface BulkActionsProps {
  /** The resource's actions that take `ids`, those the user may run. */
  actions: OperationMeta[];
  /** The selected records. */
  rows: Row[];
  /** The list's fields: the enum labels that name a status in a reason. */
  fields: FieldMeta[];
  onRun: (operation: OperationMeta) => void;
  /** The signed-in staff member: an action whose `x-effects` preconditions or actor fail on a selected record is off. */
  acting?: Acting;
}

/**
 * The resource's bulk actions (批量审核 …) on the selected records. One runs only when it applies to
 * every selected record (`x-states`); otherwise it is off and says why, by the states' labels
 * (所选记录中有 2 条不是「待审核」状态), as its tooltip and accessible description.
 */
export function BulkActions({ actions, rows, fields, onRun, acting }: BulkActionsProps) {
  return actions.map((operation) => {
    const reason = rows.length === 0 ? '请先勾选要操作的记录' : (bulkStateReason(operation, rows, fields) ?? bulkEffectsReason(operation, rows, acting, fields));
    return (
      <Button key={operation.operationId} variant="outline" disabled={reason !== undefined} title={reason} onClick={() => onRun(operation)}>
        {operation.summary}
      </Button>
    );
  });
}
