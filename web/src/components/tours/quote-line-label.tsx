import { PARK_FEE_VAT_PERCENT, type QuoteLine } from '@shop/contract/tour-terms';
import { useT } from '#web/i18n/use-t.ts';
import { RESIDENCY_KEYS, TYPE_KEYS } from './traveller-keys';

/**
 * A line of a tour's price in the page's language (docs/tours-pricing.md, "A booking"), the same
 * in the booking dialog's quote and on the booked tour's page. `code`: the discount code a
 * `discount` line is for.
 */
export function QuoteLineLabel({ line, code }: { line: QuoteLine; code: string | null }) {
  const { t } = useT();
  const who =
    line.traveller_type && line.residency
      ? t('booking.line.who', {
          type: t(TYPE_KEYS[line.traveller_type]),
          residency: t(RESIDENCY_KEYS[line.residency]),
        })
      : '';
  switch (line.kind) {
    case 'traveller':
      return <>{line.season ? t('booking.line.season', { who, season: line.season }) : who}</>;
    case 'park_fee':
      return <>{t('booking.line.parkFee', { park: line.park_name ?? '', who })}</>;
    case 'group':
      return <>{t('booking.line.group')}</>;
    case 'private':
      return <>{t('booking.line.private')}</>;
    case 'vat':
      return <>{t('booking.line.vat', { percent: PARK_FEE_VAT_PERCENT })}</>;
    case 'discount':
      return <>{t('booking.line.discount', { code: code ?? '' })}</>;
  }
}
