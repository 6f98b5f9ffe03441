import { Star, X } from 'lucide-react';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MAX_VIEW_NAME, readViews, removeView, saveView, setDefaultView, subscribeViews, type SavedView } from './saved-views';

interface SavedViewsBarProps {
  staffId: number | undefined;
  resourceKey: string;
  /** The list's URL search now (filters, sort, page size), saved as a view's. */
  search: Record<string, string | number | boolean>;
  columns: Record<string, boolean>;
  onApply: (view: SavedView) => void;
}

/**
 * 保存视图 and the saved views of this list as chips: a click applies one, ☆ makes it the default
 * (applied when the list opens without URL state), × deletes it. Per staff member (saved-views.ts).
 */
export function SavedViewsBar({ staffId, resourceKey, search, columns, onApply }: SavedViewsBarProps) {
  const views = useSyncExternalStore(
    subscribeViews,
    () => readViews(staffId, resourceKey),
    () => readViews(undefined, resourceKey),
  );
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const inputId = useId();
  if (staffId === undefined) return null;
  const id = staffId;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const { pageNum: _page, ...kept } = search;
    saveView(id, resourceKey, { name: trimmed, search: kept, columns });
    setOpen(false);
    setName('');
  }

  return (
    <fieldset aria-label="已保存的视图" className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
      {views.map((view) => (
        <span key={view.name} className="inline-flex items-center rounded-full border bg-card text-sm">
          <button type="button" className="rounded-l-full px-3 py-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring" onClick={() => onApply(view)}>
            {view.name}
            {view.isDefault && <span className="ml-1 text-xs text-muted-foreground">（默认）</span>}
          </button>
          <button
            type="button"
            aria-label={view.isDefault ? `取消默认视图「${view.name}」` : `设为默认视图「${view.name}」`}
            aria-pressed={view.isDefault === true}
            className="px-1 py-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => setDefaultView(id, resourceKey, view.isDefault ? undefined : view.name)}
          >
            <Star aria-hidden className={view.isDefault ? 'size-3.5 fill-current' : 'size-3.5'} />
          </button>
          <button
            type="button"
            aria-label={`删除视图「${view.name}」`}
            className="rounded-r-full px-1.5 py-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => removeView(id, resourceKey, view.name)}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </span>
      ))}
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        保存视图
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>保存视图</DialogTitle>
              <DialogDescription>保存当前的筛选、列和排序，仅自己可见；同名视图将被覆盖。</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={inputId}>视图名称</Label>
              <Input id={inputId} value={name} maxLength={MAX_VIEW_NAME} required onChange={(e) => setName(e.target.value)} />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                取消
              </Button>
              <Button type="submit">保存</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
