import type * as React from 'react';

import { cn } from '@/lib/cn';

/**
 * A file picker that speaks zh-CN whatever the browser's own language: the native control's
 * "Choose File / No file chosen" comes from the browser, so the input itself is visually hidden
 * (still focusable and named by its form label) and shows 选择文件 and the chosen file's name.
 */
function FileInput({ className, file, ...props }: Omit<React.ComponentProps<'input'>, 'type'> & { file?: File }) {
  return (
    <div data-slot="file-input" className={cn('flex min-w-0 items-center gap-3', className)}>
      <input type="file" className="peer sr-only" {...props} />
      {/* Hidden from the accessibility tree: the input's own label names it; this is only the visible face. */}
      <label
        htmlFor={props.id}
        aria-hidden
        className="inline-flex h-9 shrink-0 cursor-pointer items-center rounded-md border bg-background px-4 text-sm font-medium shadow-xs peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50 hover:bg-accent"
      >
        选择文件
      </label>
      <span className="min-w-0 truncate text-sm text-muted-foreground">{file ? file.name : '未选择文件'}</span>
    </div>
  );
}

export { FileInput };
