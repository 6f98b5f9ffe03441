import { CalendarIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { DATE_PATTERN, dayValue, entryDay, entryProblem, entryTime, parseEntry, QUICK_RANGES, quickRangeValues, type DateKind } from '@/lib/date-entry';

interface DateInputProps {
  id: string;
  /** What the box holds: the wire value, or text as typed (never thrown away when unreadable). */
  value: string;
  onChange: (value: string) => void;
  kind: DateKind;
  invalid?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
  /** A range filter's end: the quick ranges (今天, 本周, …) fill both ends with these values. */
  onQuickRange?: (start: string, end: string) => void;
}

// The calendar (react-day-picker and date-fns) loads when one is first opened, not with every list.
const Calendar = lazy(() => import('@/components/ui/calendar').then((m) => ({ default: m.Calendar })));

/** Focus on the chosen day (or today) once the calendar is drawn: the day its arrow keys move from. */
function FocusDay({ within }: { within: RefObject<HTMLElement | null> }) {
  useEffect(() => within.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus(), [within]);
  return null;
}

const TIME = /^\s*(\d{1,2})[:：](\d{1,2})(?:[:：](\d{1,2}))?\s*$/;

/** 'HH:mm:ss' of typed time, or undefined when it is no time of day. */
function readTime(text: string): string | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const [h, m, s = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (h === undefined || m === undefined || h > 23 || m > 59 || s > 59) return undefined;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * A date or date-time field that shows and takes yyyy-MM-dd / yyyy-MM-dd HH:mm:ss whatever the
 * browser's language (a native date input shows the browser's own, mm/dd/yyyy with AM/PM in an
 * English one). Typed text is kept as typed and tidied into the pattern when the box is left; what
 * cannot be read is named under the box. 选择… opens a zh-CN calendar (weeks from Monday).
 */
export function DateInput({ id, value, onChange, kind, invalid, 'aria-describedby': describedBy, disabled, onQuickRange }: DateInputProps) {
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  // Named once the box is left, so half-typed text is not called wrong while it is being typed.
  const [checked, setChecked] = useState(false);
  const [time, setTime] = useState(() => entryTime(value));
  const wire = parseEntry(value, kind);
  // A form's own message for the field (格式不正确, an end before its start) is the one shown when there is one.
  const problem = checked && wire === undefined && !invalid ? entryProblem(kind) : undefined;
  const problemId = `${id}-entry-problem`;
  const describedByAll = [describedBy, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined;
  const selected = wire ? entryDay(wire) : undefined;
  // Not 选择开始日期: a name holding the field's title would also answer to the title, which labels the box.
  const pick = kind === 'date' ? '选择日期' : '选择日期时间';

  /** Tidies readable text into the pattern; unreadable text stays for the staff member to correct. */
  function settle() {
    setChecked(true);
    if (wire !== undefined && wire !== value) onChange(wire);
  }

  function openChange(next: boolean) {
    if (next) setTime(entryTime(wire ?? ''));
    setOpen(next);
  }

  return (
    <div className="grid gap-1.5">
      <div className="relative">
        <Input
          id={id}
          value={value}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={DATE_PATTERN[kind]}
          aria-invalid={invalid || (checked && wire === undefined) || undefined}
          aria-describedby={describedByAll}
          className="pr-9 tabular-nums"
          onChange={(e) => {
            setChecked(false);
            onChange(e.target.value);
          }}
          onBlur={settle}
          // Enter submits the form: the value goes tidied (2026/3/1 as 2026-03-01), as on leaving the box.
          onKeyDown={(e) => e.key === 'Enter' && settle()}
        />
        <Popover open={open} onOpenChange={openChange}>
          <PopoverTrigger asChild>
            <Button type="button" variant="ghost" size="icon" disabled={disabled} aria-label={pick} className="absolute inset-y-0 right-0 h-full w-9 text-muted-foreground">
              <CalendarIcon aria-hidden />
            </Button>
          </PopoverTrigger>
          <PopoverContent
            ref={content}
            align="end"
            aria-label={pick}
            // Gone at once when closed: a fading calendar beside the next one opened would be two of each.
            className="flex w-auto max-w-[calc(100vw-1rem)] gap-2 p-0 data-[state=closed]:animate-none max-sm:flex-col"
            // FocusDay puts focus in the calendar once it is drawn.
            onOpenAutoFocus={(e) => e.preventDefault()}
            // Focus goes back to the button only when it has nowhere else to be: a click on the other end's
            // button while this calendar fades out has put it in that calendar, which must keep it.
            onCloseAutoFocus={(e) => {
              if (document.activeElement && document.activeElement !== document.body) e.preventDefault();
            }}
          >
            {onQuickRange && (
              <fieldset className="flex flex-wrap gap-1 border-b p-2 sm:w-24 sm:flex-col sm:border-r sm:border-b-0">
                <legend className="sr-only">快捷选择</legend>
                {QUICK_RANGES.map((range) => (
                  <Button
                    key={range.label}
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="justify-start"
                    onClick={() => {
                      const [start, end] = quickRangeValues(range, kind, new Date());
                      onQuickRange(start, end);
                      setChecked(true);
                      setOpen(false);
                    }}
                  >
                    {range.label}
                  </Button>
                ))}
              </fieldset>
            )}
            <div className="grid">
              <Suspense fallback={<output aria-label="日历加载中" className="block h-72 w-64 animate-pulse bg-muted/40" />}>
                <Calendar
                  mode="single"
                  selected={selected}
                  defaultMonth={selected}
                  onSelect={(day) => {
                    if (!day) return;
                    onChange(dayValue(day, kind, readTime(time) ?? '00:00:00'));
                    setChecked(true);
                    if (kind === 'date') setOpen(false);
                  }}
                />
                <FocusDay within={content} />
              </Suspense>
              {kind === 'date-time' && (
                <div className="flex items-end gap-2 border-t p-2">
                  <div className="grid gap-1">
                    <label htmlFor={`${id}-time`} className="text-xs text-muted-foreground">
                      时间
                    </label>
                    <Input
                      id={`${id}-time`}
                      className="h-8 w-28 tabular-nums"
                      placeholder="HH:mm:ss"
                      value={time}
                      aria-invalid={readTime(time) === undefined || undefined}
                      onChange={(e) => {
                        setTime(e.target.value);
                        const next = readTime(e.target.value);
                        // A time changes the chosen day's; with no day chosen yet it waits for one.
                        if (next && wire) onChange(`${wire.slice(0, 10)} ${next}`);
                      }}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      const now = formatDateTime(new Date());
                      onChange(now);
                      setTime(now.slice(11));
                      setChecked(true);
                    }}
                  >
                    此刻
                  </Button>
                  <Button type="button" size="sm" onClick={() => setOpen(false)}>
                    确定
                  </Button>
                </div>
              )}
            </div>
          </PopoverContent>
        </Popover>
      </div>
      {problem && (
        <p id={problemId} className={cn('text-sm text-destructive')} aria-live="polite">
          {problem}
        </p>
      )}
    </div>
  );
}
