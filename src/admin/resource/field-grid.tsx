import type { FieldMeta } from '@generated/manifest/types';
import { FormField } from '@/components/ui/form-field';
import { dependentsOf, pickerScope, uploadedValues } from './field-dependencies';
import { FieldInput } from './field-input';

interface FieldGridProps {
  fields: FieldMeta[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  idPrefix: string;
}

/**
 * A field's description shown under its control, for controls that have no placeholder to hold it
 * (a text box shows it as its placeholder): a picker, a choice, a password — e.g. 岗位's
 * 岗位变更将在该员工下次登录时生效.
 */
function hintOf(field: FieldMeta): string | undefined {
  const shownInside =
    !field.ref && !field.enum && field.type !== 'boolean' && field.format !== 'password' && !field.widget && (field.type === 'string' || field.type === 'integer');
  return shownInside ? undefined : field.description;
}

/** Labelled inputs for a form's fields, two columns on wide screens. */
export function FieldGrid({ fields, values, errors, onChange, idPrefix }: FieldGridProps) {
  // A field others depend on (x-depends-on) clears them when it changes: their choice may not apply any more.
  const change = (name: string, value: string) => {
    onChange(name, value);
    for (const dependent of dependentsOf(fields, name)) if ((values[dependent.name] ?? '') !== '' && value !== values[name]) onChange(dependent.name, '');
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        return (
          <FormField key={field.name} label={field.title} htmlFor={id} error={errors[field.name]} description={hintOf(field)} required={field.required}>
            <FieldInput
              field={field}
              id={id}
              mode="form"
              value={values[field.name] ?? ''}
              onChange={(value) => change(field.name, value)}
              invalid={Boolean(errors[field.name])}
              scope={pickerScope(field, fields, values)}
              onUploaded={(file) => {
                for (const [name, value] of Object.entries(uploadedValues(fields, field.name, file))) onChange(name, value);
              }}
            />
          </FormField>
        );
      })}
    </div>
  );
}
