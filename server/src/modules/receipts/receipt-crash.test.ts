import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { receiptSubmissions, receipts } from '#server/db/schema.ts';
import { dateFromToday, makeTour } from '#server/test/builders.ts';
import {
  createShoppers,
  newShopSetup,
  requestAs,
  type ShopProcess,
  type ShopSetup,
  signIn,
  startShop,
  withShopDatabase,
} from '#server/test/shop-process.ts';
import { startTraStandIn, type TraStandIn } from '#server/test/tra-vfd-stand-in.ts';
import { registerVfd } from './registration';
import { vfdClient } from './vfd-services';

/**
 * docs/receipts.md, "Sending": the server killed with SIGKILL while TRA has a fiscal receipt's post
 * and has not answered it; started again, it posts that receipt, as the XML it signed first, once.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const TEST_TIMEOUT_MS = 240_000;

let tra: TraStandIn;
let setup: ShopSetup;
let shopper: { username: string; password: string };
let departure: { tour: number; date: string };
let shop: ShopProcess | undefined;

beforeAll(async () => {
  tra = await startTraStandIn();
  setup = await newShopSetup(process.env.TEST_DATABASE_URL);
  setup.env = { ...setup.env, ...tra.env, VFD_POLL_SECONDS: '0.2', SEED_DEMO: 'false' };
  await withShopDatabase(setup, async (database) => {
    const { usernames, password } = await createShoppers(database, 1, 'vfdcrash');
    shopper = { username: usernames[0]!, password };
    const date = dateFromToday(40);
    departure = { tour: (await makeTour(database.db, { price: '1180.00', dates: [date] })).id, date };
    await registerVfd(database.db, await vfdClient(loadConfig(setup.env).vfd!), tra.env.VFD_TIN!);
  });
}, TEST_TIMEOUT_MS);
afterAll(async () => {
  await shop?.stop('SIGKILL');
  await setup?.cleanUp();
  await tra?.close();
});

/** A tour booked and paid through the demo checkout, as a customer does it. */
async function bookAndPay(url: string, token: string): Promise<number> {
  const booked = await requestAs(`${url}/api/orders/`, token, 'POST', {
    order_type: 'igsum',
    tour: departure.tour,
    tour_date: departure.date,
  });
  expect(booked.status).toBe(201);
  const order = JSON.parse(booked.text) as { id: number };
  const checkout = await requestAs(`${url}/api/payments/checkout/`, token, 'POST', { order_id: order.id });
  expect(checkout.status).toBe(201);
  const session = JSON.parse(checkout.text) as { url: string; session_id: string };
  const page = new URL(session.url).pathname;
  const paid = await fetch(`${url}${page}pay/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  // Back on the shop, the return page confirms it: the payment is recorded, with its receipt.
  const confirmed = await requestAs(`${url}/api/payments/confirm/`, token, 'POST', {
    session_id: session.session_id,
  });
  expect(confirmed.status).toBe(200);
  return order.id;
}

describe('a fiscal receipt across a kill -9', () => {
  it(
    'is posted after the restart, once, as the XML signed before the kill',
    async () => {
      shop = await startShop(setup);
      const [token] = await signIn(shop.url, [shopper.username], shopper.password);
      // TRA takes the post and never answers it: the kill lands while it is in flight.
      tra.fail('receipt', 'silence');
      const orderId = await bookAndPay(shop.url, token!);
      await vi.waitFor(() => expect(tra.received).toBe(1), { timeout: 30_000, interval: 50 });
      await shop.stop('SIGKILL');
      shop = undefined;

      const before = await withShopDatabase(setup, async ({ db }) => {
        const [receipt] = await db.select().from(receipts).where(eq(receipts.orderId, orderId));
        const [submission] = await db
          .select()
          .from(receiptSubmissions)
          .where(eq(receiptSubmissions.receiptId, receipt!.id));
        return { gc: receipt!.gc, submission: submission! };
      });
      // Killed while waiting for TRA; on a slow machine the shop may have timed out and noted it first.
      expect(before.submission.attempts).toBe(1);
      expect(['queued', 'failed']).toContain(before.submission.status);
      expect(before.submission.signedXml).toContain(`<GC>${before.gc}</GC>`);
      expect(tra.accepted).toEqual([]);

      shop = await startShop(setup);
      await vi.waitFor(() => expect(tra.accepted.map((r) => r.gc)).toEqual([before.gc]), {
        timeout: 60_000,
        interval: 100,
      });
      await shop.stop('SIGTERM');
      shop = undefined;
      expect(before.submission.signedXml).toContain(tra.accepted[0]!.xml);
      expect(tra.duplicates).toBe(0);
      expect(tra.received).toBe(2);
      const [after] = await withShopDatabase(setup, ({ db }) =>
        db.select().from(receiptSubmissions).where(eq(receiptSubmissions.gc, before.gc)),
      );
      expect(after).toMatchObject({ status: 'sent', attempts: 2, signedXml: before.submission.signedXml });
    },
    TEST_TIMEOUT_MS,
  );
});
