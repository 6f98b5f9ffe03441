import type { FieldMeta } from '@generated/manifest/types';
import { FormField } from '@/components/ui/form-field';
import { FieldInput } from './field-input';

interface FieldGridProps {
  fields: FieldMeta[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  idPrefix: string;
}

/** Labelled inputs for a form's fields, two columns on wide screens. */
export function FieldGrid({ fields, values, errors, onChange, idPrefix }: FieldGridProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        return (
          <FormField key={field.name} label={field.title} htmlFor={id} error={errors[field.name]} required={field.required}>
            <FieldInput
              field={field}
              id={id}
              mode="form"
              value={values[field.name] ?? ''}
              onChange={(value) => onChange(field.name, value)}
              invalid={Boolean(errors[field.name])}
            />
          </FormField>
        );
      })}
    </div>
  );
}
