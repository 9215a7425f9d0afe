import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import type { StoreCreditAccount } from '@shop/contract/store-credit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orders,
  outboxMessages,
  paymentSessions,
  receipts,
  storeCreditBalances,
  storeCreditEntries,
} from '#server/db/schema.ts';
import { releaseExpiredHolds } from '#server/modules/orders/tour-capacity.ts';
import { readCustomerData } from '#server/modules/privacy/export-data.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeOrder, makeProduct } from '#server/test/builders.ts';
import { confirmCheckout, demoPagePath, openCheckout, postDemoForm } from '#server/test/checkout-steps.ts';
import { grantCredit, spendCredit } from './ledger';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.admin()).access;
});
afterAll(() => t.close());

const db = () => t.database.db;
const HOSTILE = `'); DROP TABLE store_credit_entries; -- <script>alert("x")</script> =HYPERLINK("http://evil") %s`;

const give = (userId: number, payload: object, token = admin) =>
  t.as(token, { method: 'POST', url: `/api/admin/users/${userId}/store-credit/`, payload });
const accountOf = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/account/store-credit/' })).json() as StoreCreditAccount;
const placeOrder = (token: string, payload: object = {}) =>
  t.as(token, {
    method: 'POST',
    url: '/api/orders/',
    payload: { order_type: 'fursa', use_store_credit: true, ...payload },
  });

/** A customer with `credit` shillings of store credit and a laptop at `price` in the cart. */
async function shopper(credit: string, price: string) {
  const customer = await t.register();
  if (credit !== '0') {
    const res = await give(customer.user.id, {
      currency: 'TZS',
      amount: credit,
      kind: 'admin_grant',
      reason: 'Goodwill',
    });
    expect(res.statusCode).toBe(201);
  }
  const laptop = await makeProduct(db(), { brand: 'fursa', price, stockQuantity: 50 });
  await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
  return { customer, laptop };
}

async function balanceOf(userId: number, currency = 'TZS') {
  const [row] = await db()
    .select({ balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(and(eq(storeCreditBalances.userId, userId), eq(storeCreditBalances.currency, currency)));
  return row?.balance ?? '0.00';
}

/** The ledger's sum, which the balance must always equal. */
async function ledgerSum(userId: number) {
  const [row] = await db()
    .select({ sum: sql<string>`coalesce(sum(${storeCreditEntries.amount}), 0)::numeric(14, 2)::text` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId));
  return row!.sum;
}

const receiptsOf = (orderId: number) =>
  db()
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), isNull(receipts.creditsReceiptId)))
    .orderBy(asc(receipts.id));

describe('giving credit', () => {
  it('an admin gives and corrects it with a reason, audit-logged; a hostile reason is kept as text', async () => {
    const customer = await t.register();
    const given = await give(customer.user.id, {
      currency: 'TZS',
      amount: '250000',
      kind: 'admin_grant',
      reason: HOSTILE,
    });
    expect(given.statusCode).toBe(201);
    expect((given.json() as StoreCreditAccount).balances).toEqual([
      { currency: 'TZS', balance: '250000.00' },
    ]);
    // The table the reason names is still there, and the reason comes back as it was typed (trimmed).
    const mine = await accountOf(customer.access);
    expect(mine.entries[0]).toMatchObject({
      kind: 'admin_grant',
      amount: '250000.00',
      reason: HOSTILE.trim(),
    });
    expect(mine.entries[0]!.by).toEqual(expect.any(String));

    const corrected = await give(customer.user.id, {
      currency: 'TZS',
      amount: '-50000.50',
      kind: 'admin_correction',
      reason: 'Typed one zero too many',
    });
    expect(corrected.statusCode).toBe(201);
    expect(await balanceOf(customer.user.id)).toBe('199999.50');

    const below = await give(customer.user.id, {
      currency: 'TZS',
      amount: '-200000',
      kind: 'admin_correction',
      reason: 'Too much',
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().reason).toMatchObject({ name: 'storeCreditBelowZero' });
    // A grant is never negative, and a reason is required.
    const negativeGrant = { currency: 'TZS', amount: '-1', kind: 'admin_grant', reason: 'x' };
    expect((await give(customer.user.id, negativeGrant)).statusCode).toBe(400);
    const noReason = { currency: 'TZS', amount: '1', kind: 'admin_grant', reason: '  ' };
    expect((await give(customer.user.id, noReason)).statusCode).toBe(400);
    expect((await give(999999, { ...noReason, reason: 'x' })).statusCode).toBe(404);
    const huge = { currency: 'TZS', amount: '999999999999.99', kind: 'admin_grant', reason: 'x' };
    const tooLarge = await give(customer.user.id, huge);
    expect(tooLarge.statusCode).toBe(409);
    expect(tooLarge.json().reason).toMatchObject({ name: 'storeCreditTooLarge' });

    const entries = await db()
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(customer.user.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(['store_credit.grant', 'store_credit.correct']);
    expect(entries[0]!.details).toMatchObject({ reason: HOSTILE.trim(), amount: '250000' });

    // A customer reads only their own; the admin's routes refuse them.
    expect((await give(customer.user.id, noReason, customer.access)).statusCode).toBe(403);
    const read = await t.as(admin, {
      method: 'GET',
      url: `/api/admin/users/${customer.user.id}/store-credit/`,
    });
    expect(read.statusCode).toBe(200);
    expect((read.json() as StoreCreditAccount).entries).toHaveLength(2);
    expect(await ledgerSum(customer.user.id)).toBe(await balanceOf(customer.user.id));
    // docs/privacy.md: the customer's download holds the ledger.
    const data = await readCustomerData(db(), customer.user.id);
    expect(data.store_credit).toMatchObject([
      { kind: 'admin_grant', amount: '250000.00', reason: HOSTILE.trim() },
      { kind: 'admin_correction', amount: '-50000.50' },
    ]);
  });

  it("a return's credit through grantCredit is given once per source", async () => {
    const customer = await t.register();
    const grant = () =>
      db().transaction((tx) =>
        grantCredit(tx, {
          userId: customer.user.id,
          currency: 'USD',
          amount: '120.50',
          reason: 'Return of a daypack',
          kind: 'return',
          by: null,
          source: `return:test-${customer.user.id}`,
        }),
      );
    const [first, second] = await Promise.all([grant(), grant()]);
    expect([first, second].filter((id) => id === null)).toHaveLength(1);
    expect(await balanceOf(customer.user.id, 'USD')).toBe('120.50');
  });
});

describe('at checkout', () => {
  it('credit that covers part: the order takes it, the provider is asked for the rest, two receipts', async () => {
    const { customer } = await shopper('300000', '1000000.00');
    // The checkout screen is told what it may offer.
    const quote = await t.as(customer.access, { method: 'GET', url: '/api/fursa/checkout/' });
    expect(quote.json()).toMatchObject({ store_credit: '300000.00' });
    const placed = await placeOrder(customer.access);
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as Order;
    expect(order).toMatchObject({
      total_amount: '1000000.00',
      store_credit_amount: '300000.00',
      payment_status: 'pending',
    });
    expect(await balanceOf(customer.user.id)).toBe('0.00');

    const checkout = await openCheckout(t, customer.access, order.id);
    const session = checkout.json() as CheckoutSession;
    const [row] = await db().select().from(paymentSessions).where(eq(paymentSessions.orderId, order.id));
    expect(row!.amount).toBe('700000.00');
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    const confirmed = await confirmCheckout(t, customer.access, session.session_id);
    expect(confirmed.json()).toMatchObject({ paid: true });

    const issued = await receiptsOf(order.id);
    expect(issued.map((r) => [r.paymentType, r.total, r.source])).toEqual([
      [expect.not.stringMatching('INVOICE'), '700000.00', expect.stringMatching(/^payment:/)],
      ['INVOICE', '300000.00', `store-credit:${order.id}`],
    ]);
    // Each receipt carries its share of the laptop's VAT: together the VAT of the whole price.
    const vat = issued.reduce((sum, r) => sum + Number(r.vat), 0);
    expect(vat).toBeCloseTo(152542.37, 1);
    // The customer opens both from the order's dialog, the credit's too.
    const links = await t.as(customer.access, {
      method: 'GET',
      url: `/api/receipts/order/${order.id}/links/`,
    });
    const tokens = (links.json() as { links: { token: string }[] }).links.map((l) => l.token);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toMatch(/^s\d+-/);
    const page = await t.app.inject({ method: 'GET', url: `/api/receipts/view/${tokens[1]}/` });
    expect(page.json()).toMatchObject({ receipt: { payment_type: 'INVOICE', total: '300000.00' } });
    // A token whose letter names another kind does not open it.
    const forged = await t.app.inject({ method: 'GET', url: `/api/receipts/view/c${tokens[1]!.slice(1)}/` });
    expect(forged.statusCode).toBe(404);
  });

  it('credit that covers it all pays the order with no provider, receipted once', async () => {
    const { customer } = await shopper('1500000', '1000000.00');
    const order = (await placeOrder(customer.access)).json() as Order;
    expect(order).toMatchObject({
      store_credit_amount: '1000000.00',
      payment_status: 'paid',
      status: 'confirmed',
      hold_expires_at: null,
    });
    expect(await balanceOf(customer.user.id)).toBe('500000.00');
    const [receipt, ...more] = await receiptsOf(order.id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ paymentType: 'INVOICE', total: '1000000.00' });
    // Its "paid" message carries that receipt, as a provider's payment's carries its own.
    const paidMessages = await db()
      .select({ kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(sql`${outboxMessages.receipt}->>'source' = ${`store-credit:${order.id}`}`);
    expect(paidMessages.map((m) => m.kind)).toContain('order_paid');
    // Nothing is left to pay online.
    expect((await openCheckout(t, customer.access, order.id)).statusCode).toBe(409);
  });

  it('without the choice, or with no credit, nothing is used; never with cash on delivery', async () => {
    const { customer } = await shopper('100000', '500000.00');
    const plain = await placeOrder(customer.access, { use_store_credit: false });
    expect(plain.json()).toMatchObject({ store_credit_amount: '0.00', payment_status: 'pending' });
    expect(await balanceOf(customer.user.id)).toBe('100000.00');

    const { customer: other, laptop } = await shopper('100000', '500000.00');
    const cash = await placeOrder(other.access, { payment_method: 'cash_on_delivery' });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().reason).toMatchObject({ name: 'storeCreditNotWithCash' });
    expect(await balanceOf(other.user.id)).toBe('100000.00');
    expect(laptop.id).toBeGreaterThan(0);

    const { customer: none } = await shopper('0', '500000.00');
    const nothing = await placeOrder(none.access);
    expect(nothing.json()).toMatchObject({ store_credit_amount: '0.00', payment_status: 'pending' });
  });
});

describe('cancel and expiry', () => {
  it("a customer's cancel gives the credit back once, however often asked", async () => {
    const { customer } = await shopper('300000', '1000000.00');
    const order = (await placeOrder(customer.access)).json() as Order;
    const cancel = () => t.as(customer.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` });
    const answers = await Promise.all([cancel(), cancel(), cancel()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(customer.user.id)).toBe('300000.00');
    // An admin cancelling it again gives nothing more.
    await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/`,
      payload: { status: 'cancelled' },
    });
    expect(await balanceOf(customer.user.id)).toBe('300000.00');
    const kinds = (await accountOf(customer.access)).entries.map((e) => [e.kind, e.amount]);
    expect(kinds).toEqual([
      ['order_released', '300000.00'],
      ['order_used', '-300000.00'],
      ['admin_grant', '300000.00'],
    ]);
  });

  it('an expired hold gives it back; a late payment takes it again while the balance holds it', async () => {
    const { customer } = await shopper('200000', '600000.00');
    const order = (await placeOrder(customer.access)).json() as Order;
    const checkout = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    // Paid at the provider in time; the shop hears of it only after the hold ran out.
    await postDemoForm(t.app, `${demoPagePath(checkout)}pay/`);
    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    await Promise.all([releaseExpiredHolds(db()), releaseExpiredHolds(db())]);
    expect(await balanceOf(customer.user.id)).toBe('200000.00');
    await releaseExpiredHolds(db());
    expect(await balanceOf(customer.user.id)).toBe('200000.00');

    // The rest was paid after all: the order is revived and takes its credit again.
    await confirmCheckout(t, customer.access, checkout.session_id);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    expect(await balanceOf(customer.user.id)).toBe('0.00');
    expect((await receiptsOf(order.id)).map((r) => r.total)).toEqual(['400000.00', '200000.00']);
    expect(await ledgerSum(customer.user.id)).toBe('0.00');
  });

  it('a late payment cannot revive an order whose credit was spent since: owed back, balance untouched', async () => {
    const { customer } = await shopper('200000', '600000.00');
    const order = (await placeOrder(customer.access)).json() as Order;
    const checkout = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(checkout)}pay/`);
    await db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    await releaseExpiredHolds(db());
    // The credit given back is corrected away before the shop hears of the payment.
    await give(customer.user.id, {
      currency: 'TZS',
      amount: '-150000',
      kind: 'admin_correction',
      reason: 'x',
    });
    await confirmCheckout(t, customer.access, checkout.session_id);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('cancelled');
    expect(await balanceOf(customer.user.id)).toBe('50000.00');
    expect(await receiptsOf(order.id)).toEqual([]);
  });

  it("an admin's cancel of an order credit paid in full gives it back and credits its receipt", async () => {
    const { customer } = await shopper('1000000', '1000000.00');
    const order = (await placeOrder(customer.access)).json() as Order;
    expect(order.payment_status).toBe('paid');
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/`,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(customer.user.id)).toBe('1000000.00');
    const notes = await db()
      .select()
      .from(receipts)
      .where(eq(receipts.orderId, order.id))
      .orderBy(asc(receipts.id));
    expect(notes.map((r) => r.total)).toEqual(['1000000.00', '-1000000.00']);
  });
});

describe('parallel checkouts', () => {
  it('20 at once with credit for 3 orders spend it exactly once: never below zero, the sum exact', async () => {
    const customer = await t.register();
    await give(customer.user.id, {
      currency: 'TZS',
      amount: '1500000',
      kind: 'admin_grant',
      reason: 'Three',
    });
    const placed = await Promise.all(
      Array.from({ length: 20 }, () =>
        makeOrder(db(), {
          userId: customer.user.id,
          brand: 'fursa',
          lines: [{ itemName: 'Book', price: '500000.00' }],
        }),
      ),
    );
    const spent = await Promise.all(
      placed.map((order) =>
        db().transaction((tx) =>
          spendCredit(tx, {
            userId: customer.user.id,
            currency: 'TZS',
            orderId: order.id,
            upTo: order.totalAmount,
          }),
        ),
      ),
    );
    expect(spent.filter((s) => s === '500000.00')).toHaveLength(3);
    expect(spent.filter((s) => s === '0.00')).toHaveLength(17);
    expect(await balanceOf(customer.user.id)).toBe('0.00');
    expect(await ledgerSum(customer.user.id)).toBe('0.00');
  });

  it('20 checkouts of one cart through the API: one order, its credit spent once', async () => {
    const { customer } = await shopper('1500000', '500000.00');
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(customer.access)));
    const made = results.filter((r) => r.statusCode === 201).map((r) => r.json() as Order);
    expect(made).toHaveLength(1);
    // Every other checkout found the cart the first one emptied, and spent nothing.
    for (const r of results.filter((r) => r.statusCode !== 201)) expect(r.json().code).toBe('cart_empty');
    expect(made[0]).toMatchObject({ store_credit_amount: '500000.00', payment_status: 'paid' });
    expect(await balanceOf(customer.user.id)).toBe('1000000.00');
    expect(await ledgerSum(customer.user.id)).toBe('1000000.00');
  });

  it('corrections racing checkouts never take the balance below zero', async () => {
    const customer = await t.register();
    await give(customer.user.id, {
      currency: 'TZS',
      amount: '1500000',
      kind: 'admin_grant',
      reason: 'Three',
    });
    const placed = await Promise.all(
      Array.from({ length: 10 }, () =>
        makeOrder(db(), {
          userId: customer.user.id,
          brand: 'fursa',
          lines: [{ itemName: 'Book', price: '500000.00' }],
        }),
      ),
    );
    const correct = () =>
      give(customer.user.id, {
        currency: 'TZS',
        amount: '-500000',
        kind: 'admin_correction',
        reason: 'Race',
      });
    const spend = (order: (typeof placed)[number]) =>
      db().transaction((tx) =>
        spendCredit(tx, {
          userId: customer.user.id,
          currency: 'TZS',
          orderId: order.id,
          upTo: order.totalAmount,
        }),
      );
    const results = await Promise.all([...placed.map(spend), ...placed.map(correct)]);
    const spent = results.slice(0, 10).filter((r) => r === '500000.00').length;
    const corrected = results
      .slice(10)
      .filter((r) => (r as { statusCode: number }).statusCode === 201).length;
    expect(spent + corrected).toBe(3);
    for (const r of results.slice(10)) expect([201, 409]).toContain((r as { statusCode: number }).statusCode);
    expect(await balanceOf(customer.user.id)).toBe('0.00');
    expect(await ledgerSum(customer.user.id)).toBe('0.00');
  });
});
