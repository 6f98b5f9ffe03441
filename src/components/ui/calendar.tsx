import type * as React from 'react';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { DayPicker, getDefaultClassNames } from 'react-day-picker';
// The one locale by its own path: the barrel would pull date-fns' every locale into the chunk.
import { zhCN } from 'react-day-picker/locale/zh-CN';

import { cn } from '@/lib/cn';

/** Years the month/year dropdowns offer: birth dates to long-running plans. */
const START_MONTH = new Date(1900, 0, 1);
const END_MONTH = new Date(2100, 11, 1);

/**
 * A month calendar (react-day-picker), always zh-CN whatever the browser's language: month and
 * weekday names, every ARIA label, weeks starting on Monday. Styled with the theme's tokens, so it
 * follows the light and dark themes.
 */
function Calendar({ className, classNames, ...props }: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      locale={zhCN}
      weekStartsOn={1}
      captionLayout="dropdown"
      startMonth={START_MONTH}
      endMonth={END_MONTH}
      showOutsideDays
      className={cn('bg-popover p-2 [--cell-size:--spacing(8)]', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4', defaults.months),
        month: cn('flex w-full flex-col gap-3', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1', defaults.nav),
        button_previous: cn(
          'inline-flex size-(--cell-size) items-center justify-center rounded-md hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          'inline-flex size-(--cell-size) items-center justify-center rounded-md hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn('flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)', defaults.month_caption),
        dropdowns: cn('flex h-(--cell-size) items-center justify-center gap-1.5 text-sm font-medium', defaults.dropdowns),
        dropdown_root: cn('relative rounded-md border border-input shadow-xs has-focus:border-ring has-focus:ring-[3px] has-focus:ring-ring/50', defaults.dropdown_root),
        dropdown: cn('absolute inset-0 bg-popover opacity-0', defaults.dropdown),
        caption_label: cn(
          'flex h-8 items-center gap-1 rounded-md pr-1 pl-2 text-sm font-medium select-none [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
          defaults.caption_label,
        ),
        month_grid: 'w-full border-collapse',
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn('flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none', defaults.weekday),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn('relative size-(--cell-size) p-0 text-center select-none', defaults.day),
        day_button: cn(
          'inline-flex size-(--cell-size) items-center justify-center rounded-md text-sm font-normal tabular-nums hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
          defaults.day_button,
        ),
        selected: cn('[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90 [&>button]:hover:text-primary-foreground', defaults.selected),
        today: cn('[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4', defaults.today),
        outside: cn('text-muted-foreground', defaults.outside),
        disabled: cn('text-muted-foreground opacity-50', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: ({ className: chevronClass, orientation }) => {
          const Icon = orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon;
          return <Icon aria-hidden className={cn('size-4', chevronClass)} />;
        },
      }}
      {...props}
    />
  );
}

export { Calendar };
