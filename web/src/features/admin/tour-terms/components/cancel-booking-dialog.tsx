import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCancelBody, type TourBooking } from '@shop/contract/tour-terms';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, TextAreaField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import { useCancelTourBooking } from '#web/features/admin/tour-terms/api/cancel-tour-booking.ts';
import { useCancelQuote } from '#web/features/admin/tour-terms/api/get-cancel-quote.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

type CancelBookingDialogProps = {
  booking: Pick<TourBooking, 'order' | 'order_id'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * docs/tours-pricing.md, "Cancelling": the admin cancels with a reason and may waive the fee; the
 * fee and the refund due are the server's quote for today, asked again when the waiver changes.
 */
export function CancelBookingDialog({ booking, open, onOpenChange }: CancelBookingDialogProps) {
  const { t } = useT();
  const cancel = useCancelTourBooking();
  const done = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminTours.cancel.title', { order: booking.order_id })}
      brand="igsum"
    >
      {() => (
        <Form
          resolver={zodResolver(AdminCancelBody)}
          defaultValues={{ reason: '', waive_fee: false }}
          onSubmit={async (body: z.output<typeof AdminCancelBody>) => {
            await cancel.mutateAsync({ order: booking.order, body });
            toast.success(t('adminTours.cancel.done', { order: booking.order_id }));
            done();
          }}
          refusal={{ fallback: t('adminTours.cancel.failed') }}
          className="mt-4 grid gap-4"
        >
          <TextAreaField name="reason" label={t('adminTours.cancel.reason')} maxLength={500} />
          <CheckboxField name="waive_fee" label={t('adminTours.cancel.waiveFee')} />
          <CancelQuoteLines order={booking.order} />
          <FormActions submitLabel={t('adminTours.cancel.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}

function CancelQuoteLines({ order }: { order: number }) {
  const { t } = useT();
  const waiveFee = useWatch({ name: 'waive_fee' }) === true;
  const quote = useCancelQuote(order, waiveFee);
  if (quote.isError) return <LoadError error={quote.error} onRetry={() => void quote.refetch()} />;
  if (!quote.data) return <Spinner label={t('adminTours.loading')} className="justify-start text-sm" />;
  const { currency } = quote.data;
  return (
    <dl
      aria-label={t('adminTours.cancel.quote')}
      aria-live="polite"
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-lg bg-sunken p-4 text-sm"
    >
      <dt className="text-muted">{t('adminTours.cancel.daysBefore')}</dt>
      <dd className="text-right">{quote.data.days_before}</dd>
      <dt className="text-muted">{t('adminTours.cancel.feePercent')}</dt>
      <dd className="text-right">{t('adminTours.percent', { percent: quote.data.fee_percent })}</dd>
      <dt className="text-muted">{t('adminTours.cancel.paid')}</dt>
      <dd className="text-right">{formatMoney(quote.data.amount_paid, currency)}</dd>
      <dt className="text-muted">{t('adminTours.cancel.fee')}</dt>
      <dd className="text-right">{formatMoney(quote.data.fee, currency)}</dd>
      <dt className="font-semibold">{t('adminTours.cancel.refundDue')}</dt>
      <dd className="text-right font-semibold">{formatMoney(quote.data.refund_due, currency)}</dd>
    </dl>
  );
}
