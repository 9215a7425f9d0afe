import { ReceiptText } from 'lucide-react';
import { paths } from '#web/config/paths.ts';
import { useReceiptLinks } from '#web/features/orders/api/get-receipt-links.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';

/**
 * An order's receipts, one link per payment taken (a deposit and a balance each have theirs): in the
 * dashboard's order dialog and on a tour booking's page (texts of the `bookings` section, which both load).
 */
export function OrderReceipts({ orderId }: { orderId: number }) {
  const { t } = useT();
  const { data: links } = useReceiptLinks(orderId);
  if (!links?.length) return null;
  return (
    <section aria-labelledby={`order-${orderId}-receipts`} className="grid gap-2">
      <h3
        id={`order-${orderId}-receipts`}
        className="text-sm font-semibold tracking-wide text-muted uppercase"
      >
        {t('bookings.receipts')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.id}>
            <Link
              to={paths.receipt.href(link.token)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-raised px-3 text-sm font-medium hover:bg-sunken"
            >
              <ReceiptText className="size-4" aria-hidden />
              {t('bookings.receipt', { number: link.number })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
