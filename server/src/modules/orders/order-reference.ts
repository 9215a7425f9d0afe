import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.ts';
import { orders, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
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
  await refuseErasedCustomer(tx, values.userId);
  const id = await insertWithFreshReference(tx, values);
  await recordOrderEvent(tx, id, { type: 'placed' });
  return id;
}

/**
 * docs/privacy.md, "A checkout at the same moment": the customer's row, shared, for the rest of
 * the transaction. A deletion holds it exclusively from its check to its commit: an order placed
 * meanwhile waits, then finds the account erased and is refused; one placed first makes the
 * deletion wait and find it.
 */
async function refuseErasedCustomer(tx: Tx, userId: NewOrder['userId']): Promise<void> {
  if (typeof userId !== 'number') return;
  const [customer] = await tx
    .select({ erasedAt: users.erasedAt, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  if (!customer || customer.erasedAt || !customer.isActive) throw AppError.unauthenticated();
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
