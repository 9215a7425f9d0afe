import type { ComponentProps } from 'react';
import { errorIdOf, FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';

type Common = { id: string; label: string; error?: string; className?: string };

function a11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  };
}

/** A labelled input with its error, wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  className,
  ...props
}: Common & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input {...a11y(id, error)} {...props} />
    </FormField>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  className,
  ...props
}: Common & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Textarea {...a11y(id, error)} {...props} />
    </FormField>
  );
}

export function SelectField({
  id,
  label,
  error,
  className,
  children,
  ...props
}: Common & Omit<ComponentProps<'select'>, 'id'>) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Select {...a11y(id, error)} {...props}>
        {children}
      </Select>
    </FormField>
  );
}
