import type { FieldMeta } from '@generated/manifest/types';
import { ChevronDown, LoaderCircle, RefreshCw, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { errorText } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { EMPTY_CELL } from './cell-format';
import type { PickerScope } from './field-dependencies';
import { idsOfValue, isMultiple, type RelationRef } from './relation-data';
import { RecordLink } from './relation-label';
import { useRelationLabel } from './use-relation';

export interface RelationInputProps {
  field: FieldMeta;
  id: string;
  /** The chosen id, or ids joined by commas (`…Ids`), as the form keeps every value: a string. */
  value: string;
  onChange: (value: string) => void;
  mode: 'filter' | 'form';
  invalid?: boolean;
  'aria-describedby'?: string;
  /** Choices narrowed by another field of the form, or none until it is filled (x-depends-on). */
  scope?: PickerScope;
}

export const TRIGGER =
  'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-left text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:bg-input/30';
export const POPOVER = 'z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-md border bg-popover p-0 text-popover-foreground shadow-md outline-none';
export const SEARCH = 'h-9 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground';

/** The chosen value's label in a single picker's trigger: fetched when the row does not carry it. */
function ChosenLabel({ refTo, id }: { refTo: RelationRef; id: string }) {
  const { label } = useRelationLabel(refTo, id);
  return <span className="truncate">{label ?? EMPTY_CELL}</span>;
}

/** One chosen record of a multi-select, with its 移除 button. */
export function RelationChip({ refTo, id, onRemove }: { refTo: RelationRef; id: string; onRemove: () => void }) {
  const { label } = useRelationLabel(refTo, id);
  const text = label ?? EMPTY_CELL;
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded bg-secondary py-0.5 pr-0.5 pl-2 text-xs text-secondary-foreground">
      <span className="truncate">
        <RecordLink resource={refTo.resource} id={id} newTab>
          {text}
        </RecordLink>
      </span>
      <button
        type="button"
        aria-label={`移除${label ?? `ID ${id}`}`}
        onClick={onRemove}
        className="rounded p-0.5 hover:bg-muted-foreground/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X aria-hidden className="size-3" />
      </button>
    </span>
  );
}

interface ShellProps extends RelationInputProps {
  refTo: RelationRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popover's content: search box and options. */
  children: ReactNode;
}

/**
 * What both pickers share: the trigger (role combobox, named by the field's label), the chosen
 * value's label or the chips of a multi-select, a clear button, and the popover.
 */
export function RelationShell({ field, id, value, onChange, mode, invalid, refTo, open, onOpenChange, children, scope, 'aria-describedby': describedBy }: ShellProps) {
  const multiple = isMultiple(field);
  const ids = idsOfValue(value);
  // A dependent picker has nothing to offer before the field it depends on is filled: it says which.
  const waitingFor = scope && 'waitingFor' in scope ? scope.waitingFor : undefined;
  const placeholder = waitingFor !== undefined ? `请先选择${waitingFor}` : mode === 'filter' && !multiple ? `全部（请选择${field.title}）` : `请选择${field.title}`;
  const listId = `${id}-options`;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <div className="grid gap-1.5">
        {multiple && ids.length > 0 && (
          <ul aria-label={`已选${field.title}`} className="flex flex-wrap gap-1">
            {ids.map((chosen) => (
              <li key={chosen} className="max-w-full">
                <RelationChip refTo={refTo} id={chosen} onRemove={() => onChange(ids.filter((other) => other !== chosen).join(','))} />
              </li>
            ))}
          </ul>
        )}
        <div className="relative">
          <Popover.Trigger asChild>
            <button
              type="button"
              id={id}
              // The select-only combobox of the ARIA practices: a button that opens a listbox (or tree)
              // with its own search box; an <input> or <select> cannot hold a remote, paged search.
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              disabled={waitingFor !== undefined}
              data-relation={refTo.resource}
              className={cn(TRIGGER, !multiple && ids.length > 0 && 'pr-14')}
              onKeyDown={(event) => {
                // A select opens on the arrow keys as well as Enter and Space.
                if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
                  event.preventDefault();
                  onOpenChange(true);
                }
              }}
            >
              {!multiple && ids[0] !== undefined ? <ChosenLabel refTo={refTo} id={ids[0]} /> : <span className="truncate text-muted-foreground">{placeholder}</span>}
              <ChevronDown aria-hidden className="size-4 shrink-0 opacity-50" />
            </button>
          </Popover.Trigger>
          {!multiple && ids.length > 0 && (
            <button
              type="button"
              aria-label={`清除${field.title}`}
              onClick={() => onChange('')}
              className="absolute top-1/2 right-8 -translate-y-1/2 rounded p-0.5 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          )}
        </div>
      </div>
      <Popover.Portal>
        <Popover.Content id={`${id}-popover`} align="start" sideOffset={4} className={POPOVER} aria-label={`选择${field.title}`}>
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Loading, failed (加载失败 + 重试: never shown as "no data") or empty, below the options. */
export function PickerStatus({ loading, error, empty, onRetry }: { loading: boolean; error: unknown; empty: boolean; onRetry: () => void }) {
  if (error) {
    return (
      <div role="alert" className="grid justify-items-center gap-2 px-3 py-4 text-center text-sm">
        <p className="font-medium">加载失败</p>
        <p className="text-xs text-muted-foreground">{errorText(error)}</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden />
          重试
        </Button>
      </div>
    );
  }
  return (
    <output className={cn('block px-3 text-center text-sm text-muted-foreground', (loading || empty) && 'py-4')}>
      {loading ? (
        <span className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin" /> 加载中…
        </span>
      ) : empty ? (
        '无匹配结果'
      ) : null}
    </output>
  );
}
