import { Building2 } from 'lucide-react';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { useT } from '#web/i18n/use-t.ts';

/**
 * docs/receipts.md, "Business customers": a company's TIN, and its VRN if it is VAT-registered,
 * for its receipts (a business invoice), in the checkout and the booking dialog (their forms'
 * `customer_tin` and `customer_vrn`). Optional and folded away: most customers have none. Its
 * words are the payment section's, which both screens load.
 */
export function BusinessInvoiceFields({ open }: { open?: boolean }) {
  const { t } = useT();
  return (
    <details open={open} className="group rounded-2xl border border-line bg-raised p-4 sm:p-6">
      <summary className="flex cursor-pointer items-center gap-2 font-display text-lg font-bold">
        <Building2 className="size-5 text-muted" aria-hidden />
        {t('payment.business.title')}
      </summary>
      <p className="mt-2 text-sm text-muted">{t('payment.business.hint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          name="customer_tin"
          label={t('payment.business.tin')}
          placeholder="123-456-789"
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
        />
        <TextField
          name="customer_vrn"
          label={t('payment.business.vrn')}
          placeholder="40-012345-K"
          autoComplete="off"
          maxLength={30}
        />
      </div>
    </details>
  );
}
