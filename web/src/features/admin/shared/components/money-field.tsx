import type { ComponentProps } from 'react';
import { TextField } from '#web/components/form/bound-fields.tsx';

/** An admin form's amount of money: a decimal number of at least 0, to the cent. */
export function MoneyField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="number" inputMode="decimal" min={0} step={0.01} {...props} />;
}
