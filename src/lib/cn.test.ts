import { describe, expect, it } from 'vitest';
import { cn } from './cn';

// What the components rely on: a caller's `className` comes last and wins over the primitive's default.
describe('cn', () => {
  it('merges: a later class of the same group replaces the earlier one instead of both staying', () => {
    expect(cn('p-4', 'p-2')).toBe('p-2');
    expect(cn('p-4 p-2')).toBe('p-2');
  });

  it("lets a className override a primitive's default", () => {
    // button.tsx's default size, with a caller's tighter padding.
    expect(cn('h-9 px-4 py-2', 'px-2')).toBe('h-9 py-2 px-2');
    expect(cn('h-9 px-4', 'h-7 px-1')).toBe('h-7 px-1');
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0');
    expect(cn('bg-primary text-primary-foreground hover:bg-primary/90', 'bg-destructive')).toBe('text-primary-foreground hover:bg-primary/90 bg-destructive');
    expect(cn('w-full max-w-lg sm:max-w-lg', 'sm:max-w-xl')).toBe('w-full max-w-lg sm:max-w-xl');
  });

  it('keeps classes of different groups that share a prefix', () => {
    expect(cn('text-sm text-white', 'text-lg')).toBe('text-white text-lg');
    expect(cn('border border-input', 'border-0')).toBe('border-input border-0');
  });

  it('takes conditional classes the clsx way', () => {
    const disabled = true;
    const active = false;
    expect(cn('rounded-md', disabled && 'opacity-50', active && 'bg-accent', null, undefined, { 'pointer-events-none': disabled, ring: active }, ['text-sm'])).toBe(
      'rounded-md opacity-50 pointer-events-none text-sm',
    );
    expect(cn('bg-muted', active ? 'bg-accent' : 'bg-background')).toBe('bg-background');
  });

  it('leaves classes Tailwind does not know alone', () => {
    expect(cn('my-widget px-4', 'my-widget px-2')).toBe('my-widget my-widget px-2');
  });
});
