import { ChevronUp, FlaskConical } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { DOCK_RESERVE, loadDock, saveDock, type MockPanelDock } from './mock-panel-dock';

/**
 * A press here is not a press "outside" an open dialog: without this, opening the panel over a
 * form dialog would close the form (Radix dismisses on a document pointerdown outside it).
 */
const keepDialogsOpen = (event: SyntheticEvent) => event.stopPropagation();

/** Gives the page room below its content for the button's strip (see DOCK_RESERVE). */
function useReservedStrip() {
  useEffect(() => {
    const { documentElement: html, body } = document;
    html.style.setProperty('--mock-panel-reserve', DOCK_RESERVE);
    body.style.paddingBottom = DOCK_RESERVE;
    html.style.scrollPaddingBottom = DOCK_RESERVE;
    return () => {
      html.style.removeProperty('--mock-panel-reserve');
      body.style.removeProperty('padding-bottom');
      html.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
}

interface MockPanelLauncherProps {
  /** The button that opens the panel (a DialogTrigger), so the dialog keeps its focus return. */
  trigger: ReactElement;
}

/**
 * The testers' button in a bottom corner of the screen, in a strip the page keeps free. Testers move
 * it to the other corner or fold it to a tab on the screen edge; the choice is remembered. It sits
 * above dialogs (and outside their aria-hidden), so a fault can be switched on while a form is open.
 * Below `sm` it is the page's last row instead (scroll to the end to reach it).
 */
export function MockPanelLauncher({ trigger }: MockPanelLauncherProps) {
  const [dock, setDock] = useState(loadDock);
  const tabRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);
  const focusAfterUnfold = useRef(false);
  useReservedStrip();

  const change = (next: MockPanelDock) => (setDock(next), saveDock(next));
  useLayoutEffect(() => {
    if (dock.folded || !focusAfterUnfold.current) return;
    focusAfterUnfold.current = false;
    menuRef.current?.focus();
  }, [dock.folded]);

  const left = dock.side === 'left';
  return createPortal(
    // aria-live keeps this outside the aria-hidden that a modal dialog puts on the rest of the page.
    <div
      aria-live="off"
      onPointerDown={keepDialogsOpen}
      // On a phone it is not fixed but the page's last row, in the strip kept for it (-mb-14 into the
      // body's reserve): a fixed button there would sit over whatever row scrolls under it.
      className={cn(
        'pointer-events-auto fixed bottom-3 z-[60] flex max-sm:static max-sm:-mb-14 max-sm:h-14 max-sm:items-center',
        left ? (dock.folded ? 'left-0' : 'left-3 max-sm:px-3') : dock.folded ? 'right-0 max-sm:justify-end' : 'right-3 max-sm:justify-end max-sm:px-3',
      )}
    >
      {dock.folded ? (
        <Button
          ref={tabRef}
          variant="outline"
          size="sm"
          className={cn('h-8 w-6 px-0 shadow-md has-[>svg]:px-0', left ? 'rounded-l-none border-l-0' : 'rounded-r-none border-r-0')}
          aria-label="展开测试工具"
          title="展开测试工具"
          onClick={() => ((focusAfterUnfold.current = true), change({ ...dock, folded: false }))}
        >
          <FlaskConical aria-hidden />
        </Button>
      ) : (
        <div className="flex rounded-md shadow-md [&>button:first-child]:rounded-r-none">
          {trigger}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button ref={menuRef} variant="outline" size="sm" className="rounded-l-none border-l-0 px-1.5 has-[>svg]:px-1.5" aria-label="移动或收起" title="移动或收起">
                <ChevronUp aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              side="top"
              align={left ? 'start' : 'end'}
              className="z-[60]"
              onPointerDown={keepDialogsOpen}
              onCloseAutoFocus={(event) => tabRef.current && (event.preventDefault(), tabRef.current.focus())}
            >
              <DropdownMenuLabel>测试工具按钮</DropdownMenuLabel>
              <DropdownMenuRadioGroup value={dock.side} onValueChange={(side) => change({ ...dock, side: side === 'left' ? 'left' : 'right' })}>
                <DropdownMenuRadioItem value="left">停靠左下角</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="right">停靠右下角</DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => change({ ...dock, folded: true })}>收起到屏幕边缘</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      )}
    </div>,
    document.body,
  );
}
