import { zodResolver } from '@hookform/resolvers/zod';
import { BACK_IN_STOCK_HOLD_MINUTES, type StockRequest } from '@shop/contract/waitlists';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { requestStockAlert, type StockAlertTarget } from './request-stock-alert';

type NotifyMeDialogProps = {
  target: StockAlertTarget;
  /** The product's name, in the dialog's title. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const HOLD_HOURS = BACK_IN_STOCK_HOLD_MINUTES / 60;

/**
 * docs/back-in-stock.md: "Notify me" on a sold-out product. A signed-in customer is told at their
 * account's e-mail and mobile in one tap (or another they type); a visitor types one.
 */
export function NotifyMeDialog({ target, name, open, onOpenChange }: NotifyMeDialogProps) {
  const id = useId();
  const { t } = useT();
  const [place, setPlace] = useState<z.infer<typeof StockRequest> | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${id}-description`} closeLabel={t('stockAlert.close')}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">
          {t('stockAlert.title', { name })}
        </DialogTitle>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted">
          {t('stockAlert.how', { hours: HOLD_HOURS })}
        </p>
        {place ? (
          <InLine place={place} onDone={() => onOpenChange(false)} />
        ) : (
          <NotifyMeForm target={target} onPlaced={setPlace} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function InLine({ place, onDone }: { place: z.infer<typeof StockRequest>; onDone: () => void }) {
  const { t } = useT();
  return (
    <div className="mt-5 grid gap-4">
      <p role="status" className="flex items-start gap-2 rounded-lg bg-sunken p-4 text-ink">
        <BellRing className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
        <span>
          {place.status === 'offered'
            ? t('stockAlert.offered', { hours: HOLD_HOURS })
            : t('stockAlert.position', { position: place.position })}
        </span>
      </p>
      <Button variant="outline" onClick={onDone}>
        {t('stockAlert.done')}
      </Button>
    </div>
  );
}

function NotifyMeForm({
  target,
  onPlaced,
}: {
  target: StockAlertTarget;
  onPlaced: (place: z.infer<typeof StockRequest>) => void;
}) {
  const { user } = useAuth();
  const { t, locale } = useT();
  const [refusal, setRefusal] = useState<string | null>(null);
  const own = user ? [user.email, user.phone].filter((c) => c.trim() !== '').join(', ') : '';
  // A visitor must give one way to reach them; a signed-in customer may leave it for their own.
  const schema = z.object({
    contact: user
      ? z.string().trim().max(254)
      : z.string().trim().min(1, t('stockAlert.contactMissing')).max(254),
  });
  return (
    <Form
      resolver={zodResolver(schema)}
      defaultValues={{ contact: '' }}
      onSubmit={async ({ contact }) => {
        setRefusal(null);
        onPlaced(await requestStockAlert(target, contact, locale, user !== null));
      }}
      refusal={{
        fallback: t('stockAlert.failed'),
        // The server's reason (contract/src/refusals.ts), which the form shell has put in the page's
        // language; a failure without one is the shell's toast.
        handle: (error) => {
          if (!error.reason) return false;
          setRefusal(error.message);
          return true;
        },
      }}
      className="mt-5 grid gap-3"
    >
      {user && own !== '' ? (
        <p className="text-sm text-ink">{t('stockAlert.yours', { contact: own })}</p>
      ) : null}
      <TextField
        name="contact"
        label={t(user ? 'stockAlert.other' : 'stockAlert.contact')}
        autoComplete="email"
        inputMode="email"
        placeholder={t('stockAlert.placeholder')}
      />
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
      <FormSubmitButton>{t('stockAlert.submit')}</FormSubmitButton>
    </Form>
  );
}
