import type { ComponentType } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { errorIdOf, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useFieldId } from './form';

type Bound = {
  /** The field's name in the enclosing <Form>; a dotted name reaches a nested field. */
  name: string;
  label: string;
  className?: string;
};

/** A control's own props that the binding sets: its identity, value and handlers. */
type Owned = 'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'onBlur' | 'onChange' | 'ref';

type BoundProps<P> = Bound &
  Omit<P, Owned> & {
    /** Runs after the form has taken the new value, e.g. to fill another field from this one. */
    onChange?: (event: { target: { value: string } }) => void;
  };

/**
 * `Control` labelled, registered on the enclosing <Form> and wired for screen readers, with the
 * field's error (the resolver's or the server's) below it.
 */
function bound<P extends object>(Control: ComponentType<P>) {
  return function BoundField({ name, label, className, onChange, ...props }: BoundProps<P>) {
    const form = useFormContext();
    const id = useFieldId(name);
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

export function CheckboxField({ name, label, className }: Bound) {
  const form = useFormContext();
  return <Checkbox id={useFieldId(name)} label={label} className={className} {...form.register(name)} />;
}
