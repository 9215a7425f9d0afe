import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Tones follow the status colours of docs/orders.md; text stays dark enough on each tint for contrast. */
const tones = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  grey: 'bg-stone-100 text-stone-700 ring-stone-500/20',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'grey', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
