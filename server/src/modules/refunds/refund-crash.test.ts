import type { OrderRefunds } from '@shop/contract/refunds';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, payments, profiles, refunds, users } from '#server/db/schema.ts';
import { makeMobileMoneyAttempt, makeOrder } from '#server/test/builders.ts';
import { ClickPesaStandIn, type StandInPayout } from '#server/test/clickpesa-stand-in.ts';
import {
  createShoppers,
  newShopSetup,
  pause,
  requestAs,
  type ShopProcess,
  type ShopSetup,
  signIn,
  startShop,
  withShopDatabase,
} from '#server/test/shop-process.ts';

/**
 * docs/refunds.md, "A crash": the server killed with SIGKILL after ClickPesa made a payout and
 * before its answer was recorded. Started again, the refund's lease runs out, the worker asks
 * ClickPesa by the refund's key, finds the payout and records it: one payout, the customer told
 * once. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const CREDENTIALS = { clientId: 'crash-client', apiKey: 'crash-key', checksumKey: 'crash-checksum' };
const TEST_TIMEOUT_MS = 240_000;

let setup: ShopSetup;
let clickpesa: ClickPesaStandIn;
let orderId: number;
let paymentId: number;

beforeAll(async () => {
  clickpesa = await ClickPesaStandIn.start(CREDENTIALS);
  setup = await newShopSetup(process.env.TEST_DATABASE_URL);
  Object.assign(setup.env, {
    CLICKPESA_CLIENT_ID: CREDENTIALS.clientId,
    CLICKPESA_API_KEY: CREDENTIALS.apiKey,
    CLICKPESA_CHECKSUM_KEY: CREDENTIALS.checksumKey,
    CLICKPESA_API_URL: clickpesa.apiUrl,
    CLICKPESA_TIMEOUT_MS: '1000',
    REFUND_POLL_SECONDS: '1',
  });
  await withShopDatabase(setup, async (database) => {
    const { db } = database;
    const { usernames } = await createShoppers(database, 1, 'refundcrash');
    const [customer] = await db.select().from(users).where(eq(users.username, usernames[0]!));
    await db.update(profiles).set({ phone: '754 999 000' }).where(eq(profiles.userId, customer!.id));
    const order = await makeOrder(db, {
      userId: customer!.id,
      brand: 'fursa',
      lines: [{ itemName: 'Laptop', quantity: 1, price: '45000.00' }],
    });
    const attempt = await makeMobileMoneyAttempt(db, order, {
      expiresAt: new Date(Date.now() + 60_000),
      provider: 'clickpesa',
      msisdn: '255754999000',
      status: 'paid',
    });
    const [payment] = await db
      .insert(payments)
      .values({
        orderId: order.id,
        sessionId: attempt.sessionId,
        provider: 'clickpesa',
        amount: attempt.amountTzs,
        currency: 'TZS',
        outcome: 'duplicate',
        refundStatus: 'due',
      })
      .returning();
    orderId = order.id;
    paymentId = payment!.id;
  });
}, TEST_TIMEOUT_MS);
afterAll(async () => {
  await clickpesa?.close();
  await setup?.cleanUp();
});

describe(`a refund's payout, the server killed before its answer was recorded (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'is found by its key after the restart: one payout, recorded once',
    async () => {
      let shop: ShopProcess | undefined;
      try {
        shop = await startShop(setup);
        const [admin] = await signIn(shop.url, ['admin'], setup.adminPassword);
        // ClickPesa makes the payout and its answer never comes; the server dies meanwhile.
        clickpesa.failNextPayouts('lost-answer');
        const made = new Promise<StandInPayout>((resolve) => {
          clickpesa.onPayout = resolve;
        });
        const asked = await requestAs(
          `${shop.url}/api/admin/orders/${orderId}/payments/${paymentId}/refunds/`,
          admin!,
          'POST',
          { reason: 'Paid twice' },
        );
        expect(asked.status, asked.text).toBe(201);
        const payout = await made;
        await shop.stop('SIGKILL');

        const [sending] = await withShopDatabase(setup, ({ db }) =>
          db.select().from(refunds).where(eq(refunds.paymentId, paymentId)),
        );
        expect(sending).toMatchObject({
          status: 'sending',
          attempts: 1,
          idempotencyKey: payout.orderReference,
        });

        shop = await startShop(setup);
        const [again] = await signIn(shop.url, ['admin'], setup.adminPassword);
        let view: OrderRefunds | undefined;
        while (view?.refunds[0]?.status !== 'succeeded') {
          await pause();
          const res = await requestAs(`${shop.url}/api/admin/orders/${orderId}/refunds/`, again!, 'GET');
          view = JSON.parse(res.text) as OrderRefunds;
          expect(['sending', 'succeeded']).toContain(view.refunds[0]?.status);
        }
        await shop.stop('SIGTERM');
      } finally {
        await shop?.stop('SIGKILL');
      }

      expect([...clickpesa.payouts.values()]).toHaveLength(1);
      expect(clickpesa.payoutCreates).toBe(1);
      await withShopDatabase(setup, async ({ db }) => {
        const rows = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'succeeded', attempts: 2, amount: '45000.00' });
        const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
        expect(payment?.refundStatus).toBe('refunded');
        const told = await db
          .select({ key: outboxMessages.key })
          .from(outboxMessages)
          .where(like(outboxMessages.key, `refund:${rows[0]!.id}:sent:%`));
        expect(told.map((m) => m.key).sort()).toEqual([
          `refund:${rows[0]!.id}:sent:customer`,
          `refund:${rows[0]!.id}:sent:customer-sms`,
        ]);
      });
    },
    TEST_TIMEOUT_MS,
  );
});
