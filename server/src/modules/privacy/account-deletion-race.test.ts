import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tx } from '#server/db/client.ts';
import { orders, users } from '#server/db/schema.ts';
import { insertOrder } from '#server/modules/orders/order-reference.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeProduct } from '#server/test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const checkout = (token: string) =>
  t.as(token, {
    method: 'POST',
    url: '/api/orders/',
    payload: { order_type: 'fursa', payment_method: 'credit_card', fulfilment: 'pickup' },
  });

/** Waits until some statement of this database waits for a lock another transaction holds. */
async function someoneWaits(answered: () => boolean) {
  await vi.waitFor(async () => {
    const waiting: unknown = await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const [row] = (waiting as { rows: { n: number }[] }).rows;
    expect(answered() || row!.n > 0).toBe(true);
  });
  expect(answered()).toBe(false);
}

describe('a checkout and an account deletion at the same moment (docs/privacy.md)', () => {
  it('refuses an order for an erased account, whoever places it', async () => {
    const customer = await t.register();
    await t.database.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, customer.user.id));
    await expect(
      t.database.db.transaction((tx: Tx) =>
        insertOrder(tx, {
          userId: customer.user.id,
          brand: 'fursa',
          kind: 'product_order',
          totalAmount: '1',
          paymentMethod: 'credit_card',
        }),
      ),
    ).rejects.toMatchObject({ status: 401 });
  });

  // Two transactions interleaved need two connections: PostgreSQL (TEST_DATABASE_URL) only; the
  // embedded database runs one transaction at a time, so there they cannot interleave at all.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'an order placed while the deletion holds the account waits for it, then is refused and leaves nothing',
    async () => {
      const customer = await t.register();
      const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 3 });
      await makeCartLine(t.database.db, {
        brand: 'fursa',
        userId: customer.user.id,
        productId: laptop.id,
        quantity: 1,
      });
      let answered = false;
      let placing: Promise<{ statusCode: number }> | undefined;
      await t.database.db.transaction(async (tx) => {
        // The deletion's hold on the account, from its recheck to its commit.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, customer.user.id)).for('update');
        placing = checkout(customer.access).then((res) => {
          answered = true;
          return res;
        });
        await someoneWaits(() => answered);
        await tx
          .update(users)
          .set({ erasedAt: new Date(), isActive: false })
          .where(eq(users.id, customer.user.id));
      });
      expect((await placing!).statusCode).toBe(401);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, customer.user.id))).toEqual(
        [],
      );
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a deletion while an order is being placed waits for it, then finds it in progress and is refused',
    async () => {
      const customer = await t.register();
      let answered = false;
      let deleting: Promise<{ statusCode: number; json(): unknown }> | undefined;
      await t.database.db.transaction(async (tx) => {
        // A checkout between the deletion's first check and its lock: its order not yet committed.
        await insertOrder(tx, {
          userId: customer.user.id,
          brand: 'fursa',
          kind: 'product_order',
          totalAmount: '1000.00',
          subtotal: '1000.00',
          paymentMethod: 'credit_card',
        });
        deleting = t
          .as(customer.access, {
            method: 'POST',
            url: '/api/account/delete/',
            payload: { password: customer.password },
          })
          .then((res) => {
            answered = true;
            return res;
          });
        await someoneWaits(() => answered);
      });
      const refused = await deleting!;
      expect(refused.statusCode).toBe(409);
      const [account] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
      expect(account!.erasedAt).toBeNull();
    },
  );
});
