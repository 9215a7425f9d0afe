import type { Locale } from '@shop/contract/locale';
import type { StoreCreditAccount, StoreCreditKind } from '@shop/contract/store-credit';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';

const KIND_LABELS: Record<StoreCreditKind, MessageKey> = {
  admin_grant: 'account.storeCredit.kind.admin_grant',
  return: 'account.storeCredit.kind.return',
  order_used: 'account.storeCredit.kind.order_used',
  order_released: 'account.storeCredit.kind.order_released',
  admin_correction: 'account.storeCredit.kind.admin_correction',
};

/** An amount with its sign, as a ledger shows it: +TSh 50,000 given, −TSh 20,000 used. */
function signed(amount: string, currency: 'TZS' | 'USD', locale: Locale) {
  const negative = amount.startsWith('-');
  return `${negative ? '−' : '+'}${formatMoney(amount.replace(/^-/, ''), currency, locale)}`;
}

/**
 * docs/store-credit.md: the customer's store credit on the dashboard: the balance in each
 * currency, then every credit and use, newest first, with its reason and order.
 */
export function StoreCreditPanel({ account }: { account: StoreCreditAccount }) {
  const { t, locale } = useT();
  return (
    <div className="grid gap-4">
      <ul aria-label={t('account.storeCredit.balances')} className="flex flex-wrap gap-3">
        {account.balances.map((b) => (
          <li key={b.currency} className="rounded-xl bg-sunken px-4 py-3">
            <span className="block text-sm text-muted">{t('account.storeCredit.balance')}</span>
            <span className="text-2xl font-bold text-ink">{formatMoney(b.balance, b.currency, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('account.storeCredit.howToUse')}</p>
      <ol aria-label={t('account.storeCredit.ledger')} className="divide-y divide-line">
        {account.entries.map((e) => (
          <li key={e.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{t(KIND_LABELS[e.kind])}</span>
              {e.reason ? <span className="block break-words text-muted">{e.reason}</span> : null}
              <span className="block text-muted">
                {formatDate(e.created_at, locale)}
                {e.order_reference
                  ? ` · ${t('account.storeCredit.order', { order: e.order_reference })}`
                  : ''}
              </span>
            </span>
            <span
              className={`font-semibold whitespace-nowrap ${e.amount.startsWith('-') ? 'text-ink' : 'text-accent-text'}`}
            >
              {signed(e.amount, e.currency, locale)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
