import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full min-w-0 rounded-lg border border-line bg-raised px-3 py-2 text-base text-ink shadow-xs',
        'placeholder:text-muted disabled:opacity-60 aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
