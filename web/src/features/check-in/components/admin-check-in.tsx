import { CHECK_IN_POLL_MS } from '@shop/contract/check-in';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDepartureCheckIn } from '#web/features/check-in/api/get-departure-check-in.ts';
import { useDepartures } from '#web/features/check-in/api/get-departures.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { formatDateTimeIn } from '#web/lib/format-date-time.ts';

const ADMIN_BASE = '/admin/check-in';

/** The admin's check-in per departure, live (read again every few seconds while open). */
export function AdminCheckIn({
  departureId,
  onOpen,
}: {
  departureId: number | null;
  onOpen(id: number): void;
}) {
  const { t, locale } = useT();
  const departures = useDepartures(ADMIN_BASE, { refetchInterval: CHECK_IN_POLL_MS });
  const open = useDepartureCheckIn(ADMIN_BASE, departureId);
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <nav aria-label={t('checkIn.departures')} className="grid content-start gap-2">
        <h1 className="text-2xl font-bold">{t('checkIn.adminTitle')}</h1>
        {departures.isPending ? <Spinner /> : null}
        {departures.data?.length === 0 ? <p>{t('checkIn.noDepartures')}</p> : null}
        {departures.data?.map((d) => (
          <button
            key={d.id}
            type="button"
            aria-current={d.id === departureId ? 'true' : undefined}
            onClick={() => onOpen(d.id)}
            className="grid gap-1 rounded-xl border border-line bg-raised p-3 text-left aria-[current]:border-brand aria-[current]:border-2"
          >
            <span className="font-semibold">{d.tour_title}</span>
            <span className="text-sm">{formatDate(d.date, locale)}</span>
            <span className="text-sm text-muted">
              {t('checkIn.count', { present: d.checked_in, travellers: d.travellers })}
            </span>
          </button>
        ))}
      </nav>
      <section aria-live="polite" className="min-w-0">
        {departureId === null ? (
          <p className="text-muted">{t('checkIn.chooseDeparture')}</p>
        ) : open.data ? (
          <div className="grid gap-3">
            <h2 className="text-xl font-bold">
              {open.data.departure.tour_title} · {formatDate(open.data.departure.date, locale)}
            </h2>
            <p className="font-semibold" data-testid="admin-checked-in-count">
              {t('checkIn.count', {
                present: open.data.departure.checked_in,
                travellers: open.data.departure.travellers,
              })}
            </p>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th className="py-2 pr-3">{t('checkIn.colBooking')}</th>
                  <th className="py-2 pr-3">{t('checkIn.colPresent')}</th>
                  <th className="py-2 pr-3">{t('checkIn.colFirstScan')}</th>
                  <th className="py-2 pr-3">{t('checkIn.colBalance')}</th>
                </tr>
              </thead>
              <tbody>
                {open.data.bookings.map((b) => (
                  <tr
                    key={b.order}
                    className="border-b border-line align-top"
                    data-testid={`admin-booking-${b.order}`}
                  >
                    <td className="py-2 pr-3">
                      <span className="block font-medium">{b.customer_name}</span>
                      <span className="text-xs text-muted">{b.order_id}</span>
                    </td>
                    <td className="py-2 pr-3">
                      {b.cancelled
                        ? t('checkIn.cancelledShort')
                        : `${b.present.length}/${b.travellers.length}`}
                      <ul className="text-xs text-muted">
                        {b.travellers
                          .filter((tr) => b.present.includes(tr.id))
                          .map((tr) => (
                            <li key={tr.id}>
                              {tr.full_name ?? t('checkIn.travellerUnnamed', { n: tr.position })}
                            </li>
                          ))}
                      </ul>
                    </td>
                    <td className="py-2 pr-3">
                      {b.first_scanned_at
                        ? `${formatDateTimeIn(b.first_scanned_at, locale)}${b.first_scanned_by ? ` · ${b.first_scanned_by}` : ''}`
                        : t('checkIn.notScanned')}
                    </td>
                    <td className="py-2 pr-3">
                      {Number(b.balance_due) > 0
                        ? formatMoney(b.balance_due, b.currency, locale)
                        : t('checkIn.paid')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : open.isError ? (
          <p role="alert">{t('checkIn.loadFailed')}</p>
        ) : (
          <Spinner />
        )}
      </section>
    </div>
  );
}
