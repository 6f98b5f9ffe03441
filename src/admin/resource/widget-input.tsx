import type { FieldMeta } from '@generated/manifest/types';
import type { ReactElement } from 'react';
import { Input } from '@/components/ui/input';
import { FileUploadInput, type UploadedFile } from './file-upload-input';
import { HtmlInput } from './html-input';
import { ImageUploadInput } from './image-upload-input';

export interface WidgetInputProps {
  field: FieldMeta;
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  'aria-describedby'?: string;
  /** `file`: told what was uploaded, so the form fills the fields that describe it (`x-size-of`). */
  onUploaded?: (file: UploadedFile) => void;
}

/**
 * The form control of an `x-widget` (openapi/README.md "Meaning"), or undefined when the widget
 * needs none of its own (`copy` is an ordinary input in a form; it gets its 复制 button in tables).
 * The rules behind them — the §5 ID-card checksum — are checked with the form's other rules
 * (src/lib/field-rules.ts), so the mock backend refuses the same values with the same words.
 */
export function widgetInput({ field, id, value, onChange, invalid, 'aria-describedby': describedBy, onUploaded }: WidgetInputProps): ReactElement | undefined {
  const common = { id, value, onChange, invalid, 'aria-describedby': describedBy };
  switch (field.widget) {
    case 'idCard':
      return (
        <Input
          id={id}
          value={value}
          maxLength={18}
          autoComplete="off"
          spellCheck={false}
          placeholder={`请输入 18 位${field.title}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          // Spaces go and a typed x is the check character X: what a person types, the form a backend stores.
          onChange={(e) => onChange(e.target.value.replace(/\s+/g, '').toUpperCase())}
        />
      );
    case 'image':
      return <ImageUploadInput {...common} title={field.title} />;
    case 'html':
      return <HtmlInput {...common} title={field.title} maxLength={field.maxLength} />;
    case 'file':
      return <FileUploadInput {...common} title={field.title} onUploaded={onUploaded} />;
    default:
      return undefined;
  }
}
