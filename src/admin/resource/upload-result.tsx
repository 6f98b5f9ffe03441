import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { writeXlsx } from '@/lib/xlsx-lite';
import { saveFile } from './download';

export interface UploadResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; reason: string }[];
}

/** Failed rows per page: a 5,000-row file can fail on every row, and rendering them all blocks the page. */
export const ERROR_PAGE_SIZE = 20;

/**
 * The server's per-row result: counts, then the failed rows a page at a time, also downloadable as
 * 失败明细.xlsx (written in the browser by a small writer: SheetJS stays out of the app's bundle,
 * and the file needs nothing the answer does not already hold).
 */
export function UploadResultView({ result }: { result: UploadResult }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(result.errors.length / ERROR_PAGE_SIZE));
  const shown = result.errors.slice((page - 1) * ERROR_PAGE_SIZE, page * ERROR_PAGE_SIZE);
  const download = () => saveFile(new File([writeXlsx([['行号', '失败原因'], ...result.errors.map((e) => [e.row, e.reason])], '失败明细')], '失败明细.xlsx'), '失败明细.xlsx');

  return (
    <section aria-label="导入结果" className="grid gap-2 rounded-md border p-3 text-sm">
      <p>
        共 {result.total} 行，成功 <b className="text-emerald-600 dark:text-emerald-400">{result.success}</b> 行，失败 <b className="text-destructive">{result.failed}</b> 行
      </p>
      {result.errors.length > 0 && (
        <>
          <div className="flex items-center justify-between gap-2">
            <span className="text-muted-foreground">失败明细（{result.errors.length} 条）</span>
            <Button type="button" variant="outline" size="sm" onClick={download}>
              下载失败明细
            </Button>
          </div>
          <table className="w-full text-left">
            <caption className="sr-only">失败明细</caption>
            <thead>
              <tr>
                <th scope="col" className="w-16 py-1">
                  行号
                </th>
                <th scope="col" className="py-1">
                  失败原因
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={`${e.row}-${e.reason}`} className="border-t">
                  <td className="py-1">{e.row}</td>
                  <td className="py-1 text-destructive">{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav aria-label="失败明细分页" className="flex items-center justify-end gap-2">
              <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                上一页
              </Button>
              <span aria-live="polite">
                第 {page} / {pages} 页
              </span>
              <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                下一页
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
