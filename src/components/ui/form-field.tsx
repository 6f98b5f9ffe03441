import { cloneElement, useId } from 'react';
import type { AriaAttributes, ReactElement } from 'react';

import { cn } from '@/lib/cn';
import { Label } from '@/components/ui/label';

/** Props FormField may inject into its control; any input-like element accepts them. */
interface FormFieldControlProps {
  id?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-describedby'?: string;
  'aria-required'?: AriaAttributes['aria-required'];
  required?: boolean;
}

interface FormFieldProps {
  label: string;
  htmlFor?: string;
  error?: string;
  description?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<FormFieldControlProps>;
}

function FormField({ label, htmlFor, error, description, required = false, className, children }: FormFieldProps) {
  const generatedId = useId();
  const childProps = children.props;
  // An explicit htmlFor means the caller wired the id itself (possibly on a nested
  // element), so the child is left alone; otherwise the child gets our id.
  const controlId = htmlFor ?? childProps.id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== '';

  const describedBy = [childProps['aria-describedby'], description ? descriptionId : undefined, hasError ? errorId : undefined]
    .filter((value): value is string => value !== undefined && value !== '')
    .join(' ');

  const injected: FormFieldControlProps = {};
  if (htmlFor === undefined) injected.id = controlId;
  if (describedBy !== '') injected['aria-describedby'] = describedBy;
  if (hasError) injected['aria-invalid'] = true;
  // The visual asterisk is aria-hidden, so assistive tech needs the requirement on the control.
  if (required && childProps.required === undefined && childProps['aria-required'] === undefined) {
    injected['aria-required'] = true;
  }

  return (
    <div data-slot="form-field" data-invalid={hasError ? 'true' : undefined} className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId} className={cn(hasError && 'text-destructive')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {cloneElement(children, injected)}
      {description ? (
        <p id={descriptionId} data-slot="form-field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" data-slot="form-field-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField };
export type { FormFieldProps, FormFieldControlProps };
