import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import type { Brand } from '#web/config/brands.ts';
import { cn } from '#web/lib/cn.ts';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The brand whose colours the dialog wears, when it edits one brand's data. */
  brand?: Brand;
  className?: string;
  /** The form, mounted only while open so each opening starts from the saved values. */
  children: () => ReactNode;
};

/** An admin or account dialog that holds one form. */
export function FormDialog({ open, onOpenChange, title, brand, className, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-brand={brand} className={cn(className)} aria-describedby={undefined}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">{title}</DialogTitle>
        {open ? children() : null}
      </DialogContent>
    </Dialog>
  );
}
