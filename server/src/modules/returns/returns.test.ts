import type { OrderReturns, ReturnRequest } from '@shop/contract/returns';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orderEvents,
  orderItems,
  orders,
  outboxMessages,
  products,
  profiles,
  refunds,
  stockLedger,
  storeCreditBalances,
  users,
} from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, makePayment, makeProduct, mobileNumber } from '#server/test/builders.ts';
import { multipart, TINY_GIF, TINY_PNG } from '#server/test/multipart.ts';

/**
 * docs/returns.md: return and warranty claims from the customer's order to the admin's
 * resolution: the window and the warranty, units never claimed twice, each step on the timeline
 * and told in the customer's language, money back through the refunds and the store credit, a
 * replacement, and stock back only for an item put back on sale. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

let t: TestApp;
let admin: { access: string };
const db = () => t.database.db;
const DAY = 86_400_000;
const HOSTILE = `'); DROP TABLE return_requests; -- <script>alert(1)</script> =HYPERLINK("http://x")`;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

/** A laptop order paid and delivered `daysAgo` days ago, sold (its units out of stock), with a demo payment. */
async function deliveredLaptop({
  daysAgo = 1,
  quantity = 1,
  locale = 'en',
  warrantyMonths = 3,
  sold = true,
}: {
  daysAgo?: number;
  quantity?: number;
  locale?: 'en' | 'sw';
  warrantyMonths?: number;
  sold?: boolean;
} = {}) {
  const customer = await t.register();
  await db().update(users).set({ locale }).where(eq(users.id, customer.user.id));
  await db().update(profiles).set({ phone: mobileNumber() }).where(eq(profiles.userId, customer.user.id));
  const product = await makeProduct(db(), { brand: 'fursa', warrantyMonths, stockQuantity: 5 });
  const at = new Date(Date.now() - daysAgo * DAY);
  const order = await makeOrder(db(), {
    userId: customer.user.id,
    brand: 'fursa',
    status: 'delivered',
    paymentStatus: 'paid',
    paidAt: at,
    createdAt: at,
    stockDeducted: sold,
    lines: [{ itemName: product.name, productId: product.id, quantity, price: '1000000.00' }],
  });
  if (sold)
    await db().update(orderItems).set({ deductedQuantity: quantity }).where(eq(orderItems.orderId, order.id));
  await db()
    .insert(orderEvents)
    .values({ orderId: order.id, type: 'status', status: 'delivered', createdAt: at });
  const payment = await makePayment(db(), order);
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { customer, product, order, item: item!, payment };
}

type Laptop = Awaited<ReturnType<typeof deliveredLaptop>>;

const ask = (l: Laptop, body: Record<string, unknown> = {}) =>
  t.as(l.customer.access, {
    method: 'POST',
    url: `/api/orders/${l.order.id}/items/${l.item.id}/returns/`,
    payload: { kind: 'return', quantity: 1, reason: 'The screen flickers', ...body },
  });

const step = (id: number, name: string, payload: Record<string, unknown> = {}) =>
  t.as(admin.access, { method: 'POST', url: `/api/admin/returns/${id}/${name}/`, payload });

async function requested(l: Laptop, body: Record<string, unknown> = {}) {
  const res = await ask(l, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ReturnRequest;
}

/** Asked, approved and received: ready to resolve. */
async function received(l: Laptop, body: Record<string, unknown> = {}) {
  const request = await requested(l, body);
  expect((await step(request.id, 'approve')).statusCode).toBe(200);
  const res = await step(request.id, 'receive', { condition: 'faulty', note: 'Screen flickers on boot' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReturnRequest;
}

const messagesOf = (id: number) =>
  db()
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.key, `return:${id}:%`))
    .orderBy(outboxMessages.id);

const stockOf = async (id: number) =>
  (await db().select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('asking', () => {
  it('inside the window: a return with photos, on the timeline, told by e-mail and SMS', async () => {
    const l = await deliveredLaptop({ daysAgo: 3 });
    const form = await multipart({ kind: 'return', quantity: '1', reason: 'The screen flickers' }, [
      { field: 'photos', name: 'front.png', type: 'image/png', bytes: TINY_PNG },
      { field: 'photos', name: 'back.gif', type: 'image/gif', bytes: TINY_GIF },
    ]);
    const res = await t.as(l.customer.access, {
      method: 'POST',
      url: `/api/orders/${l.order.id}/items/${l.item.id}/returns/`,
      ...form,
    });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json() as ReturnRequest;
    expect(request).toMatchObject({ status: 'requested', basis: 'window', kind: 'return', quantity: 1 });
    expect(request.photos).toEqual([
      expect.stringMatching(/^\/media\/[a-f0-9]{32}\.png$/),
      expect.stringMatching(/^\/media\/[a-f0-9]{32}\.gif$/),
    ]);
    const photo = await t.app.inject({ url: request.photos[0]! });
    expect(photo.statusCode).toBe(200);

    const order = await t.as(l.customer.access, { url: `/api/orders/${l.order.id}/` });
    const events = order.json().events as { type: string; return_step?: string; return_item?: string }[];
    expect(events.at(-1)).toMatchObject({
      type: 'return',
      return_step: 'requested',
      return_item: l.product.name,
    });

    const sent = await messagesOf(request.id);
    expect(sent.map((m) => [m.channel, m.kind])).toEqual([
      ['email', 'return_requested'],
      ['sms', 'return_requested'],
    ]);
    expect(sent[0]!.subject).toContain(l.order.orderId);
  });

  it('refuses a file that is not an image, and more photos than allowed', async () => {
    const l = await deliveredLaptop();
    const text = await multipart({ kind: 'return', quantity: '1', reason: 'Broken' }, [
      { field: 'photos', name: 'photo.png', type: 'image/png', bytes: Buffer.from('not an image at all') },
    ]);
    const url = `/api/orders/${l.order.id}/items/${l.item.id}/returns/`;
    const bad = await t.as(l.customer.access, { method: 'POST', url, ...text });
    expect(bad.statusCode).toBe(400);
    const many = await multipart(
      { kind: 'return', quantity: '1', reason: 'Broken' },
      Array.from({ length: 5 }, (_, i) => ({
        field: 'photos',
        name: `p${i}.png`,
        type: 'image/png',
        bytes: TINY_PNG,
      })),
    );
    const tooMany = await t.as(l.customer.access, { method: 'POST', url, ...many });
    expect(tooMany.statusCode).toBe(400);
    expect((await ask(l)).statusCode).toBe(201);
  });

  it('beyond the window, under warranty: claimed on the warranty', async () => {
    const l = await deliveredLaptop({ daysAgo: 30 });
    const request = await requested(l, { kind: 'repair' });
    expect(request).toMatchObject({ basis: 'warranty', kind: 'repair' });
    const lines = (
      await t.as(l.customer.access, { url: `/api/orders/${l.order.id}/returns/` })
    ).json() as OrderReturns;
    expect(lines.lines[0]).toMatchObject({ basis: 'warranty', units_left: 0 });
  });

  it('the window follows the brand setting', async () => {
    const l = await deliveredLaptop({ daysAgo: 10, warrantyMonths: 0 });
    expect((await ask(l)).json().reason.name).toBe('returnClosed');
    const set = await t.as(admin.access, {
      method: 'PUT',
      url: '/api/admin/returns/windows/',
      payload: { fursa: 14, igsum: 7 },
    });
    expect(set.json()).toEqual({ fursa: 14, igsum: 7 });
    expect((await requested(l)).basis).toBe('window');
    await t.as(admin.access, {
      method: 'PUT',
      url: '/api/admin/returns/windows/',
      payload: { fursa: 7, igsum: 7 },
    });
  });

  it('beyond the window and the warranty: refused, naming the last day', async () => {
    const l = await deliveredLaptop({ daysAgo: 120 });
    const res = await ask(l);
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toMatchObject({
      name: 'returnClosed',
      params: { until: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
    });
    const [{ orderId } = { orderId: 0 }] = await db()
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, l.order.id), eq(orderEvents.type, 'return')));
    expect(orderId).toBe(0);
  });

  it('never more units than bought, one open request per unit, only the customer’s own order', async () => {
    const l = await deliveredLaptop({ quantity: 2 });
    const over = await ask(l, { quantity: 3 });
    expect(over.statusCode).toBe(409);
    expect(over.json().reason).toEqual({ name: 'returnUnitsLeft', params: { count: 2 } });
    await requested(l, { quantity: 1 });
    const second = await requested(l, { quantity: 1 });
    const third = await ask(l, { quantity: 1 });
    expect(third.json().reason.name).toBe('returnOpen');
    // Refused, the unit can be asked for again.
    expect((await step(second.id, 'refuse', { reason: 'No fault found' })).statusCode).toBe(200);
    expect((await ask(l, { quantity: 1 })).statusCode).toBe(201);

    const other = await t.register();
    const foreign = await t.as(other.access, {
      method: 'POST',
      url: `/api/orders/${l.order.id}/items/${l.item.id}/returns/`,
      payload: { kind: 'return', quantity: 1, reason: 'Not mine' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.as(other.access, { url: `/api/orders/${l.order.id}/returns/` })).statusCode).toBe(404);
  });

  it('twenty requests at once for one unit: one is taken', async () => {
    const l = await deliveredLaptop();
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(l)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });

  it('an unpaid, undelivered order has nothing to return', async () => {
    const customer = await t.register();
    const product = await makeProduct(db(), { brand: 'fursa' });
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'fursa',
      lines: [{ itemName: product.name, productId: product.id, price: '1000000.00' }],
    });
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const res = await t.as(customer.access, {
      method: 'POST',
      url: `/api/orders/${order.id}/items/${item!.id}/returns/`,
      payload: { kind: 'return', quantity: 1, reason: 'Changed my mind' },
    });
    expect(res.json().reason.name).toBe('returnNotReceived');
  });
});

describe("the admin's steps", () => {
  it('a refusal with its reason, hostile text kept as typed and escaped in the e-mail', async () => {
    const l = await deliveredLaptop();
    const request = await requested(l, { reason: HOSTILE });
    expect(request.reason).toBe(HOSTILE);
    const res = await step(request.id, 'refuse', { reason: HOSTILE });
    expect(res.json()).toMatchObject({
      status: 'refused',
      refusal_reason: HOSTILE,
      refused: { by: expect.any(String) },
    });
    const sent = (await messagesOf(request.id)).filter((m) => m.kind === 'return_refused');
    const mail = sent.find((m) => m.channel === 'email')!;
    expect(mail.bodyHtml).not.toContain('<script>');
    expect(mail.bodyHtml).toContain('&lt;script&gt;');
    expect(mail.bodyText).toContain(HOSTILE);
    const sms = sent.find((m) => m.channel === 'sms')!;
    expect(sms.bodyText.length).toBeLessThanOrEqual(160);
    // A refused request takes no more steps.
    expect((await step(request.id, 'approve')).json().reason.name).toBe('returnWrongStep');
    const list = await t.as(admin.access, { url: `/api/admin/returns/?q=${l.order.orderId}` });
    expect(list.json().returns[0]).toMatchObject({ id: request.id, reason: HOSTILE });
  });

  it('received without a refund stays open until resolved; stock comes back only when put back on sale', async () => {
    const l = await deliveredLaptop();
    const before = await stockOf(l.product.id);
    const request = await received(l);
    expect(request).toMatchObject({ status: 'received', condition: 'faulty' });
    expect(await stockOf(l.product.id)).toBe(before);
    expect((await ask(l)).json().reason.name).toBe('returnOpen');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, l.order.id))).toHaveLength(0);

    expect((await step(request.id, 'restock')).statusCode).toBe(200);
    expect(await stockOf(l.product.id)).toBe(before + 1);
    const [ledger] = await db()
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.productId, l.product.id))
      .orderBy(desc(stockLedger.id))
      .limit(1);
    expect(ledger).toMatchObject({
      reason: 'return_restocked',
      orderId: l.order.id,
      quantityAfter: before + 1,
    });
    expect((await step(request.id, 'restock')).json().reason.name).toBe('returnWrongStep');
    expect(await stockOf(l.product.id)).toBe(before + 1);
  });

  it('units that never left the stock do not come back', async () => {
    const l = await deliveredLaptop({ sold: false });
    const request = await received(l);
    const res = await step(request.id, 'restock');
    expect(res.json().reason.name).toBe('returnNotFromStock');
  });

  it('a partial refund through the demo provider and the rest as store credit', async () => {
    const l = await deliveredLaptop({ daysAgo: 40 });
    const request = await received(l, { kind: 'return', reason: 'Keyboard dead' });
    expect(request.basis).toBe('warranty');
    const tooMuch = await step(request.id, 'resolve', {
      outcome: 'money',
      refund_amount: '700000.00',
      credit_amount: '400000.00',
    });
    expect(tooMuch.json().reason.name).toBe('returnMoneyTooMuch');
    const res = await step(request.id, 'resolve', {
      outcome: 'money',
      refund_amount: '600000.00',
      credit_amount: '400000.00',
      note: 'Partly used',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'resolved',
      resolution: 'refund_and_credit',
      refund_amount: '600000.00',
      credit_amount: '400000.00',
    });
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, l.order.id));
    expect(refund).toMatchObject({
      amount: '600000.00',
      source: 'return',
      provider: 'demo',
      status: 'requested',
    });
    await t.app.refundWorker.sendDue();
    const [sentRefund] = await db().select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(sentRefund!.status).toBe('succeeded');
    const [balance] = await db()
      .select()
      .from(storeCreditBalances)
      .where(
        and(eq(storeCreditBalances.userId, l.customer.user.id), eq(storeCreditBalances.currency, 'TZS')),
      );
    expect(balance!.balance).toBe('400000.00');
    // A second resolve changes nothing.
    expect((await step(request.id, 'resolve', { outcome: 'repair' })).json().reason.name).toBe(
      'returnWrongStep',
    );
    const resolved = (await messagesOf(request.id)).find(
      (m) => m.kind === 'return_resolved' && m.channel === 'email',
    )!;
    expect(resolved.bodyText).toContain('TSh 600,000');
    expect(resolved.bodyText).toContain('TSh 400,000');
  });

  it('a refund above what the payments still hold is refused, and nothing is resolved', async () => {
    const l = await deliveredLaptop();
    const request = await received(l);
    // The payment was refunded in full by hand already.
    await t.as(admin.access, {
      method: 'POST',
      url: `/api/admin/orders/${l.order.id}/payments/${l.payment.id}/refunds/`,
      payload: { reason: 'Goodwill', method: 'manual', reference: 'BANK-1' },
    });
    const res = await step(request.id, 'resolve', { outcome: 'money', refund_amount: '100000.00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason.name).toBe('refundTooMuch');
    expect((await t.as(admin.access, { url: `/api/admin/returns/${request.id}/` })).json().status).toBe(
      'received',
    );
  });

  it('a replacement: a new order at no charge, its unit taken from stock', async () => {
    const l = await deliveredLaptop();
    const before = await stockOf(l.product.id);
    const request = await received(l);
    const res = await step(request.id, 'resolve', { outcome: 'replacement' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReturnRequest;
    expect(body).toMatchObject({
      resolution: 'replacement',
      replacement_order_reference: expect.stringMatching(/^FUR-/),
    });
    const [replacement] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderId, body.replacement_order_reference!));
    expect(replacement).toMatchObject({
      userId: l.customer.user.id,
      totalAmount: '0.00',
      paymentStatus: 'paid',
      status: 'confirmed',
      stockDeducted: true,
    });
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, replacement!.id));
    expect(line).toMatchObject({ productId: l.product.id, price: '0.00', quantity: 1, deductedQuantity: 1 });
    expect(await stockOf(l.product.id)).toBe(before - 1);
    const [ledger] = await db()
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.productId, l.product.id))
      .orderBy(desc(stockLedger.id))
      .limit(1);
    expect(ledger).toMatchObject({ reason: 'return_replacement', orderId: replacement!.id });
  });

  it('a replacement of a product out of stock is refused', async () => {
    const l = await deliveredLaptop();
    await db().update(products).set({ stockQuantity: 0 }).where(eq(products.id, l.product.id));
    const request = await received(l);
    const res = await step(request.id, 'resolve', { outcome: 'replacement' });
    expect(res.json().reason).toEqual({ name: 'returnReplacementShort', params: { name: l.product.name } });
  });

  it('a repair: the item is its owner’s, never put on sale', async () => {
    const l = await deliveredLaptop();
    const request = await received(l, { kind: 'repair' });
    expect((await step(request.id, 'restock')).json().reason.name).toBe('returnRepairKept');
    const res = await step(request.id, 'resolve', { outcome: 'repair', note: 'New keyboard fitted' });
    expect(res.json()).toMatchObject({ resolution: 'repair', resolution_note: 'New keyboard fitted' });
    // Repaired, it may be claimed again under its warranty.
    expect((await ask(l, { kind: 'repair' })).statusCode).toBe(201);
  });

  it('every step in Swahili for a Swahili customer, and on the timeline', async () => {
    const l = await deliveredLaptop({ locale: 'sw' });
    const request = await received(l);
    await step(request.id, 'resolve', { outcome: 'money', credit_amount: '1000000.00' });
    const sent = await messagesOf(request.id);
    expect(sent.map((m) => `${m.kind}:${m.channel}`)).toEqual([
      'return_requested:email',
      'return_requested:sms',
      'return_approved:email',
      'return_approved:sms',
      'return_received:email',
      'return_received:sms',
      'return_resolved:email',
      'return_resolved:sms',
    ]);
    expect(sent[0]!.subject).toContain('ombi lako la kurudishwa');
    expect(sent[1]!.bodyText).toContain('tumepokea ombi lako');
    expect(sent.at(-2)!.bodyText).toContain('salio lako la duka');
    const order = await t.as(l.customer.access, { url: `/api/orders/${l.order.id}/` });
    const steps = (order.json().events as { type: string; return_step?: string }[])
      .filter((e) => e.type === 'return')
      .map((e) => e.return_step);
    expect(steps).toEqual(['requested', 'approved', 'received', 'resolved']);
  });

  it("lists and filters, and shows the customer's own requests", async () => {
    const l = await deliveredLaptop();
    const request = await requested(l);
    const list = await t.as(admin.access, { url: '/api/admin/returns/?status=requested&brand=fursa' });
    expect(list.statusCode).toBe(200);
    expect((list.json().returns as ReturnRequest[]).every((r) => r.status === 'requested')).toBe(true);
    expect((list.json().returns as ReturnRequest[]).some((r) => r.id === request.id)).toBe(true);
    const mine = await t.as(l.customer.access, { url: '/api/account/returns/' });
    expect((mine.json() as ReturnRequest[]).map((r) => r.id)).toEqual([request.id]);
    expect((await t.as(l.customer.access, { url: '/api/admin/returns/' })).statusCode).toBe(403);
    const one = await t.as(admin.access, { url: `/api/admin/returns/${request.id}/` });
    expect(one.json()).toMatchObject({ id: request.id, customer: { id: l.customer.user.id } });
    const [logged] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'return_request'), eq(auditLog.entityId, String(request.id))));
    expect(logged?.action).toBe('privacy.personal_data_viewed');
  });
});
