import type { LowStockProduct } from '@shop/contract/admin-users';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import type { BusinessType, Currency } from '@shop/contract/common';
import { formatMoney } from '@shop/contract/money-format';
import { type Email, email } from '#server/modules/messages/templates/layout.ts';

const BRAND_NAMES: Record<BusinessType, string> = { fursa: 'FURSA', igsum: 'IGSUM' };

/** docs/messages.md, "Alerts": the morning list of products at or under the threshold. */
export function lowStockEmail(list: LowStockProduct[], total: number, day: string): Email {
  const more = total - list.length;
  return email(
    'shop',
    `Low stock: ${total} product${total === 1 ? '' : 's'} (${day})`,
    'Products to restock',
    [
      { paragraph: `These products have ${LOW_STOCK_THRESHOLD} or fewer units in stock, lowest first.` },
      {
        rows: list.map((p) => [
          `${BRAND_NAMES[p.brand]} · ${p.name}${p.is_active ? '' : ' (inactive)'}`,
          p.stock_quantity === 0 ? 'Out of stock' : `${p.stock_quantity} left`,
        ]),
      },
      ...(more > 0 ? [{ paragraph: `And ${more} more: see Low stock in the admin dashboard.` }] : []),
    ],
  );
}

export function lowStockSms(total: number, lowest: LowStockProduct[]): string {
  const names = lowest
    .slice(0, 2)
    .map((p) => `${p.name.slice(0, 30)} (${p.stock_quantity})`)
    .join(', ');
  return `Shop: ${total} product${total === 1 ? '' : 's'} low on stock: ${names}${total > 2 ? ', ...' : ''}. See the admin dashboard.`;
}

export type SoldOut = { brand: BusinessType; name: string; orderReference: string | null };

/** docs/messages.md, "Alerts": an order held or bought the last unit a shopper could buy. */
export function soldOutEmail(p: SoldOut): Email {
  return email(p.brand, `Sold out: ${p.name}`, `${p.name} is sold out`, [
    {
      paragraph:
        `The last unit a shopper could buy went to order ${p.orderReference ?? '(none)'}, held or paid. ` +
        'The shop now shows it as out of stock: restock it, or it stays so unless an order gives units back.',
    },
  ]);
}

export function soldOutSms(p: SoldOut): string {
  return `${BRAND_NAMES[p.brand]}: ${p.name.slice(0, 60)} is sold out (order ${p.orderReference ?? '-'}).`;
}

export type DailySummary = {
  day: string;
  productOrders: number;
  bookings: number;
  /** Orders paid that day, per currency. */
  paid: { currency: Currency; count: number; amount: string }[];
  /** Sales completed that day (docs/prices-and-currencies.md), per currency. */
  revenue: { currency: Currency; count: number; amount: string }[];
};

/** docs/messages.md, "Alerts": yesterday in figures, every currency apart. */
export function dailySummaryEmail(s: DailySummary): Email {
  const perCurrency = (label: string, list: DailySummary['paid']): [string, string][] =>
    list.length === 0
      ? [[label, 'none']]
      : list.map((r) => [`${label} (${r.count})`, formatMoney(r.amount, r.currency)]);
  return email('shop', `Yesterday at the shop (${s.day})`, `Your day in figures: ${s.day}`, [
    {
      rows: [
        ['Laptop and product orders placed', String(s.productOrders)],
        ['Tour bookings placed', String(s.bookings)],
      ],
    },
    {
      rows: [
        ...perCurrency('Payments received', s.paid),
        ...perCurrency('Revenue (sales completed)', s.revenue),
      ],
    },
    { paragraph: 'Amounts in shillings and dollars are never added together.' },
  ]);
}
