import type * as React from 'react';
import { LoaderCircleIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

/** A busy indicator announced politely: `<output>` is an implicit live status region. */
function Spinner({ className, 'aria-label': ariaLabel = '加载中', ...props }: React.ComponentProps<'output'>) {
  return (
    <output aria-label={ariaLabel} data-slot="spinner" className={cn('inline-flex', className)} {...props}>
      <LoaderCircleIcon aria-hidden className="size-full animate-spin" />
    </output>
  );
}

export { Spinner };
