import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { filterFloatInput } from '@/lib/float-input';

type FloatInputProps = Omit<React.ComponentProps<typeof Input>, 'type' | 'inputMode'>;

/**
 * A money/amount field (SPEC.md §5: digits, one dot, two decimals). Text that breaks the rule is
 * reduced by filterFloatInput rather than refused, then handed on as an ordinary change event, so
 * it drops into `register('amount')`, a Controller's `field` or a plain `value`/`onChange` pair.
 * The value stays a string: '12.' and '' are legitimate while typing; convert on submit.
 *
 * @example
 * <FloatInput placeholder="0.00" {...form.register('amount')} />
 */
export function FloatInput({ onChange, ...props }: FloatInputProps) {
  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const filtered = filterFloatInput(raw);
    if (filtered !== raw) {
      // The filter maps a prefix to a prefix, so the filtered text before the caret is exactly
      // what stays to the caret's left: the caret keeps its place instead of jumping to the end.
      const caret = filterFloatInput(raw.slice(0, input.selectionStart ?? raw.length)).length;
      input.value = filtered;
      input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  };

  // type="text": type="number" would hide the text from us ('' for '12.') and allow 'e' and '-'.
  return <Input autoComplete="off" {...props} type="text" inputMode="decimal" onChange={handleChange} />;
}
