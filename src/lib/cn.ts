import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { twMergeConfig } from './tw-merge-config';

// tailwind-merge lets callers override a primitive's default classes via `className`
// without the order of conflicting utilities in the stylesheet deciding the winner.
// The reduced config (tw-merge-config.ts) keeps ~5.5 kB gzipped of unused default config out of
// every page's first JS.
const twMerge = createTailwindMerge(twMergeConfig);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
