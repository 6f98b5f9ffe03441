import type * as React from 'react'
import { LoaderCircleIcon } from 'lucide-react'

import { cn } from '@/lib/cn'

function Spinner({
  className,
  'aria-label': ariaLabel = '加载中',
  ...props
}: React.ComponentProps<'svg'>) {
  // role="status" with a label makes lucide keep the icon exposed instead of aria-hidden.
  return (
    <LoaderCircleIcon
      role="status"
      aria-label={ariaLabel}
      data-slot="spinner"
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  )
}

export { Spinner }
