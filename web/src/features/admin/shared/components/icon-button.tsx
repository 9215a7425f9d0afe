import type { ComponentProps } from 'react';
import { cn } from '../../../../lib/cn';

/** A square icon-only button; `label` is what screen readers and the tooltip say. */
export function IconButton({
  label,
  className,
  tone = 'default',
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label'> & { label: string; tone?: 'default' | 'danger' }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-lg border border-line bg-raised transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4',
        tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-ink hover:bg-sunken',
        className,
      )}
      {...props}
    />
  );
}
