import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, tourDepartures, tours } from '#server/db/schema.ts';
import { onePriceDepartures } from '#server/test/one-price-departures.ts';
import { laptopStock, laptopStockLedger } from './laptop-stock';
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
} from './shop-process';

/**
 * The server killed with SIGKILL in the middle of a stream of laptop orders, admin "sold" and
 * "cancelled" changes and tour bookings, then started again, a few times over: every order the
 * server answered 201 is still there, every status change it answered 200 stuck, and stock
 * and seats still add up. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const CYCLES = 3;
const SHOPPERS = 6;
/** Orders and bookings answered 201 in a cycle before the kill. */
const CREATED_PER_CYCLE = 8;
const TEST_TIMEOUT_MS = 480_000;

type Created = { id: number; kind: 'order' | 'booking'; owner: number };
type Stream = {
  created: Created[];
  /** The last status the admin set and the server answered 200 for, by order id. */
  statusSet: Map<number, string>;
  /** Answers of 500 and above: none may come. */
  serverErrors: string[];
  /** Requests the kill cut off, so the kills did land under load. */
  cutOff: number;
};

let setup: ShopSetup;
let shoppers: { usernames: string[]; password: string };
let laptopIds: number[];
let departures: { tour: number; date: string }[];

beforeAll(async () => {
  setup = await newShopSetup(process.env.TEST_DATABASE_URL);
  await withShopDatabase(setup, async (database) => {
    shoppers = await createShoppers(database, SHOPPERS, 'crash');
    const inStock = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brand, 'fursa'), gt(products.stockQuantity, 0), eq(products.isActive, true)));
    laptopIds = inStock.map((r) => r.id);
    departures = await onePriceDepartures(database.db);
  });
}, TEST_TIMEOUT_MS);
afterAll(() => setup?.cleanUp());

async function call(stream: Stream, url: string, token: string, method: string, body?: unknown) {
  const { status, text } = await requestAs(url, token, method, body);
  if (status >= 500) stream.serverErrors.push(`${method} ${url}: ${status} ${text}`);
  return { status, json: () => JSON.parse(text) as { id: number; items?: { id: number }[] } };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * One customer ordering a laptop through the cart or booking a tour, over and over, until
 * `stopped()`. A refused request (out of stock, sold out, a limit) is part of the stream; a
 * request cut off by the kill is expected, and its order may or may not exist.
 */
async function shopper(stream: Stream, base: string, token: string, owner: number, stopped: () => boolean) {
  for (let turn = 0; !stopped(); turn++) {
    try {
      if (turn % 2 === 0 && laptopIds.length > 0) {
        const added = await call(stream, `${base}/api/fursa/cart/`, token, 'POST', {
          product: pick(laptopIds),
          quantity: 1,
        });
        if (added.status !== 201 && added.status !== 200) continue;
        const placed = await call(stream, `${base}/api/orders/`, token, 'POST', { order_type: 'fursa' });
        if (placed.status === 201) stream.created.push({ id: placed.json().id, kind: 'order', owner });
        else await emptyCart(stream, base, token);
      } else if (departures.length > 0) {
        const { tour, date } = pick(departures);
        const booked = await call(stream, `${base}/api/orders/`, token, 'POST', {
          order_type: 'igsum',
          tour,
          tour_date: date,
          participants: 1 + (turn % 3),
        });
        if (booked.status === 201) stream.created.push({ id: booked.json().id, kind: 'booking', owner });
      }
    } catch {
      if (stopped()) {
        stream.cutOff += 1;
        return;
      }
      throw new Error('a request failed while the server was up');
    }
  }
}

/** After a refused checkout (the stock ran out meanwhile) the shopper starts over. */
async function emptyCart(stream: Stream, base: string, token: string) {
  const cart = await call(stream, `${base}/api/fursa/cart/`, token, 'GET');
  for (const line of cart.json().items ?? []) {
    await call(stream, `${base}/api/fursa/cart/${line.id}/`, token, 'DELETE');
  }
}

/** The admin marking laptop orders sold and cancelling or confirming bookings as they come in. */
async function admin(stream: Stream, base: string, token: string, stopped: () => boolean) {
  let next = 0;
  while (!stopped()) {
    const order = stream.created[next];
    if (!order) {
      await pause();
      continue;
    }
    next += 1;
    const status = order.kind === 'order' ? 'sold' : next % 2 === 0 ? 'cancelled' : 'confirmed';
    try {
      const res = await call(stream, `${base}/api/orders/admin/${order.id}/`, token, 'PUT', { status });
      if (res.status === 200) stream.statusSet.set(order.id, status);
    } catch {
      if (stopped()) {
        stream.cutOff += 1;
        return;
      }
      throw new Error('an admin request failed while the server was up');
    }
  }
}

async function untilCreated(stream: Stream, count: number, workers: Promise<void>) {
  let failed: unknown;
  void workers.catch((err) => {
    failed = err;
  });
  while (stream.created.length < count && failed === undefined) {
    await pause();
  }
  if (failed !== undefined) throw failed;
}

describe(`the server killed with SIGKILL under orders and bookings (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'keeps every answered order and status, and stock and seats add up',
    async () => {
      const stream: Stream = { created: [], statusSet: new Map(), serverErrors: [], cutOff: 0 };
      const initialStock = await withShopDatabase(setup, (database) => laptopStock(database.db));
      let shop: ShopProcess | undefined;
      try {
        for (let cycle = 0; cycle < CYCLES; cycle++) {
          shop = await startShop(setup);
          const base = shop.url;
          // Each restart first shows what the last one answered 201 for.
          const [adminToken] = await signIn(base, ['admin'], setup.adminPassword);
          for (const order of stream.created) {
            const res = await call(stream, `${base}/api/orders/admin/${order.id}/`, adminToken!, 'GET');
            expect(res.status, `order ${order.id} after restart ${cycle}`).toBe(200);
          }
          const tokens = await signIn(base, shoppers.usernames, shoppers.password);
          let stopped = false;
          const isStopped = () => stopped;
          const workers = Promise.all([
            ...tokens.map((token, i) => shopper(stream, base, token, i, isStopped)),
            admin(stream, base, adminToken!, isStopped),
          ]).then(() => undefined);
          await untilCreated(stream, (cycle + 1) * CREATED_PER_CYCLE, workers);
          // Requests are in flight when the process dies.
          stopped = true;
          await shop.stop('SIGKILL');
          await workers;
        }
        shop = await startShop(setup);
        const [adminToken] = await signIn(shop.url, ['admin'], setup.adminPassword);
        for (const order of stream.created) {
          const res = await call(stream, `${shop.url}/api/orders/admin/${order.id}/`, adminToken!, 'GET');
          expect(res.status, `order ${order.id} after the last restart`).toBe(200);
        }
        await shop.stop('SIGTERM');
      } finally {
        await shop?.stop('SIGKILL');
      }

      expect(stream.serverErrors).toEqual([]);
      expect(stream.cutOff).toBeGreaterThan(0);
      expect(stream.created.filter((c) => c.kind === 'order').length).toBeGreaterThan(0);
      expect(stream.created.filter((c) => c.kind === 'booking').length).toBeGreaterThan(0);

      await withShopDatabase(setup, async ({ db }) => {
        const ids = stream.created.map((c) => c.id);
        const kept = await db
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(inArray(orders.id, ids));
        expect(kept.map((o) => o.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        const statusOf = new Map(kept.map((o) => [o.id, o.status]));
        for (const [id, status] of stream.statusSet)
          expect(statusOf.get(id), `status of order ${id}`).toBe(status);

        // Stock deducted from each laptop is exactly what its sold lines took.
        for (const laptop of await laptopStockLedger(db, initialStock)) {
          expect(laptop.before - laptop.now, `stock of laptop ${laptop.id}`).toBe(laptop.taken);
        }
        // Only sold orders hold deducted stock, and never more than the line asked for.
        const strayLines = await db
          .select({ id: orderItems.id })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(
            sql`${orderItems.deductedQuantity} > 0 and (not ${orders.stockDeducted} or ${orderItems.deductedQuantity} > ${orderItems.quantity})`,
          );
        expect(strayLines).toEqual([]);

        // Seats taken on each departure are the participants of its bookings still holding seats.
        const held = await db
          .select({
            tour: orderItems.tourId,
            date: orderItems.tourDate,
            seats: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(sql`${orderItems.tourId} is not null`, eq(orders.seatsReleased, false)))
          .groupBy(orderItems.tourId, orderItems.tourDate);
        const heldOn = new Map(held.map((r) => [`${r.tour} ${r.date}`, r.seats]));
        const taken = await db
          .select({
            tour: tourDepartures.tourId,
            date: tourDepartures.date,
            seats: tourDepartures.seatsTaken,
            max: tours.maxParticipants,
          })
          .from(tourDepartures)
          .innerJoin(tours, eq(tours.id, tourDepartures.tourId));
        for (const d of taken) {
          expect(d.seats, `seats of tour ${d.tour} on ${d.date}`).toBe(
            heldOn.get(`${d.tour} ${d.date}`) ?? 0,
          );
          expect(d.seats).toBeLessThanOrEqual(d.max);
        }
        for (const key of heldOn.keys())
          expect(
            taken.some((d) => `${d.tour} ${d.date}` === key),
            key,
          ).toBe(true);
      });
    },
    TEST_TIMEOUT_MS,
  );
});
