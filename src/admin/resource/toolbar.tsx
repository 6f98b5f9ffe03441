import type { OperationMeta } from '@generated/manifest/types';
import { FileDown, Plus, RefreshCw, Trash2, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ExportButton } from './export-button';

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
      <div className="ml-auto flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label="刷新" onClick={props.onRefresh}>
          <RefreshCw aria-hidden />
        </Button>
        {props.children}
      </div>
    </div>
  );
}
