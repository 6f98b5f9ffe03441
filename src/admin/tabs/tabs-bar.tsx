import { Ellipsis, X } from 'lucide-react';
import { ContextMenu } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { DASHBOARD_TITLE } from '../shell/menu';
import { WORKBENCH_PATH, type Tab } from './tab-store';
import type { OpenTabs, TabCommand } from './use-open-tabs';

/** The commands of a tab, in menu order; what a tab cannot do (the workbench cannot close) is left out. */
function commandsOf(tabs: readonly Tab[], path: string): { command: TabCommand; label: string }[] {
  const at = tabs.findIndex((tab) => tab.path === path);
  const hasRight = path === WORKBENCH_PATH ? tabs.length > 0 : at >= 0 && at < tabs.length - 1;
  const hasOthers = tabs.some((tab) => tab.path !== path);
  return [
    { command: 'refresh' as const, label: '刷新' },
    ...(path !== WORKBENCH_PATH ? [{ command: 'close' as const, label: '关闭' }] : []),
    ...(hasOthers ? [{ command: 'closeOthers' as const, label: '关闭其他' }] : []),
    ...(hasRight ? [{ command: 'closeRight' as const, label: '关闭右侧' }] : []),
  ];
}

/**
 * The shown tab scrolls into the bar's view, sideways only (the page's own scroll is not touched). Told
 * by an IntersectionObserver, after the browser has laid the bar out: reading its geometry while React
 * commits would force a layout of the whole page before its rows are in (~30 ms of a warm load).
 */
function keepInBarView(link: HTMLAnchorElement | null) {
  const item = link?.parentElement;
  const bar = item?.parentElement;
  if (!item || !bar) return;
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      if (!entry || entry.intersectionRatio >= 1) return;
      if (item.offsetLeft < bar.scrollLeft) bar.scrollLeft = item.offsetLeft;
      else bar.scrollLeft = item.offsetLeft + item.offsetWidth - bar.clientWidth;
    },
    { root: bar, threshold: 1 },
  );
  observer.observe(item);
  return () => observer.disconnect();
}

const menuItemClass =
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

/**
 * The bar of open pages under the header (issue 43): the workbench first and always there, then every
 * screen and record page opened, each a link back to the URL it was left at. A tab's menu (right
 * click, or the keyboard's context-menu key) and the 标签页操作 button (for the tab shown) refresh,
 * close, close the others or those to the right. At phone width the bar scrolls sideways.
 */
export function TabsBar({ tabs, current, go, hrefOf, run }: OpenTabs) {
  const all: Tab[] = [{ path: WORKBENCH_PATH, search: '', title: DASHBOARD_TITLE }, ...tabs];

  return (
    <nav aria-label="已打开的页面" className="flex min-w-0 items-center gap-1 border-b bg-background px-2 py-1 sm:px-3 md:px-4">
      <ul className="relative flex min-w-0 flex-1 items-center gap-1 overflow-x-auto [scrollbar-width:thin]">
        {all.map((tab) => {
          const active = tab.path === current;
          return (
            <li
              key={tab.path}
              className={cn('flex shrink-0 items-center rounded-md border text-sm', active ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent')}
            >
              <ContextMenu.Root>
                <ContextMenu.Trigger asChild>
                  <a
                    href={hrefOf(tab)}
                    aria-current={active ? 'page' : undefined}
                    ref={active ? keepInBarView : undefined}
                    className="max-w-48 truncate rounded-md px-2.5 py-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    onClick={(event) => {
                      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
                      event.preventDefault();
                      go(hrefOf(tab));
                    }}
                    title={tab.title}
                  >
                    {tab.title}
                  </a>
                </ContextMenu.Trigger>
                <ContextMenu.Portal>
                  <ContextMenu.Content aria-label={`「${tab.title}」标签页操作`} className="z-50 min-w-[8rem] rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
                    {commandsOf(tabs, tab.path).map(({ command, label }) => (
                      <ContextMenu.Item key={command} className={menuItemClass} onSelect={() => run(command, tab.path)}>
                        {label}
                      </ContextMenu.Item>
                    ))}
                  </ContextMenu.Content>
                </ContextMenu.Portal>
              </ContextMenu.Root>
              {tab.path !== WORKBENCH_PATH && (
                <button
                  type="button"
                  aria-label={`关闭「${tab.title}」`}
                  title="关闭"
                  className="mr-1 rounded-sm p-0.5 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => run('close', tab.path)}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label="标签页操作" title="标签页操作">
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {commandsOf(tabs, current).map(({ command, label }) => (
            <DropdownMenuItem key={command} onSelect={() => run(command, current)}>
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}
