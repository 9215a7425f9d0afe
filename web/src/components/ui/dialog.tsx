import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogTitle = DialogPrimitive.Title;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** `sheet` slides in from the right edge (menus); `center` is a classic modal. */
  layout?: 'center' | 'sheet';
  /** The close button's name; by default the `auth` section's "Close", as the form dialogs say it. */
  closeLabel?: string;
};

/**
 * Portalled to <body>, outside any brand wrapper: pass `data-brand` to theme it.
 */
export function DialogContent({
  layout = 'center',
  closeLabel,
  className,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 bg-raised text-ink shadow-xl focus:outline-none',
          layout === 'sheet'
            ? 'inset-y-0 right-0 flex w-[min(20rem,85vw)] animate-sheet-in flex-col p-5'
            : 'top-1/2 left-1/2 max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-2xl p-6',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel ?? t('form.close')}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-lg text-muted hover:bg-sunken hover:text-ink"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
