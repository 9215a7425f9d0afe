import type { Voucher } from '@shop/contract/check-in';
import { MapPin } from 'lucide-react';
import { QrCode } from '#web/components/qr-code.tsx';
import { PickupWhereWhen } from '#web/components/tours/pickup-where-when.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { formatDateTimeIn } from '#web/lib/format-date-time.ts';

/** A paid booking's voucher: the QR code a guide scans at the gate, and what it names. */
export function VoucherView({ voucher }: { voucher: Voucher }) {
  const { t, locale } = useT();
  const due = Number(voucher.balance_due) > 0;
  return (
    <article className="grid gap-5 rounded-2xl border border-line bg-raised p-5 sm:p-8">
      <header className="grid gap-1">
        <p className="text-sm text-muted">{t('vouchers.reference', { order: voucher.order_id })}</p>
        <h1 className="text-2xl font-bold">{voucher.tour_title}</h1>
        <p className="text-lg">{formatDate(voucher.tour_date, locale)}</p>
        {voucher.pickup ? (
          <div className="flex items-start gap-2">
            <MapPin className="mt-1 size-4 shrink-0 text-accent-text" aria-hidden />
            <PickupWhereWhen point={voucher.pickup} />
          </div>
        ) : null}
      </header>
      <div className="mx-auto w-full max-w-72">
        <QrCode value={voucher.token} label={t('vouchers.qrLabel')} className="h-auto w-full" />
      </div>
      <p className="text-center text-sm text-muted">{t('vouchers.showAtGate')}</p>
      {voucher.first_scanned_at ? (
        <p className="rounded-lg bg-savanna-100 p-3 text-sm text-earth-900">
          {t('vouchers.scannedAt', { time: formatDateTimeIn(voucher.first_scanned_at, locale) })}
        </p>
      ) : null}
      <section className="grid gap-2">
        <h2 className="font-semibold">{t('vouchers.travellers')}</h2>
        <ul className="grid gap-1">
          {voucher.travellers.map((traveller) => (
            <li key={traveller.id} className="flex justify-between gap-3 border-b border-line py-1">
              <span>{traveller.full_name ?? t('vouchers.travellerUnnamed', { n: traveller.position })}</span>
              <span className="text-sm text-muted">{t(`vouchers.type.${traveller.traveller_type}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className={due ? 'font-semibold text-danger' : 'text-acacia-700'}>
        {due
          ? t('vouchers.balanceDue', { amount: formatMoney(voucher.balance_due, voucher.currency, locale) })
          : t('vouchers.paidInFull')}
      </p>
      <p className="text-sm text-muted">{t('vouchers.name', { name: voucher.customer_name })}</p>
    </article>
  );
}
