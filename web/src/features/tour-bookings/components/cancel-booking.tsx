import type { TourBooking } from '@shop/contract/tour-terms';
import { useEffect, useState } from 'react';
import { CancellationTerms } from '#web/components/tours/cancellation-terms.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useCancelQuote, useCancelTourBooking } from '#web/features/tour-bookings/api/cancel-tour-booking.ts';
import { useT } from '#web/i18n/use-t.ts';
import { errorInPageLanguage, showErrorToast } from '#web/lib/error-toast.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { percentText } from './booking-labels';

/**
 * docs/tours-pricing.md, "Cancelling": the tiers stored with the booking; cancelling shows the fee
 * and the refund due for today before it is confirmed, and the booking shows both afterwards.
 */
export function CancelBooking({ booking }: { booking: TourBooking }) {
  const { t, locale } = useT();
  const money = (amount: string) => formatMoney(amount, booking.currency, locale);
  return (
    <section aria-labelledby="booking-cancel" className="rounded-2xl border border-line bg-raised p-4 sm:p-6">
      <h2 id="booking-cancel" className="font-display text-xl font-bold">
        {t('bookings.cancel.title')}
      </h2>
      <div className="mt-2">
        {booking.has_terms ? (
          <CancellationTerms tiers={booking.cancellation_tiers} />
        ) : (
          <p className="text-sm text-muted">{t('bookings.cancel.noTerms')}</p>
        )}
      </div>

      {booking.cancellation ? (
        <dl className="mt-4 grid gap-2 rounded-xl bg-sunken p-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('bookings.cancel.cancelledOn')}</dt>
            <dd className="font-medium">{formatDate(booking.cancellation.cancelled_at, locale)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('bookings.cancel.fee')}</dt>
            <dd className="text-right font-medium whitespace-nowrap">
              {money(booking.cancellation.fee)}
              {booking.cancellation.fee_waived ? (
                <span className="block text-xs font-normal text-muted">{t('bookings.cancel.waived')}</span>
              ) : null}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="font-semibold">{t('bookings.cancel.refundDue')}</dt>
            <dd className="font-bold whitespace-nowrap">{money(booking.cancellation.refund_due)}</dd>
          </div>
          <p className="text-muted">{t('bookings.cancel.refundText')}</p>
        </dl>
      ) : booking.payment_state === 'cancelled' ? (
        // Cancelled with no fee recorded: an unpaid hold that ran out, or an admin's cancel.
        <p className="mt-4 rounded-xl bg-sunken p-3 text-sm">{t('bookings.cancel.cancelled')}</p>
      ) : booking.has_terms ? (
        <CancelButton booking={booking} />
      ) : null}
    </section>
  );
}

function CancelButton({ booking }: { booking: TourBooking }) {
  const [open, setOpen] = useState(false);
  const quote = useCancelQuote(booking.order, open);
  const cancel = useCancelTourBooking(booking.order);
  const { t, locale } = useT();
  const money = (amount: string) => formatMoney(amount, booking.currency, locale);
  return (
    <>
      <Button variant="outline" className="mt-4 w-fit text-danger" onClick={() => setOpen(true)}>
        {t('bookings.cancel.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('bookings.cancel.confirmTitle')}
        destructive
        busy={cancel.isPending || !quote.data}
        confirmLabel={t('bookings.cancel.confirm')}
        description={
          quote.data ? (
            <div className="grid gap-2">
              <p>
                {t('bookings.cancel.quote', {
                  count: quote.data.days_before,
                  percent: percentText(quote.data.fee_percent),
                })}
              </p>
              <dl className="grid gap-1 rounded-lg bg-sunken p-3 text-ink">
                <div className="flex justify-between gap-3">
                  <dt>{t('bookings.paid')}</dt>
                  <dd className="whitespace-nowrap">{money(quote.data.amount_paid)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt>{t('bookings.cancel.fee')}</dt>
                  <dd className="whitespace-nowrap">{money(quote.data.fee)}</dd>
                </div>
                <div className="flex justify-between gap-3 font-semibold">
                  <dt>{t('bookings.cancel.refundDue')}</dt>
                  <dd className="whitespace-nowrap">{money(quote.data.refund_due)}</dd>
                </div>
              </dl>
            </div>
          ) : quote.isError ? (
            <RefusalText error={quote.error} fallback={t('bookings.cancel.quoteFailed')} />
          ) : (
            <p>{t('bookings.cancel.quoting')}</p>
          )
        }
        // mutateAsync, not mutate's own callbacks: the booking read again as cancelled takes this
        // section off the page, and TanStack drops a mutate() callback of an unmounted component,
        // so the customer was told nothing (CI, 2026-11-29).
        onConfirm={() => {
          void cancel.mutateAsync().then(
            () => {
              setOpen(false);
              toast.success(t('bookings.cancel.done'));
            },
            (err: unknown) => showErrorToast(err, t('bookings.cancel.failed')),
          );
        }}
      />
    </>
  );
}

/** Why the server would not quote (too late to cancel here, say), in the page's language. */
function RefusalText({ error, fallback }: { error: unknown; fallback: string }) {
  const [text, setText] = useState(fallback);
  useEffect(() => {
    let current = true;
    void errorInPageLanguage(error, fallback).then(({ error: said }) => {
      if (current) setText(said.message);
    });
    return () => {
      current = false;
    };
  }, [error, fallback]);
  return <p role="alert">{text}</p>;
}
