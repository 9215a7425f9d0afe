import type { LineWarranty } from '@shop/contract/serials';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';

/** A shop day (YYYY-MM-DD) read at noon, so no browser time zone moves it. */
export const shopDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** docs/serials-and-warranty.md: under warranty until its last day, or expired on it. */
export function WarrantyStatus({ warranty }: { warranty: LineWarranty | null | undefined }) {
  const { t } = useT();
  if (!warranty) return <Badge tone="grey">{t('adminOrders.serials.noWarranty')}</Badge>;
  return warranty.under_warranty ? (
    <Badge tone="green">{t('adminOrders.serials.underWarranty', { date: shopDay(warranty.ends_on) })}</Badge>
  ) : (
    <Badge tone="red">{t('adminOrders.serials.expired', { date: shopDay(warranty.ends_on) })}</Badge>
  );
}
