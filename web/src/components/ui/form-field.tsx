import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Label } from './label';

/** The id of a field's error text, for the control's aria-describedby. */
export function errorIdOf(fieldId: string): string {
  return `${fieldId}-error`;
}

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** A label, its control and the control's error message. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={errorIdOf(id)} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
