import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A native <select> in the inputs' look: the platform picker is the most usable one on phones
 * and needs no extra keyboard handling.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-11 w-full min-w-0 appearance-none rounded-lg border border-line bg-raised pr-10 pl-3 text-base text-ink shadow-xs',
          'disabled:opacity-60 aria-invalid:border-danger',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
    </div>
  );
}
