import type { StockChangeReason } from '@shop/contract/stock-ledger';
import { sql } from 'drizzle-orm';
import type { Tx } from './client';

export type StockReason = {
  reason: StockChangeReason;
  order?: { id: number; reference: string };
  /** Who made the change; a customer cancelling their order is one too. */
  actor?: { id: number; username?: string };
};

/**
 * docs/stock.md, "The stock ledger": says why the stock changes that follow in this transaction
 * happen. The trigger on products (migration 0024) reads it into each ledger row; it is local to
 * the transaction (set_config's third argument), so it never leaks into another one on a pooled
 * connection.
 */
export async function setStockReason(tx: Tx, why: StockReason): Promise<void> {
  const context = JSON.stringify({
    reason: why.reason,
    order_id: why.order?.id,
    order_reference: why.order?.reference,
    actor_id: why.actor?.id,
    actor_username: why.actor?.username,
  });
  await tx.execute(sql`select set_config('shop.stock_reason', ${context}, true)`);
}
