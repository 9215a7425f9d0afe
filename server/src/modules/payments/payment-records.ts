import type { PaymentRecord } from '@shop/contract/payments';
import { sql } from 'drizzle-orm';
import { orders, payments } from '#server/db/schema.ts';

/** A payments row as paymentRecordsOfOrder writes it: times as JSON writes them, to the microsecond. */
export type PaymentJson = Omit<PaymentRecord, 'outcome' | 'refund_status'> & {
  outcome: string;
  refund_status: string;
};

/**
 * The confirmed payments of the order read, oldest first, as one column of its row: each statement
 * is a round trip (docs/lists.md, "Exact searches").
 */
export const paymentRecordsOfOrder = sql<PaymentJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${payments.id}, 'provider', ${payments.provider}, 'amount', ${payments.amount}::text,
    'currency', ${payments.currency}, 'outcome', ${payments.outcome},
    'refund_status', ${payments.refundStatus}, 'created_at', ${payments.createdAt},
    'refunded_at', ${payments.refundedAt}
  ) order by ${payments.id}), '[]')
  from ${payments} where ${payments.orderId} = ${orders.id})`;

/** A payment of paymentRecordsOfOrder as the admin sees it. */
export function paymentRecordOf(row: PaymentJson): PaymentRecord {
  return {
    ...row,
    outcome: row.outcome as PaymentRecord['outcome'],
    refund_status: row.refund_status as PaymentRecord['refund_status'],
    // Milliseconds, as a timestamp column read into a Date gives it.
    created_at: new Date(row.created_at).toISOString(),
    refunded_at: row.refunded_at === null ? null : new Date(row.refunded_at).toISOString(),
  };
}
