import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A grey block standing in for content of the same size while it loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-sunken', className)} {...props} />;
}
