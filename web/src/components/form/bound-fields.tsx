import type { ComponentType } from 'react';
import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox';
import { errorIdOf, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';
import { Select } from '../ui/select';
import { Textarea } from '../ui/textarea';

/* biome-ignore lint/suspicious/noExplicitAny: a field only registers and reads errors, whatever the resolver outputs */
export type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

type Bound<T extends FieldValues> = {
  form: AnyForm<T>;
  name: FieldPath<T>;
  /** The control's id; a form prefixes its own `useId()` so two open forms never share one. */
  id: string;
  label: string;
  className?: string;
};

/** A control's own props that the binding sets: its identity, value and handlers. */
type Owned = 'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'onBlur' | 'onChange' | 'ref';

type BoundProps<T extends FieldValues, P> = Bound<T> &
  Omit<P, Owned> & {
    /** Runs after the form has taken the new value, e.g. to fill another field from this one. */
    onChange?: (event: { target: { value: string } }) => void;
  };

/**
 * `Control` labelled, registered on `form` and wired for screen readers, with the field's error
 * (the resolver's or the server's) below it.
 */
function bound<P extends object>(Control: ComponentType<P>) {
  return function BoundField<T extends FieldValues>({
    form,
    name,
    id,
    label,
    className,
    onChange,
    ...props
  }: BoundProps<T, P>) {
    const error: string | undefined = (get(form.formState.errors, name) as { message?: string } | undefined)
      ?.message;
    const control = {
      ...props,
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorIdOf(id) : undefined,
      ...form.register(name, onChange ? { onChange } : undefined),
    } as unknown as P;
    return (
      <FormField id={id} label={label} error={error} className={className}>
        <Control {...control} />
      </FormField>
    );
  };
}

export const TextField = bound(Input);
export const PasswordField = bound(PasswordInput);
export const TextAreaField = bound(Textarea);
export const SelectField = bound(Select);

export function CheckboxField<T extends FieldValues>({ form, name, id, label, className }: Bound<T>) {
  return <Checkbox id={id} label={label} className={className} {...form.register(name)} />;
}
