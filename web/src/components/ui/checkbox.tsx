import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

/** A native checkbox with its label; the whole row is clickable. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  return (
    <label
      htmlFor={id}
      className={cn('inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm', className)}
    >
      <input id={id} type="checkbox" className="size-5 rounded border-line accent-brand" {...props} />
      <span className="font-medium text-ink">{label}</span>
    </label>
  );
}
