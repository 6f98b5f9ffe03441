import type { FieldMeta } from '@generated/manifest/types';
import { ChoiceSelect } from '@/components/choice-select';
import { DateInput } from '@/components/date-input';
import { FloatInput } from '@/components/float-input';
import { LimitedInput } from '@/components/length-limit';
import { Input } from '@/components/ui/input';
import { batchYears } from '@/lib/batch-years';
import { parseEntry } from '@/lib/date-entry';
import { toWireDate, toWireDateTime } from '@/lib/date-format';
import { sizeOf, type PickerScope } from './field-dependencies';
import type { UploadedFile } from './file-upload-input';
import { hashPassword, isPassword, PASSWORD_LENGTH } from './password-field';
import { widgetInput } from './widget-input';
import { RelationInput } from './relation-picker';

/** Radix Select cannot hold '', so "no choice" travels as this token and becomes '' again. */
const NONE = '__none__';

interface FieldInputProps {
  field: FieldMeta;
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Filters offer 全部 (no filter); forms offer 请选择 only while nothing is chosen. */
  mode: 'filter' | 'form';
  invalid?: boolean;
  /** Set by FormField so the error text is announced with the control. */
  'aria-describedby'?: string;
  /** A reference's choices narrowed by another field of the form (x-depends-on), or waiting for it. */
  scope?: PickerScope;
  /** An uploaded file's widget tells the form what was uploaded (`x-size-of` fields fill from it). */
  onUploaded?: (file: UploadedFile) => void;
  /** A date filter that is one end of a range: its quick ranges (今天, 本周, …) fill both ends. */
  onQuickRange?: (start: string, end: string) => void;
}

function options(field: FieldMeta): { value: string; label: string }[] | undefined {
  if (field.enum) return field.enum.map((v, i) => ({ value: String(v), label: field.enumLabels?.[i] ?? String(v) }));
  if (field.type === 'boolean')
    return [
      { value: 'true', label: '是' },
      { value: 'false', label: '否' },
    ];
  if (field.name === 'batch' || field.name.endsWith('Batch')) return batchYears().map((b) => ({ value: b.value, label: b.label }));
  return undefined;
}

/** The input a spec field gets: select for enums, booleans and batches, date pickers, numbers, text. */
export function FieldInput({ field, id, value, onChange, mode, invalid, 'aria-describedby': describedBy, scope, onUploaded, onQuickRange }: FieldInputProps) {
  // A reference (`x-ref`) is a picker of the target's records, never a box for a raw id.
  if (field.ref) return <RelationInput field={field} id={id} value={value} onChange={onChange} mode={mode} invalid={invalid} aria-describedby={describedBy} scope={scope} />;
  const choices = options(field);
  if (choices) {
    return (
      <ChoiceSelect
        id={id}
        className="w-full"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value === '' ? NONE : value}
        onValueChange={(next) => onChange(next === NONE ? '' : next)}
        choices={[{ value: NONE, label: mode === 'filter' ? '全部' : '请选择' }, ...choices]}
      />
    );
  }
  // A password is typed hidden and leaves md5-hashed (toPayload; password-field.ts).
  if (isPassword(field) && mode === 'form') {
    return (
      <Input
        type="password"
        autoComplete="new-password"
        placeholder={`${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} 位`}
        maxLength={PASSWORD_LENGTH.max}
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  // SPEC.md's widgets (x-widget) in forms; a filter on such a field is an ordinary search box.
  if (field.widget && mode === 'form') {
    const widget = widgetInput({ field, id, value, onChange, invalid, 'aria-describedby': describedBy, onUploaded });
    if (widget) return widget;
  }
  // What describes an uploaded file (`x-size-of`: its byte size) comes from the upload, never typed.
  if (sizeOf(field) !== undefined && mode === 'form') {
    return <Input readOnly id={id} value={value} placeholder="上传文件后自动填写" aria-invalid={invalid || undefined} aria-describedby={describedBy} className="bg-muted/50" />;
  }
  const common = { id, value, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy } as const;
  // Not the browser's own date inputs: those show its language's pattern (mm/dd/yyyy, AM/PM). The box
  // holds the wire format (yyyy-MM-dd [HH:mm:ss], local wall-clock time) or what is being typed.
  if (field.format === 'date' || field.format === 'date-time') {
    return <DateInput id={id} value={value} kind={field.format} invalid={invalid} aria-describedby={describedBy} onChange={onChange} onQuickRange={onQuickRange} />;
  }
  if (field.type === 'number') return <FloatInput {...common} onChange={(e) => onChange(e.target.value)} />;
  const placeholder = mode === 'filter' ? `请输入${field.title}` : (field.description ?? `请输入${field.title}`);
  if (field.type === 'integer') {
    return <Input inputMode="numeric" placeholder={placeholder} {...common} onChange={(e) => onChange(e.target.value.replace(/[^\d-]/g, ''))} />;
  }
  // The spec's maxLength: a filter goes into the URL, a form field into the body; a cut paste is told.
  return <LimitedInput placeholder={placeholder} maxLength={field.maxLength} {...common} onChange={(e) => onChange(e.target.value)} />;
}

/** Typed values for the generated function from what the inputs hold (strings). */
export function toPayload(fields: FieldMeta[], values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    // A password as typed (spaces are part of it), hashed: the plain text never leaves the form.
    if (isPassword(field)) {
      const plain = values[field.name] ?? '';
      if (plain !== '') out[field.name] = hashPassword(plain);
      continue;
    }
    const raw = values[field.name]?.trim() ?? '';
    if (raw === '') continue;
    const type = field.type === 'array' ? field.itemType : field.type;
    const parts = field.type === 'array' ? raw.split(/[,，、\s]+/).filter(Boolean) : [raw];
    const typed = parts.map((part) => {
      if (type === 'integer' || type === 'number') return Number.isNaN(Number(part)) ? part : Number(part);
      if (type === 'boolean') return part === 'true';
      // Anything readable leaves in the wire format; the unreadable as typed, for its format rule to name.
      if (field.format === 'date-time') return parseEntry(part, 'date-time') || toWireDateTime(part) || part;
      if (field.format === 'date') return parseEntry(part, 'date') || toWireDate(part) || part;
      return part;
    });
    out[field.name] = field.type === 'array' ? typed : typed[0];
  }
  return out;
}

/** Input strings of a record, for editing it. */
export function toInputValues(fields: FieldMeta[], record: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = record?.[field.name];
    // A password is never edited from what a record holds (a hash, if anything): empty keeps it.
    if (value === undefined || value === null || isPassword(field)) out[field.name] = '';
    else if (Array.isArray(value)) out[field.name] = value.join(',');
    // Stored date-times (the wire format, or ISO and timestamps in older data) are edited as wall-clock time.
    else if (field.format === 'date-time' && (typeof value === 'string' || typeof value === 'number')) out[field.name] = toWireDateTime(value);
    else if (field.format === 'date' && typeof value === 'string') out[field.name] = toWireDate(value) || value;
    else out[field.name] = String(value);
  }
  return out;
}
