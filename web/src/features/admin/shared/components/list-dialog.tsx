import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';

/** Whether a dialog is open, and how it closes. */
export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

type ListDialogProps = DialogState & {
  title: string;
  description: string;
  /** The dialog's width class. */
  className: string;
  /** Mounted only while open, so its list loads when the dialog opens. */
  children: ReactNode;
};

/** An admin dialog that shows a list (the audit log, the user roles): its title, a line, the list. */
export function ListDialog({ open, onOpenChange, title, description, className, children }: ListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} aria-describedby={undefined}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">{title}</DialogTitle>
        <p className="mt-1 text-sm text-muted">{description}</p>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}
