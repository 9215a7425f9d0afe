import { type AdminMobileMoneyAttempt, maskMsisdn } from '@shop/contract/mobile-money';
import { sql } from 'drizzle-orm';
import { mobileMoneyAttempts as a, orders } from '#server/db/schema.ts';

/** A mobile_money_attempts row as attemptsOfOrder writes it, the whole number still in it. */
export type AttemptJson = Omit<AdminMobileMoneyAttempt, 'status' | 'operator' | 'phone'> & {
  status: string;
  operator: string;
  msisdn: string;
};

/**
 * The mobile-money attempts of the order read, oldest first, as one column of its row: each
 * statement is a round trip (docs/lists.md, "Exact searches").
 */
export const attemptsOfOrder = sql<AttemptJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${a.id}, 'provider', ${a.provider}, 'status', ${a.status}, 'operator', ${a.operator},
    'msisdn', ${a.msisdn}, 'amount_tzs', ${a.amountTzs}::text, 'rate', ${a.rate}::text,
    'created_at', ${a.createdAt}, 'failure_reason', ${a.failureReason}
  ) order by ${a.id}), '[]')
  from ${a} where ${a.orderId} = ${orders.id})`;

/** An attempt of attemptsOfOrder as the admin sees it: the number masked. */
export function attemptOf({ msisdn, ...row }: AttemptJson): AdminMobileMoneyAttempt {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status as AdminMobileMoneyAttempt['status'],
    operator: row.operator as AdminMobileMoneyAttempt['operator'],
    phone: maskMsisdn(msisdn),
    amount_tzs: row.amount_tzs,
    rate: row.rate,
    // Milliseconds, as a timestamp column read into a Date gives it.
    created_at: new Date(row.created_at).toISOString(),
    failure_reason: row.failure_reason,
  };
}
