import { type ComponentProps, useId } from 'react';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';

/** A select outside a form (a filter, a picker) with its label. */
export function LabelledSelect({
  label,
  className,
  ...props
}: ComponentProps<typeof Select> & { label: string }) {
  const id = useId();
  return (
    <FormField id={id} label={label} className={className}>
      <Select id={id} {...props} />
    </FormField>
  );
}
