import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  marketingConsents,
  orders,
  outboxMessages,
  privacyRequests,
  products,
  profiles,
  receipts,
  stockRequests,
  tourReviews,
  users,
  wishlistItems,
} from '#server/db/schema.ts';
import { newestReviews } from '#server/modules/catalog/review-list.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder, makeProduct, makeTour } from '#server/test/builders.ts';
import { paidLaptopOrder } from '#server/test/receipt-steps.ts';
import { erasedEmail, erasedUsername } from './account-deletion';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.admin()).access;
});
afterAll(() => t.close());

const remove = (token: string, password: string) =>
  t.as(token, { method: 'POST', url: '/api/account/delete/', payload: { password } });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password } });

describe("deleting one's account", () => {
  it('closes sign-in, keeps the order and its receipt for the admin without the person, and touches no one else', async () => {
    const db = t.database.db;
    const customer = await t.register({ full_name: 'Neema Mushi' });
    const other = await t.register({ full_name: 'Baraka Mollel' });
    const id = customer.user.id;
    const order = await paidLaptopOrder(db, id);
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const otherOrder = await paidLaptopOrder(db, other.user.id);
    const tour = await makeTour(db);
    await db.insert(tourReviews).values([
      { userId: id, tourId: tour.id, rating: 5, comment: 'Wonderful guides' },
      { userId: other.user.id, tourId: tour.id, rating: 4, comment: 'Good food' },
    ]);
    const laptop = await makeProduct(db, { brand: 'fursa' });
    await db.insert(cartItems).values({ brand: 'fursa', userId: id, productId: laptop.id, quantity: 1 });
    await db.insert(wishlistItems).values({ brand: 'fursa', userId: id, productId: laptop.id });
    await db.insert(wishlistItems).values({ brand: 'fursa', userId: other.user.id, productId: laptop.id });
    // A unit of it held for their Notify me offer.
    await db.update(products).set({ heldQuantity: 1 }).where(eq(products.id, laptop.id));
    await db.insert(stockRequests).values([
      {
        brand: 'fursa',
        productId: laptop.id,
        userId: id,
        email: customer.user.email.toLowerCase(),
        status: 'offered',
        heldUntil: new Date(Date.now() + 3_600_000),
      },
      { brand: 'fursa', productId: laptop.id, userId: other.user.id, email: other.user.email.toLowerCase() },
    ]);
    await t.as(customer.access, {
      method: 'PUT',
      url: '/api/marketing/consent/',
      payload: { sms: true, email: true },
    });

    const wrong = await remove(customer.access, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().reason.name).toBe('accountPasswordWrong');

    const res = await remove(customer.access, customer.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, orders_kept: 1 });

    // Sign-in is closed: the old names, the old token.
    expect((await signIn(customer.user.username, customer.password)).statusCode).toBe(401);
    expect((await signIn(customer.user.email, customer.password)).statusCode).toBe(401);
    expect((await t.as(customer.access, { method: 'GET', url: '/api/auth/user/' })).statusCode).toBe(401);
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ username: erasedUsername(id), email: erasedEmail(id), isActive: false });
    expect(row!.erasedAt).not.toBeNull();
    expect(await db.select().from(profiles).where(eq(profiles.userId, id))).toEqual([]);

    // The admin still sees the order, its receipt kept without the person's name.
    const seen = await t.as(adminToken, { method: 'GET', url: `/api/admin/orders/${order.id}/` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.body).not.toContain(customer.user.email);
    expect(seen.body).not.toContain('Neema');
    const [receipt] = await db.select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(receipt).toMatchObject({ customerName: '', customerMobile: '' });
    expect(receipt!.total).toBe(order.totalAmount);

    // Reviews stay, without the name; the other customer's keeps theirs.
    const reviews = await newestReviews(db, { tourId: tour.id });
    expect(reviews.map((r) => [r.comment, r.user.username])).toEqual(
      expect.arrayContaining([
        ['Wonderful guides', ''],
        ['Good food', other.user.username],
      ]),
    );
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, other.user.id))).toHaveLength(
      1,
    );
    expect(await db.select().from(marketingConsents).where(eq(marketingConsents.userId, id))).toEqual([]);
    const [shelf] = await db.select().from(products).where(eq(products.id, laptop.id));
    expect(shelf!.heldQuantity).toBe(0);
    expect((await db.select().from(stockRequests)).map((r) => r.userId)).toEqual([other.user.id]);

    // The other customer is untouched.
    expect((await signIn(other.user.username, other.password)).statusCode).toBe(200);
    const [otherReceipt] = await db.select().from(receipts).where(eq(receipts.orderId, otherOrder.id));
    expect(otherReceipt!.customerName).toBe('Baraka Mollel');

    // Confirmed by e-mail, to the address the account had, and nothing else waits for it.
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.user.email));
    expect(mail.map((m) => m.kind)).toEqual(['account_deleted']);
    expect(mail[0]!.bodyText).toContain('5');

    // The admin sees the request, done, with its deadline 30 days on.
    const list = await t.as(adminToken, { method: 'GET', url: '/api/admin/privacy-requests/?kind=deletion' });
    expect(list.statusCode, list.body).toBe(200);
    const done = list.json().results.find((r: { user_id: number }) => r.user_id === id);
    expect(done).toMatchObject({ kind: 'deletion', status: 'done', outcome: { orders_kept: 1 } });
    const days = (Date.parse(done.due_on) - Date.parse(done.requested_at.slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(29);
    expect(days).toBeLessThanOrEqual(31);

    // The names are free again.
    await t.register({ username: customer.user.username, email: customer.user.email });
  });

  it('is refused, and the refusal recorded, while a paid trip is still to come', async () => {
    const db = t.database.db;
    const customer = await t.register();
    const tour = await makeTour(db);
    await makeOrder(db, {
      userId: customer.user.id,
      brand: 'igsum',
      status: 'confirmed',
      paymentStatus: 'paid',
      lines: [
        {
          itemName: tour.title,
          tourId: tour.id,
          price: '500.00',
          participants: 2,
          tourDate: dateFromToday(20),
        },
      ],
    });
    const res = await remove(customer.access, customer.password);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().reason).toEqual({ name: 'accountDeletionInProgress', params: { count: 1 } });
    expect((await signIn(customer.user.username, customer.password)).statusCode).toBe(200);
    const [request] = await db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.userId, customer.user.id));
    expect(request).toMatchObject({ kind: 'deletion', status: 'refused' });
  });

  it('is not for an admin account', async () => {
    const admin = await t.admin();
    const res = await t.as(admin.access, {
      method: 'POST',
      url: '/api/account/delete/',
      payload: { password: 'secret-pass-1' },
    });
    expect(res.statusCode, res.body).toBe(403);
  });
});
