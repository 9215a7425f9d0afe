import { randomInt } from 'node:crypto';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { recordOrderEvent } from './order-events';

// No 0/O or 1/I, so a reference read out over the phone is not misheard.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ATTEMPTS = 5;

export function newOrderReference(brand: Brand): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${BRANDS[brand].orderPrefix}-${code}`;
}

type NewOrder = Omit<PgInsertValue<typeof orders>, 'orderId' | 'currency' | 'brand'> & { brand: Brand };

/**
 * Inserts an order in its brand's currency under a fresh public reference, its timeline opening
 * with `placed`. Each attempt runs in a savepoint, so the rare clash with an existing reference
 * is retried without aborting the caller's transaction.
 */
export async function insertOrder(tx: Tx, values: NewOrder): Promise<number> {
  const id = await insertWithFreshReference(tx, values);
  await recordOrderEvent(tx, id, { type: 'placed' });
  return id;
}

async function insertWithFreshReference(tx: Tx, values: NewOrder): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(orders)
          .values({
            ...values,
            currency: BRANDS[values.brand].currency,
            orderId: newOrderReference(values.brand),
          })
          .returning({ id: orders.id });
        return row!.id;
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}
