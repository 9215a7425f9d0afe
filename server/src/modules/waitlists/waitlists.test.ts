import fs from 'node:fs';
import path from 'node:path';
import type { CartItem, FursaCart } from '@shop/contract/cart';
import type { Order } from '@shop/contract/orders';
import type { Demand, MyStockRequest, TourWaitlistEntry } from '@shop/contract/waitlists';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, products, stockRequests, tourDepartures } from '#server/db/schema.ts';
import { marketingSendTime } from '#server/modules/messages/marketing-rules.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeProduct, makeTour } from '#server/test/builders.ts';
import { bookTour } from '#server/test/checkout-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8000' });
});
afterAll(() => t.close());
const db = () => t.database.db;
const HOUR = 3_600_000;
/** Now, or at night the coming 08:00: offers made then are texted at once (docs/back-in-stock.md, "Quiet hours"). */
const daytime = () => marketingSendTime(new Date());

const notifyMine = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/stock-requests/mine/', payload });
const notify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/stock-requests/', payload });
const productRow = async (id: number) =>
  (
    await db()
      .select()
      .from(products)
      .where(and(eq(products.brand, 'fursa'), eq(products.id, id)))
  )[0]!;
const messagesLike = (pattern: string) =>
  db().select().from(outboxMessages).where(like(outboxMessages.key, pattern)).orderBy(asc(outboxMessages.id));
/** An admin sets a laptop's stock from the product form (PUT /api/admin/products/{id}/). */
async function restock(id: number, stock: number) {
  adminToken ??= (await t.admin()).access;
  const res = await t.as(adminToken, {
    method: 'PUT',
    url: `/api/admin/products/${id}/`,
    payload: { stock_quantity: stock },
  });
  expect(res.statusCode).toBe(200);
}
let adminToken: string | undefined;

describe('back in stock', () => {
  it('tells the first in line when stock returns, holds a unit they then buy, and leaves the next waiting', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 0, slug: 'probook-450' });
    const inStock = await makeProduct(db(), { brand: 'fursa', stockQuantity: 3 });
    const first = await t.register({ phone: '0713 555 666' });
    const mine = await notifyMine(first.access, { brand: 'fursa', product: laptop.id });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ status: 'waiting', position: 1 });
    // Asking again keeps the place.
    expect((await notifyMine(first.access, { brand: 'fursa', product: laptop.id })).json()).toEqual(
      mine.json(),
    );
    const visitor = await notify({ brand: 'fursa', product: laptop.id, phone: '0744 000 111' });
    expect(visitor.json()).toMatchObject({ position: 2 });
    const refusedAs = async (payload: object, status: number, name: string) => {
      const res = await notify(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ reason: { name, params: {} } });
    };
    await refusedAs({ brand: 'fursa', product: laptop.id }, 400, 'notifyContactMissing');
    await refusedAs({ brand: 'fursa', product: laptop.id, phone: '022 211 0000' }, 400, 'notifyPhoneInvalid');
    await refusedAs({ brand: 'fursa', product: inStock.id, email: 'a@example.com' }, 409, 'notifyInStock');
    await refusedAs({ brand: 'fursa', product: 999_999, email: 'a@example.com' }, 404, 'productUnavailable');
    const [ownRow] = await db().select().from(stockRequests).where(eq(stockRequests.userId, first.user.id));
    expect(ownRow).toMatchObject({ email: first.user.email, phone: '255713555666' });

    // Nothing to offer while sold out.
    await t.app.waitlists.runDue();
    expect(await messagesLike('stock-request:%')).toHaveLength(0);

    // An admin adds one unit: the first in line is told, by e-mail and SMS, and the unit is held.
    await restock(laptop.id, 1);
    await t.app.waitlists.runDue(daytime());
    await t.app.waitlists.runDue(daytime());
    const told = await messagesLike(`stock-request:${ownRow!.id}:%`);
    expect(told.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(told[1]!.bodyText).toContain('http://localhost:8000/fursa/laptops/probook-450');
    expect(await messagesLike('stock-request:%')).toHaveLength(2);
    expect((await productRow(laptop.id)).heldQuantity).toBe(1);
    await t.app.outbox.sendDue(daytime());
    const smsFiles = fs
      .readdirSync(path.join(t.dataDir, 'sms'))
      .filter((f) => f.endsWith('back_in_stock.txt'));
    expect(fs.readFileSync(path.join(t.dataDir, 'sms', smsFiles[0]!), 'utf8')).toContain('To: +255713555666');

    // Another shopper cannot take the held unit; the first in line buys it.
    const other = await t.register();
    await makeCartLine(db(), { brand: 'fursa', userId: other.user.id, productId: laptop.id, quantity: 1 });
    const refused = await t.as(other.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', payment_method: 'credit_card', fulfilment: 'pickup' },
    });
    expect(refused.statusCode).toBe(409);
    await makeCartLine(db(), { brand: 'fursa', userId: first.user.id, productId: laptop.id, quantity: 1 });
    const bought = await t.as(first.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', payment_method: 'credit_card', fulfilment: 'pickup' },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await productRow(laptop.id)).heldQuantity).toBe(1);
    const [after] = await db().select().from(stockRequests).where(eq(stockRequests.id, ownRow!.id));
    expect(after!.status).toBe('bought');

    const admin = await t.admin();
    const demand = (await t.as(admin.access, { method: 'GET', url: '/api/admin/demand/' })).json() as Demand;
    expect(demand.products.find((p) => p.product === laptop.id && p.brand === 'fursa')).toMatchObject({
      waiting: 1,
      offered: 0,
      bought: 1,
    });
  });

  it('moves on to the next in line when the held unit is not bought in time', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 0 });
    await notify({ brand: 'fursa', product: laptop.id, email: 'first@example.com' });
    await notify({ brand: 'fursa', product: laptop.id, email: 'second@example.com' });
    await restock(laptop.id, 1);
    const now = daytime();
    await t.app.waitlists.runDue(now);
    const rows = () =>
      db()
        .select()
        .from(stockRequests)
        .where(eq(stockRequests.productId, laptop.id))
        .orderBy(asc(stockRequests.id));
    expect((await rows()).map((r) => r.status)).toEqual(['offered', 'waiting']);
    await t.app.waitlists.runDue(new Date(now.getTime() + HOUR));
    expect((await rows()).map((r) => r.status)).toEqual(['offered', 'waiting']);
    await t.app.waitlists.runDue(new Date(now.getTime() + 2 * HOUR + 60_000));
    expect((await rows()).map((r) => r.status)).toEqual(['expired', 'offered']);
    expect((await productRow(laptop.id)).heldQuantity).toBe(1);
    expect(
      (await messagesLike('stock-request:%')).filter((m) => m.recipient === 'second@example.com'),
    ).toHaveLength(1);
  });
});

describe('the unit held for a customer', () => {
  const addToCart = (token: string, product: number, quantity = 1) =>
    t.as(token, { method: 'POST', url: '/api/fursa/cart/', payload: { product, quantity } });
  const checkout = (token: string) =>
    t.as(token, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', payment_method: 'credit_card', fulfilment: 'pickup' },
    });
  const myRequests = async (token: string) =>
    (await t.as(token, { method: 'GET', url: '/api/stock-requests/mine/' })).json() as MyStockRequest[];

  it('is theirs alone to add to the cart from the message and buy; another customer still cannot take it', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 0, slug: 'elitebook-840' });
    const first = await t.register();
    const other = await t.register();
    await notifyMine(first.access, { brand: 'fursa', product: laptop.id });
    expect(await myRequests(first.access)).toMatchObject([
      { brand: 'fursa', product: laptop.id, status: 'waiting', position: 1, held_until: null },
    ]);
    await restock(laptop.id, 1);
    await t.app.waitlists.runDue();

    const [held] = await myRequests(first.access);
    expect(held).toMatchObject({ status: 'offered', position: 0, slug: 'elitebook-840', name: laptop.name });
    expect(new Date(held!.held_until!).getTime()).toBeGreaterThan(Date.now() + HOUR);
    expect(await myRequests(other.access)).toEqual([]);

    // Sold out to the other customer, in the cart and at checkout.
    expect((await addToCart(other.access, laptop.id)).statusCode).toBe(409);
    await makeCartLine(db(), { brand: 'fursa', userId: other.user.id, productId: laptop.id, quantity: 1 });
    expect((await checkout(other.access)).statusCode).toBe(409);

    // The one it is held for adds it from the product page the message links to: one unit, no more.
    const added = await addToCart(first.access, laptop.id);
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as CartItem).product).toMatchObject({ in_stock: true, stock_quantity: 1 });
    expect((await addToCart(first.access, laptop.id)).statusCode).toBe(409);
    const cart = (await t.as(first.access, { method: 'GET', url: '/api/fursa/cart/' })).json() as FursaCart;
    expect(cart.items[0]!.product).toMatchObject({ id: laptop.id, in_stock: true });
    const bought = await checkout(first.access);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await myRequests(first.access)).toEqual([]);
    // The order holds the unit now (docs/stock.md), and the other customer is still refused.
    expect((await productRow(laptop.id)).heldQuantity).toBe(1);
    expect((await checkout(other.access)).statusCode).toBe(409);
  });

  it("is nobody's once the hold ends: the customer it was held for cannot add it, then the pass frees it for anyone", async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 0 });
    const first = await t.register();
    const other = await t.register();
    // A visitor's request with the account's e-mail is the account's (docs/back-in-stock.md).
    await notify({ brand: 'fursa', product: laptop.id, email: first.user.email });
    await restock(laptop.id, 1);
    await t.app.waitlists.runDue();
    expect(await myRequests(first.access)).toMatchObject([{ status: 'offered' }]);

    // Two hours pass before the next pass runs: the unit is still counted held, for no one.
    await db()
      .update(stockRequests)
      .set({ heldUntil: new Date(Date.now() - 60_000) })
      .where(eq(stockRequests.productId, laptop.id));
    expect((await addToCart(first.access, laptop.id)).statusCode).toBe(409);
    await makeCartLine(db(), { brand: 'fursa', userId: first.user.id, productId: laptop.id, quantity: 1 });
    expect((await checkout(first.access)).statusCode).toBe(409);
    expect((await addToCart(other.access, laptop.id)).statusCode).toBe(409);

    await t.app.waitlists.runDue();
    expect(await myRequests(first.access)).toEqual([]);
    expect((await productRow(laptop.id)).heldQuantity).toBe(0);
    expect((await addToCart(other.access, laptop.id)).statusCode).toBe(201);
    const bought = await checkout(other.access);
    expect(bought.statusCode, bought.body).toBe(201);
  });
});

describe('tour waitlist', () => {
  it("offers a cancelled booking's seats to the waitlist in order, holding them for the one offered", async () => {
    const date = dateFromToday(40);
    const tour = await makeTour(db(), { maxParticipants: 2, dates: [date], slug: 'ngorongoro-day' });
    const booker = await t.register();
    const booked = (await bookTour(t, booker.access, tour.id, date, 2)).json() as Order;
    const waiter = await t.register({ locale: 'sw' });
    const late = await t.register();
    const join = (token: string, travellers: number) =>
      t.as(token, {
        method: 'POST',
        url: '/api/tour-waitlist/',
        payload: { tour: tour.id, tour_date: date, travellers },
      });
    expect((await join(waiter.access, 2)).json()).toMatchObject({ status: 'waiting', position: 1 });
    expect((await join(late.access, 1)).json()).toMatchObject({ position: 2 });

    await t.app.waitlists.runDue();
    expect(await messagesLike('tour-waitlist:%')).toHaveLength(0);

    expect(
      (await t.as(booker.access, { method: 'POST', url: `/api/orders/${booked.id}/cancel/` })).statusCode,
    ).toBe(200);
    await t.app.waitlists.runDue();
    const mine = (
      await t.as(waiter.access, { method: 'GET', url: '/api/tour-waitlist/' })
    ).json() as TourWaitlistEntry[];
    expect(mine[0]).toMatchObject({ status: 'offered', position: 0, travellers: 2 });
    const offer = await messagesLike('tour-waitlist:%');
    expect(offer.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', waiter.user.email],
      ['sms', '255712345678'],
    ]);
    expect(offer[0]!.bodyText).toContain('http://localhost:8000/sw/isml/tours/ngorongoro-day');
    // The seats are held: the next in line and anyone else are refused; the one offered books them.
    expect((await bookTour(t, late.access, tour.id, date, 1)).statusCode).toBe(409);
    expect((await bookTour(t, waiter.access, tour.id, date, 2)).statusCode).toBe(201);
    const [departure] = await db().select().from(tourDepartures).where(eq(tourDepartures.tourId, tour.id));
    expect(departure!.seatsTaken).toBe(2);
    // A departure with seats free is booked, not waited for.
    const admin = await t.admin();
    const demand = (await t.as(admin.access, { method: 'GET', url: '/api/admin/demand/' })).json() as Demand;
    expect(demand.departures.find((d) => d.tour === tour.id)).toMatchObject({
      tour_date: date,
      waiting: 1,
      travellers_waiting: 1,
      bought: 1,
    });
  });

  it('moves an unanswered offer on after two hours; free seats are booked, not waited for', async () => {
    const date = dateFromToday(41);
    const tour = await makeTour(db(), { maxParticipants: 1, dates: [date] });
    const a = await t.register();
    const b = await t.register();
    const c = await t.register();
    const join = (token: string) =>
      t.as(token, {
        method: 'POST',
        url: '/api/tour-waitlist/',
        payload: { tour: tour.id, tour_date: date, travellers: 1 },
      });
    const free = await join(a.access);
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({ reason: { name: 'waitlistSeatsFree' } });
    const booked = (await bookTour(t, a.access, tour.id, date, 1)).json() as Order;
    await join(b.access);
    await join(c.access);
    await t.as(a.access, { method: 'POST', url: `/api/orders/${booked.id}/cancel/` });
    const now = daytime();
    await t.app.waitlists.runDue(now);
    const status = async (token: string) =>
      ((await t.as(token, { method: 'GET', url: '/api/tour-waitlist/' })).json() as TourWaitlistEntry[])[0]
        ?.status;
    expect([await status(b.access), await status(c.access)]).toEqual(['offered', 'waiting']);
    await t.app.waitlists.runDue(new Date(now.getTime() + 2 * HOUR + 60_000));
    expect([await status(b.access), await status(c.access)]).toEqual([undefined, 'offered']);
  });

  it('lets the one offered book the held seats through the priced booking (issue 42) too', async () => {
    const date = dateFromToday(42);
    const tour = await makeTour(db(), { maxParticipants: 2, dates: [date] });
    adminToken ??= (await t.admin()).access;
    const terms = await t.as(adminToken, {
      method: 'PUT',
      url: `/api/admin/tours/${tour.id}/terms/`,
      payload: {
        age_bands: [],
        prices: [
          { traveller_type: 'adult', residency: 'non_resident', amount_usd: '1000.00', amount_tzs: null },
        ],
        seasons: [],
        group_tiers: [],
        private_supplement_usd: null,
        private_supplement_tzs: null,
        deposit: {
          rule: 'percent',
          percent: '30',
          per_traveller_usd: null,
          per_traveller_tzs: null,
          per_booking_usd: null,
          per_booking_tzs: null,
        },
        balance_due_days: 30,
        details_due_days: 14,
        cancellation_tiers: [],
        parks: [],
      },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const two = [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }];
    const book = (token: string) =>
      t.as(token, {
        method: 'POST',
        url: '/api/tour-bookings/',
        payload: { tour: tour.id, tour_date: date, travellers: two },
      });
    const booker = await t.register();
    const first = await book(booker.access);
    expect(first.statusCode, first.body).toBe(201);
    const waiter = await t.register();
    const other = await t.register();
    await t.as(waiter.access, {
      method: 'POST',
      url: '/api/tour-waitlist/',
      payload: { tour: tour.id, tour_date: date, travellers: 2 },
    });
    const { order } = first.json() as { order: Order };
    expect(
      (await t.as(booker.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` })).statusCode,
    ).toBe(200);
    await t.app.waitlists.runDue();
    expect((await book(other.access)).statusCode).toBe(409);
    const mine = await book(waiter.access);
    expect(mine.statusCode, mine.body).toBe(201);
  });
});

describe('offers in the customer language, the quiet hours and STOP', () => {
  // 03:00 in Dar es Salaam (UTC+3); the hold runs from 08:00 to 10:00.
  const night = new Date('2030-03-05T00:00:00Z');
  const at = (eat: string) => new Date(`2030-03-05T${eat}:00+03:00`);
  const message = async (key: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.key, key)))[0]!;

  it('at 03:00 e-mails at once, texts at 08:00 and holds the unit until 10:00, saying so in English', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 0, name: 'ThinkPad T14' });
    const asked = (
      await notify({ brand: 'fursa', product: laptop.id, email: 'night@example.com', phone: '0744 200 001' })
    ).json() as { id: number };
    await restock(laptop.id, 1);
    await t.app.waitlists.runDue(night);
    const [row] = await db().select().from(stockRequests).where(eq(stockRequests.id, asked.id));
    expect(row).toMatchObject({ status: 'offered', heldUntil: at('10:00') });
    const mail = await message(`stock-request:${asked.id}:offered:email`);
    const sms = await message(`stock-request:${asked.id}:offered:sms`);
    expect(mail.bodyText).toContain('We hold one for you until 5 Mar 2030, 10:00;');
    expect(sms.bodyText).toContain(
      'FURSA Laptops: ThinkPad T14 is back in stock. One is held for you until 5 Mar 2030, 10:00:',
    );
    expect(sms.nextAttemptAt).toEqual(at('08:00'));

    await t.app.outbox.sendDue(at('03:30'));
    expect([(await message(mail.key)).status, (await message(sms.key)).status]).toEqual(['sent', 'waiting']);
    await t.app.outbox.sendDue(at('08:00'));
    expect((await message(sms.key)).status).toBe('sent');
    // Still held at 09:59; at 10:01 the offer has ended and the unit is back.
    await t.app.waitlists.runDue(at('09:59'));
    expect((await productRow(laptop.id)).heldQuantity).toBe(1);
    await t.app.waitlists.runDue(at('10:01'));
    expect((await productRow(laptop.id)).heldQuantity).toBe(0);
  });

  it("offers a departure's seats in Swahili, with the date and the hold's end written in Swahili", async () => {
    const tour = await makeTour(db(), { maxParticipants: 2, dates: ['2030-03-20'], title: 'Ngorongoro' });
    const booker = await t.register();
    const booked = (await bookTour(t, booker.access, tour.id, '2030-03-20', 2)).json() as Order;
    const waiter = await t.register({ locale: 'sw', phone: '0744 200 002' });
    const joined = await t.as(waiter.access, {
      method: 'POST',
      url: '/api/tour-waitlist/',
      payload: { tour: tour.id, tour_date: '2030-03-20', travellers: 2 },
    });
    const entry = joined.json() as TourWaitlistEntry;
    await t.as(booker.access, { method: 'POST', url: `/api/orders/${booked.id}/cancel/` });
    await t.app.waitlists.runDue(night);
    const sms = await message(`tour-waitlist:${entry.id}:offered:sms`);
    expect(sms.bodyText).toMatch(
      /^IGSUM Tours & Safaris: nafasi 2 ziko wazi kwenye Ngorongoro, Jumatano, 20 Machi 2030\. Tumekuwekea hadi Jumanne, 5 Machi 2030, 10:00: http/,
    );
    expect(sms.nextAttemptAt).toEqual(at('08:00'));
    const mail = await message(`tour-waitlist:${entry.id}:offered:email`);
    expect(mail.bodyText).toContain(
      'Nafasi 2 kwenye Ngorongoro tarehe Jumatano, 20 Machi 2030 zimewekwa kwa ajili yako hadi Jumanne, 5 Machi 2030, 10:00.',
    );
    const mine = (await t.as(waiter.access, { method: 'GET', url: '/api/tour-waitlist/' })).json();
    expect(mine).toMatchObject([{ status: 'offered', offer_expires_at: at('10:00').toISOString() }]);
  });

  it("STOP closes the number's phone-only requests (a held unit goes to the next), keeps an e-mail's, and withdraws waiting offer texts", async () => {
    const number = '255744200003';
    const typed = '0744 200 003';
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => makeProduct(db(), { brand: 'fursa', stockQuantity: 0 })),
    );
    const ask = async (payload: object) =>
      ((await notify({ brand: 'fursa', ...payload })).json() as { id: number }).id;
    const onlyPhoneA = await ask({ product: a!.id, phone: typed });
    const onlyPhoneB = await ask({ product: b!.id, phone: typed });
    const nextB = await ask({ product: b!.id, email: 'next-in-line@example.com' });
    const bothC = await ask({ product: c!.id, email: 'both@example.com', phone: typed });
    await restock(b!.id, 1);
    await t.app.waitlists.runDue(night);
    expect((await message(`stock-request:${onlyPhoneB}:offered:sms`)).status).toBe('waiting');

    const tour = await makeTour(db(), { maxParticipants: 1, dates: ['2030-04-10'] });
    const booker = await t.register();
    const booked = (await bookTour(t, booker.access, tour.id, '2030-04-10', 1)).json() as Order;
    const waiter = await t.register({ phone: '0744 200 004' });
    const entry = (
      await t.as(waiter.access, {
        method: 'POST',
        url: '/api/tour-waitlist/',
        payload: { tour: tour.id, tour_date: '2030-04-10', travellers: 1 },
      })
    ).json() as TourWaitlistEntry;
    await t.as(booker.access, { method: 'POST', url: `/api/orders/${booked.id}/cancel/` });
    await t.app.waitlists.runDue(night);

    const url = new URL(
      (
        (await t.as((await t.admin()).access, { method: 'GET', url: '/api/admin/reminders/' })).json() as {
          sms_incoming_callback_url: string;
        }
      ).sms_incoming_callback_url,
    );
    const stop = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          from,
          to: '15678',
          text: 'STOP',
          date: '2030-03-05 03:10:00',
          id: 'x1',
          linkId: '',
        }).toString(),
      });
    expect((await stop(`+${number}`)).statusCode).toBe(200);
    expect((await stop('+255744200004')).statusCode).toBe(200);

    const requests = await db()
      .select()
      .from(stockRequests)
      .where(inArray(stockRequests.id, [onlyPhoneA, onlyPhoneB, nextB, bothC]))
      .orderBy(asc(stockRequests.id));
    expect(requests.map((r) => [r.status, r.email, r.phone])).toEqual([
      ['cancelled', null, number],
      ['cancelled', null, number],
      ['waiting', 'next-in-line@example.com', null],
      ['waiting', 'both@example.com', null],
    ]);
    expect((await productRow(b!.id)).heldQuantity).toBe(0);
    expect((await message(`stock-request:${onlyPhoneB}:offered:sms`)).status).toBe('withdrawn');
    // The tour's offer stays, told by e-mail and on the dashboard; its text at 08:00 does not go.
    expect((await message(`tour-waitlist:${entry.id}:offered:sms`)).status).toBe('withdrawn');
    expect((await message(`tour-waitlist:${entry.id}:offered:email`)).status).not.toBe('withdrawn');
    expect((await t.as(waiter.access, { method: 'GET', url: '/api/tour-waitlist/' })).json()).toMatchObject([
      { status: 'offered' },
    ]);

    // The released unit goes to the next in line at the next pass.
    await t.app.waitlists.runDue(at('03:15'));
    const [next] = await db().select().from(stockRequests).where(eq(stockRequests.id, nextB));
    expect(next!.status).toBe('offered');
    expect((await productRow(b!.id)).heldQuantity).toBe(1);

    // Asked again by that number alone: refused, as it would never be texted; with an e-mail, told by e-mail.
    const again = await notify({ brand: 'fursa', product: a!.id, phone: '0744 200 003' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      reason: { name: 'notifyPhoneStopped' },
      fields: { phone: [expect.any(String)] },
    });
    const withMail = await ask({ product: a!.id, phone: typed, email: 'again@example.com' });
    const [kept] = await db().select().from(stockRequests).where(eq(stockRequests.id, withMail));
    expect(kept).toMatchObject({ email: 'again@example.com', phone: null, status: 'waiting' });
  });
});
