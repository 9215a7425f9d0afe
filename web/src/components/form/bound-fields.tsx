import type { ComponentProps, ReactNode } from 'react';
import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox';
import { errorIdOf, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';
import { Select } from '../ui/select';
import { Textarea } from '../ui/textarea';

/* biome-ignore lint/suspicious/noExplicitAny: a field only registers and reads errors, whatever the resolver outputs */
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

type Bound<T extends FieldValues> = {
  form: AnyForm<T>;
  name: FieldPath<T>;
  /** The control's id; a form prefixes its own `useId()` so two open forms never share one. */
  id: string;
  label: string;
  className?: string;
};

/** Props a native control spreads: react-hook-form's registration, and its error for screen readers. */
function useControl<T extends FieldValues>(
  { form, name, id }: Bound<T>,
  onChange?: ComponentProps<'input'>['onChange'],
) {
  const error: string | undefined = (get(form.formState.errors, name) as { message?: string } | undefined)
    ?.message;
  return {
    error,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorIdOf(id) : undefined,
      ...form.register(name, onChange ? { onChange } : undefined),
    },
  };
}

type NativeProps<E extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<E>,
  'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'onBlur' | 'ref'
>;

/** A labelled input registered on `form`, with its error below. */
export function TextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  className,
  onChange,
  ...props
}: Bound<T> & NativeProps<'input'>) {
  const { error, control } = useControl({ form, name, id, label }, onChange);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input {...props} {...control} />
    </FormField>
  );
}

export function PasswordField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  className,
  ...props
}: Bound<T> & Omit<NativeProps<'input'>, 'type' | 'onChange'>) {
  const { error, control } = useControl({ form, name, id, label });
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <PasswordInput {...props} {...control} />
    </FormField>
  );
}

export function TextAreaField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  className,
  ...props
}: Bound<T> & Omit<NativeProps<'textarea'>, 'onChange'>) {
  const { error, control } = useControl({ form, name, id, label });
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Textarea {...props} {...control} />
    </FormField>
  );
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  className,
  children,
  ...props
}: Bound<T> & Omit<NativeProps<'select'>, 'onChange'> & { children: ReactNode }) {
  const { error, control } = useControl({ form, name, id, label });
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Select {...props} {...control}>
        {children}
      </Select>
    </FormField>
  );
}

export function CheckboxField<T extends FieldValues>({ form, name, id, label, className }: Bound<T>) {
  return <Checkbox id={id} label={label} className={className} {...form.register(name)} />;
}
