import type * as React from 'react';
import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';

import { cn } from '@/lib/cn';

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-white hover:bg-destructive/90 focus-visible:ring-destructive/20 dark:bg-destructive/60 dark:focus-visible:ring-destructive/40',
        outline: 'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:border-input dark:bg-input/30 dark:hover:bg-input/50',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5',
        lg: 'h-10 rounded-md px-6 has-[>svg]:px-4',
        icon: 'size-9',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

// A list page renders a few buttons per row; merging the same variant classes again on every render
// showed in the 1000-row page change's profile. Few distinct combinations exist, so they are kept.
const classCache = new Map<string, string>();
function buttonClass(variant: VariantProps<typeof buttonVariants>['variant'], size: VariantProps<typeof buttonVariants>['size'], className: string | undefined): string {
  const key = `${variant ?? ''}|${size ?? ''}|${className ?? ''}`;
  let merged = classCache.get(key);
  if (merged === undefined) {
    merged = cn(buttonVariants({ variant, size, className }));
    if (classCache.size > 500) classCache.clear();
    classCache.set(key, merged);
  }
  return merged;
}

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  // Slot lets links (e.g. router <Link>) look like buttons without nesting interactive elements.
  const Comp = asChild ? Slot.Root : 'button';

  return <Comp data-slot="button" data-variant={variant ?? 'default'} data-size={size ?? 'default'} className={buttonClass(variant, size, className)} {...props} />;
}

export { Button, buttonVariants };
