import { useT } from '#web/i18n/use-t.ts';
import { cancellationRanges } from './cancellation-ranges';

/** docs/tours-pricing.md: the cancellation fees, before the customer pays and on the booking. */
export function CancellationTerms({ tiers }: { tiers: Parameters<typeof cancellationRanges>[0] }) {
  const { t } = useT();
  const ranges = cancellationRanges(tiers);
  return (
    <section aria-labelledby="booking-cancel-terms" className="grid gap-1 text-sm">
      <h3 id="booking-cancel-terms" className="font-medium text-ink">
        {t('booking.terms.title')}
      </h3>
      {ranges.length === 0 ? (
        <p className="text-muted">{t('booking.terms.free')}</p>
      ) : (
        <ul className="grid list-disc gap-0.5 pl-5 text-muted">
          {ranges.map((range) => (
            <li key={range.from}>
              {range.to === null
                ? range.from === 0
                  ? t('booking.terms.any', { percent: range.percent })
                  : t('booking.terms.from', { count: range.from, percent: range.percent })
                : range.from === 0
                  ? t('booking.terms.under', { count: range.to + 1, percent: range.percent })
                  : t('booking.terms.range', { min: range.from, count: range.to, percent: range.percent })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
