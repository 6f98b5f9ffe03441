import { useId, useState, type ClipboardEvent, type ComponentProps, type InputEvent, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** How much of `text` does not fit into `element` at its selection, given `maxLength`. */
export function overflow(element: Pick<TextElement, 'value' | 'selectionStart' | 'selectionEnd'>, text: string, maxLength: number): number {
  const selected = (element.selectionEnd ?? element.value.length) - (element.selectionStart ?? element.value.length);
  return element.value.length - selected + text.length - maxLength;
}

/** The note under a field whose paste or typing went past its maxLength (zh-CN, with the count left out). */
export const overflowNote = (maxLength: number, over: number) => `内容已截断：最多 ${maxLength} 个字符，超出的 ${over.toLocaleString('zh-CN')} 个字符未录入`;

/**
 * A text field's `maxLength`, told rather than silent: the browser cuts a paste (and refuses typing)
 * past the limit without a word, so the field says how much did not fit until its text is shorter
 * again. Spread `props` on the input or textarea and render `note` after it.
 */
export function useLengthLimit(maxLength: number | undefined, value: string, describedBy?: string) {
  // What did not fit, and the text it was left out of: the note stays until the text is shorter again
  // (not merely until the paste lands: React renders between the paste and the text's change).
  const [cut, setCut] = useState<{ over: number; from: string }>();
  const noteId = useId();
  if (cut !== undefined && (maxLength === undefined || (value !== cut.from && value.length < maxLength))) setCut(undefined);
  const check = (element: TextElement, text: string) => {
    if (maxLength === undefined) return;
    const excess = overflow(element, text, maxLength);
    if (excess > 0) setCut({ over: excess, from: element.value });
  };
  const shown = cut !== undefined && maxLength !== undefined ? cut.over : undefined;
  const props = {
    maxLength,
    onPaste: (event: ClipboardEvent<TextElement>) => check(event.currentTarget, event.clipboardData.getData('text')),
    onBeforeInput: (event: InputEvent<TextElement>) => check(event.currentTarget, event.data),
    'aria-describedby': [describedBy, shown === undefined ? undefined : noteId].filter(Boolean).join(' ') || undefined,
  };
  const note: ReactNode =
    shown === undefined || maxLength === undefined ? null : (
      <output id={noteId} className="block text-xs text-amber-700 dark:text-amber-400">
        {overflowNote(maxLength, shown)}
      </output>
    );
  return { props, note };
}

/** A text input with its `maxLength` told (useLengthLimit). */
export function LimitedInput({ maxLength, value, 'aria-describedby': describedBy, ...rest }: Omit<ComponentProps<'input'>, 'value'> & { value: string }) {
  const limit = useLengthLimit(maxLength, value, describedBy);
  return (
    <>
      <Input {...rest} value={value} {...limit.props} />
      {limit.note}
    </>
  );
}
