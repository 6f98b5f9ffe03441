import { useNavigate } from '@tanstack/react-router';
import { Command } from 'cmdk';
import { CornerDownLeft, LayoutDashboard, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/use-lazy-dialog';
import { useAdminState } from '../admin-store';
import { AreaIcon } from './area-icons';
import { DASHBOARD_TITLE } from './menu';
import { RecordResults, useSearchedResource } from './record-search';
import { screenItems, searchScreens, type ScreenItem } from './screen-search';

const ITEM = 'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';

/**
 * Ctrl/Cmd+K: find any screen the staff member may open by Chinese name, pinyin initials or full
 * pinyin. cmdk supplies the combobox and keyboard handling; the ranking is ours (screen-search.ts)
 * so that `gly` puts 管理员 first.
 */
export function CommandPalette({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const list = useAdminState((state) => state.menu.list);
  const items = useMemo(() => screenItems(list), [list]);
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchScreens(items, query), [items, query]);
  const navigate = useNavigate();
  // The records of the screen it was opened over are found too (by name, phone, code).
  const here = useSearchedResource();

  function setOpen(next: boolean) {
    if (!next) setQuery('');
    onOpenChange(next);
  }

  function go(href: string) {
    setOpen(false);
    void navigate({ href });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent showCloseButton={false} onCloseAutoFocus={onCloseAutoFocus} className="top-[12%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl">
        <DialogTitle className="sr-only">搜索功能</DialogTitle>
        <DialogDescription className="sr-only">
          输入功能名称、拼音首字母或全拼，例如 gly 查找管理员；在某个功能页面中还可按名称或编号查找它的记录。上下键选择，回车打开。
        </DialogDescription>
        <Command label="搜索功能" shouldFilter={false} loop className="flex flex-col">
          <div className="flex items-center gap-2 border-b px-4">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="搜索功能：名称或拼音，如“gly”找管理员"
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List label="功能" className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
            <Command.Empty className="py-8 text-center text-sm text-muted-foreground">未找到匹配的功能</Command.Empty>
            {query.trim() ? (
              <>
                {results.map((item) => (
                  <ScreenOption key={item.entry.href} item={item} onSelect={go} />
                ))}
                {here && <RecordResults entry={here} query={query} onSelect={go} />}
              </>
            ) : (
              <>
                <Command.Item value="/admin" onSelect={() => go('/admin')} className={ITEM}>
                  <LayoutDashboard className="size-4 text-muted-foreground" aria-hidden />
                  {DASHBOARD_TITLE}
                </Command.Item>
                {list.map((area) => (
                  <Command.Group
                    key={area.key}
                    heading={area.name}
                    className="mt-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-muted-foreground"
                  >
                    {screenItems([area]).map((item) => (
                      <ScreenOption key={item.entry.href} item={item} onSelect={go} where={area.groups.length > 1 ? item.groupName : ''} />
                    ))}
                  </Command.Group>
                ))}
              </>
            )}
          </Command.List>
          <p className="flex items-center gap-3 border-t px-4 py-2 text-xs text-muted-foreground" aria-hidden>
            <span>↑↓ 选择</span>
            <span className="inline-flex items-center gap-1">
              <CornerDownLeft className="size-3" /> 打开
            </span>
            <span>Esc 关闭</span>
            <span className="ml-auto">共 {items.length} 个功能</span>
          </p>
        </Command>
      </DialogContent>
    </Dialog>
  );
}

interface ScreenOptionProps {
  item: ScreenItem;
  onSelect: (href: string) => void;
  /** Where the screen sits, shown beside it; by default its area (and group when that differs). */
  where?: string;
}

function ScreenOption({ item, onSelect, where = item.areaName === item.groupName ? item.areaName : `${item.areaName} › ${item.groupName}` }: ScreenOptionProps) {
  return (
    <Command.Item value={item.entry.href} onSelect={() => onSelect(item.entry.href)} className={ITEM}>
      <AreaIcon area={item.areaKey} className="size-4 text-muted-foreground" />
      <span className="flex-1 truncate">{item.entry.name}</span>
      {where && <span className="truncate text-xs text-muted-foreground">{where}</span>}
    </Command.Item>
  );
}
