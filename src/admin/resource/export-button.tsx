import { ChevronDown, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

interface ExportButtonProps {
  /** Rows selected on this page. */
  selected: number;
  exporting: boolean;
  onExportAll: () => void;
  /** Present when the export can take the selected ids. */
  onExportSelected?: () => void;
}

/**
 * 导出: with rows selected (and an export that takes ids) a menu of 导出选中（N 条）and
 * 导出全部（按当前筛选）; otherwise one button exporting what the filters select.
 *
 * @example
 * <ExportButton selected={2} exporting={false} onExportAll={all} onExportSelected={chosen} />
 */
export function ExportButton({ selected, exporting, onExportAll, onExportSelected }: ExportButtonProps) {
  if (!onExportSelected || selected === 0) {
    return (
      <Button variant="outline" onClick={onExportAll} disabled={exporting} aria-busy={exporting}>
        <Download aria-hidden />
        导出
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={exporting} aria-busy={exporting}>
          <Download aria-hidden />
          导出
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={onExportSelected}>导出选中（{selected} 条）</DropdownMenuItem>
        <DropdownMenuItem onSelect={onExportAll}>导出全部（按当前筛选）</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
