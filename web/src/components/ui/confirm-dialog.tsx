import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { Button } from './button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Red confirm button for deletes and removals. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
};

/** Asks before a destructive or far-reaching action (never window.confirm). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-2xl bg-raised p-6 text-ink shadow-xl focus:outline-none">
          <AlertDialog.Title className="font-display text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-muted">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('form.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button
              className={destructive ? 'bg-red-700 text-white hover:bg-red-800' : undefined}
              disabled={busy}
              onClick={(event) => {
                // The caller closes the dialog when the action is done, so a failure can keep it open.
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy ? t('form.wait') : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
