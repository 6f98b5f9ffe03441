import type * as React from 'react';

import { cn } from '@/lib/cn';

// A native label: radix's only adds select-none on double click, which the classes below already
// do, and it would put radix's primitive in the sign-in pages' first JS.
function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'flex items-center gap-1 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export { Label };
