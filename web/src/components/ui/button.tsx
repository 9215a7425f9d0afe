import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const variants = {
  primary: 'bg-brand text-on-brand shadow-sm hover:bg-brand-hover',
  accent: 'bg-accent text-on-accent shadow-sm hover:bg-accent-hover',
  outline: 'border border-line bg-raised text-ink hover:bg-sunken',
  /** For dark heroes and image cards. */
  inverse: 'bg-white/10 text-white ring-1 ring-white/50 ring-inset backdrop-blur-sm hover:bg-white/20',
} as const;

const sizes = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
} as const;

type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (a Link, an anchor) with the button's look. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
