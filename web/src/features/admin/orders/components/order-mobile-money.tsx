import type { AdminMobileMoneyAttempt, AttemptStatus } from '@shop/contract/mobile-money';
import { OPERATOR_NAMES } from '@shop/contract/mobile-money';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDateTime, formatMoney } from '#web/lib/format.ts';

const STATUS_TONE: Record<AttemptStatus, 'green' | 'yellow' | 'red' | 'grey'> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  expired: 'grey',
};

/** Every mobile money push made for the order, with the rate and amount recorded when it started. */
export function OrderMobileMoney({ attempts }: { attempts: AdminMobileMoneyAttempt[] }) {
  const { t } = useT();
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {attempts.map((attempt) => (
        <li key={attempt.id} className="grid gap-1 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              {formatMoney(attempt.amount_tzs, 'TZS')}
              {attempt.rate ? (
                <span className="font-normal text-muted">
                  {' '}
                  {t('adminOrders.rate', { rate: formatMoney(attempt.rate, 'TZS') })}
                </span>
              ) : null}
            </p>
            <Badge tone={STATUS_TONE[attempt.status]} className="capitalize">
              {t('adminOrders.attemptStatus', { status: attempt.status })}
            </Badge>
          </div>
          <p className="text-muted">
            {t('adminOrders.attemptLine', {
              operator: OPERATOR_NAMES[attempt.operator],
              phone: attempt.phone,
              provider: attempt.provider,
              when: formatDateTime(attempt.created_at),
            })}
          </p>
          {attempt.failure_reason ? <p className="text-ink">{attempt.failure_reason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
