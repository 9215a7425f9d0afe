import type { OrderRefunds, Refund } from '@shop/contract/refunds';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, payments, receipts, refunds } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeMobileMoneyAttempt, makeOrder, makePayment } from '#server/test/builders.ts';
import { ClickPesaStandIn } from '#server/test/clickpesa-stand-in.ts';
import { makeVfdRegistration, paidLaptopOrder } from '#server/test/receipt-steps.ts';
import { StripeStandIn } from '#server/test/stripe-stand-in.ts';
import { ClickPesaPayouts } from './clickpesa-payouts';
import { DemoRefunds } from './demo-refunds';
import type { RefundProviders } from './refund-provider';
import { requestRefund } from './refund-service';
import { REFUND_RETRY_DELAYS_SECONDS, RefundWorker } from './refund-worker';
import { StripeRefunds } from './stripe-refunds';

/**
 * docs/refunds.md: refunds paid once, never above what was paid, through Stripe's and ClickPesa's
 * stand-ins with injected timeouts, errors and lost answers; the demo's through the admin's routes.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const CLICKPESA = { clientId: 'refund-client', apiKey: 'refund-key', checksumKey: 'refund-checksum' };
const TIMEOUT_MS = 400;

let t: TestApp;
let admin: { access: string };
let stripe: StripeStandIn;
let clickpesa: ClickPesaStandIn;
let providers: RefundProviders;
let worker: RefundWorker;
const quiet = { warn: () => {} };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  stripe = await StripeStandIn.start();
  clickpesa = await ClickPesaStandIn.start(CLICKPESA);
  const client = new Stripe('sk_test_stand_in', {
    host: '127.0.0.1',
    port: stripe.port,
    protocol: 'http',
    telemetry: false,
  });
  providers = {
    demo: new DemoRefunds(),
    stripe: new StripeRefunds(client, TIMEOUT_MS),
    clickpesa: new ClickPesaPayouts({ ...CLICKPESA, apiUrl: clickpesa.apiUrl, timeoutMs: TIMEOUT_MS }),
  };
  worker = new RefundWorker(t.database.db, providers, quiet);
});
afterAll(async () => {
  await stripe.close();
  await clickpesa.close();
  await t.close();
});
beforeEach(() => {
  stripe.newStatus = 'succeeded';
  clickpesa.payoutStatus = 'SUCCESS';
});

const db = () => t.database.db;
/** A moment after every retry's wait, so the next pass takes the refund up again. */
let clock = Date.now();
const later = () => {
  clock += (REFUND_RETRY_DELAYS_SECONDS.at(-1)! + 1) * 1000;
  return new Date(clock);
};
const refundOf = async (id: number) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0]!;

async function customerOrder(total = '150000.00') {
  const customer = await t.register();
  const order = await makeOrder(db(), {
    userId: customer.user.id,
    brand: 'fursa',
    lines: [{ itemName: 'Laptop', quantity: 1, price: total }],
  });
  return { customer, order };
}

const stripePayment = async (amount = '150000.00') => {
  const { order } = await customerOrder(amount);
  return makePayment(db(), order, { provider: 'stripe' });
};

async function clickpesaPayment() {
  const { order } = await customerOrder('30000.00');
  const attempt = await makeMobileMoneyAttempt(db(), order, {
    expiresAt: new Date(Date.now() + 60_000),
    provider: 'clickpesa',
    msisdn: '255754000111',
    status: 'paid',
  });
  const [payment] = await db()
    .insert(payments)
    .values({
      orderId: order.id,
      sessionId: attempt.sessionId,
      provider: 'clickpesa',
      amount: attempt.amountTzs,
      currency: 'TZS',
      outcome: 'applied',
    })
    .returning();
  return payment!;
}

const ask = (paymentId: number, amount?: string) =>
  requestRefund(db(), providers, {
    paymentId,
    amount,
    reason: 'Customer returned it',
    by: null,
    source: 'admin',
  });

const refundRoute = (orderId: number, paymentId: number, payload: object) =>
  t.as(admin.access, {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payments/${paymentId}/refunds/`,
    payload,
  });

describe('refunds through Stripe (stand-in)', () => {
  it('pays a partial refund with its key, then the rest; never more than was paid', async () => {
    const payment = await stripePayment('150000.00');
    const first = await ask(payment.id, '50000.00');
    expect(first.status).toBe('requested');
    expect(first.idempotencyKey).toMatch(/^RF[0-9A-F]{20}$/);
    await worker.sendDue(later());
    expect((await refundOf(first.id)).status).toBe('succeeded');
    const rest = await ask(payment.id);
    expect(rest.amount).toBe('100000.00');
    await expect(ask(payment.id, '0.01')).rejects.toMatchObject({
      status: 409,
      reason: { name: 'refundTooMuch' },
    });
    await worker.sendDue(later());
    expect(stripe.idempotencyKeys).toContain(first.idempotencyKey);
    const ours = stripe.refunds.filter((r) =>
      [first.idempotencyKey, rest.idempotencyKey].includes(r.metadata.shop_refund_key!),
    );
    expect(ours.map((r) => r.amount)).toEqual([5_000_000, 10_000_000]);
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.refundStatus).toBe('refunded');
  });

  it('asks again after a lost answer and finds the first refund: one refund at Stripe', async () => {
    const payment = await stripePayment();
    stripe.failNext('lost-answer');
    const before = stripe.refunds.length;
    const refund = await ask(payment.id, '20000.00');
    await worker.sendDue(later());
    const waiting = await refundOf(refund.id);
    expect(waiting.status).toBe('sending');
    expect(waiting.lastError).toMatch(/Stripe/);
    // The refund was made at Stripe; its answer never came.
    expect(stripe.refunds.length).toBe(before + 1);
    await worker.sendDue(later());
    const done = await refundOf(refund.id);
    expect(done.status).toBe('succeeded');
    expect(done.attempts).toBe(2);
    expect(stripe.refunds.length).toBe(before + 1);
    expect(done.providerReference).toBe(stripe.refunds.at(-1)!.id);
  });

  it('sends again with the same key after no answer and after a 500: still one refund', async () => {
    const payment = await stripePayment();
    const before = stripe.refunds.length;
    const creates = stripe.creates;
    stripe.failNext('timeout', 'error');
    const refund = await ask(payment.id, '1000.00');
    await worker.sendDue(later());
    await worker.sendDue(later());
    expect((await refundOf(refund.id)).status).toBe('sending');
    await worker.sendDue(later());
    expect((await refundOf(refund.id)).status).toBe('succeeded');
    expect(stripe.creates - creates).toBe(3);
    expect(stripe.refunds.length).toBe(before + 1);
  });

  it('follows a pending refund to its end, and tells the customer once when it is sent', async () => {
    const payment = await stripePayment();
    stripe.newStatus = 'pending';
    const refund = await ask(payment.id, '3000.00');
    await worker.sendDue(later());
    expect((await refundOf(refund.id)).status).toBe('pending');
    await worker.sendDue(later());
    expect((await refundOf(refund.id)).status).toBe('pending');
    stripe.settle(stripe.refunds.at(-1)!.id, 'succeeded');
    await worker.sendDue(later());
    expect((await refundOf(refund.id)).status).toBe('succeeded');
    const told = await db()
      .select({ channel: outboxMessages.channel, subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(like(outboxMessages.key, `refund:${refund.id}:sent:%`));
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((m) => m.channel === 'email')?.subject).toMatch(/^Refund of TSh 3,000 for order /);
  });

  it('records a refusal as failed, which no longer counts against the payment, and lists it for attention', async () => {
    const payment = await stripePayment('10000.00');
    const session = await t.database.db.query.paymentSessions.findFirst({
      where: (s, { eq: is }) => is(s.id, payment.sessionId),
    });
    stripe.charged.set(`pi_${session!.providerSessionId}`, 0);
    const refund = await ask(payment.id);
    await worker.sendDue(later());
    const failed = await refundOf(refund.id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toMatch(/greater than unrefunded/);
    const attention = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/refunds/attention/' })
    ).json();
    expect(attention.results.map((r: Refund) => r.id)).toContain(refund.id);
    const stats = (await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' })).json();
    expect(stats.attention.refunds_attention).toBeGreaterThanOrEqual(1);
    // The money never left: the whole payment may be refunded again (by hand, here).
    const again = await refundRoute(payment.orderId, payment.id, {
      reason: 'Sent by bank transfer',
      method: 'manual',
      reference: 'NMB-889',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'manual',
      amount: '10000.00',
      provider_reference: 'NMB-889',
    });
    const listed = (await t.as(admin.access, { method: 'GET', url: '/api/admin/refunds/attention/' })).json();
    expect(listed.results.map((r: Refund) => r.id)).not.toContain(refund.id);
  });
});

describe('refunds through ClickPesa payouts (stand-in)', () => {
  it('pays back to the number the money came from, once, after a lost answer', async () => {
    const payment = await clickpesaPayment();
    clickpesa.failNextPayouts('lost-answer');
    const refund = await ask(payment.id);
    await worker.sendDue(later());
    expect((await refundOf(refund.id)).status).toBe('sending');
    await worker.sendDue(later());
    const done = await refundOf(refund.id);
    expect(done.status).toBe('succeeded');
    const payout = clickpesa.payouts.get(refund.idempotencyKey);
    expect(payout).toMatchObject({ amount: '30000', phoneNumber: '255754000111' });
    expect(
      [...clickpesa.payouts.values()].filter((p) => p.orderReference === refund.idempotencyKey),
    ).toHaveLength(1);
  });

  it('sends again after a 503 and no answer, and follows a processing payout to its failure', async () => {
    const payment = await clickpesaPayment();
    clickpesa.failNextPayouts('error', 'timeout');
    clickpesa.payoutStatus = 'PROCESSING';
    const refund = await ask(payment.id, '10000.00');
    await worker.sendDue(later());
    await worker.sendDue(later());
    await worker.sendDue(later());
    expect((await refundOf(refund.id)).status).toBe('pending');
    clickpesa.settlePayout(refund.idempotencyKey, 'FAILED');
    await worker.sendDue(later());
    expect((await refundOf(refund.id)).status).toBe('failed');
    expect(clickpesa.payouts.has(refund.idempotencyKey)).toBe(true);
    // A failed refund gives its amount back to what may be refunded.
    const again = await ask(payment.id);
    expect(again.amount).toBe('30000.00');
  });
});

describe('refunds asked for at once', () => {
  it('never add up to more than the payment', async () => {
    const payment = await stripePayment('100000.00');
    const asked = await Promise.allSettled(Array.from({ length: 8 }, () => ask(payment.id, '30000.00')));
    expect(asked.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    for (const refused of asked.filter((a) => a.status === 'rejected'))
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
  });

  it('are sent once each by workers of two processes running at the same time', async () => {
    const asked: Awaited<ReturnType<typeof ask>>[] = [];
    for (let i = 0; i < 4; i++) asked.push(await ask((await stripePayment('2000.00')).id));
    const other = new RefundWorker(db(), providers, quiet);
    const at = later();
    await Promise.all([worker.sendDue(at), other.sendDue(at), worker.sendDue(at)]);
    const keys = asked.map((refund) => refund.idempotencyKey);
    // Each refund's create was sent once, by one of the processes.
    expect(stripe.idempotencyKeys.filter((key) => keys.includes(key)).sort()).toEqual([...keys].sort());
    for (const refund of asked) expect((await refundOf(refund.id)).status).toBe('succeeded');
  });

  it('answer a repeated request key with the first refund', async () => {
    const payment = await stripePayment();
    const request = {
      paymentId: payment.id,
      amount: '500.00',
      reason: 'Return',
      by: null,
      source: 'return' as const,
      requestKey: `return:${payment.id}`,
    };
    const [a, b] = await Promise.all([
      requestRefund(db(), providers, request),
      requestRefund(db(), providers, request),
    ]);
    expect(a.id).toBe(b.id);
    await expect(requestRefund(db(), providers, { ...request, amount: '600.00' })).rejects.toMatchObject({
      status: 409,
      reason: { name: 'refundKeyReused' },
    });
  });
});

describe("the admin's refunds (demo provider)", () => {
  it('refunds part of a paid laptop order with its credit note, issued once, fiscal receipts on', async () => {
    await makeVfdRegistration(db());
    const customer = await t.register();
    const order = await paidLaptopOrder(db(), customer.user.id);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    const res = await refundRoute(order.id, payment!.id, {
      amount: '180000.00',
      reason: 'Scratched lid <b>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'requested', source: 'admin', reason: 'Scratched lid <b>' });
    await t.app.refundWorker.sendDue();
    await t.app.refundWorker.sendDue(later());
    const [receipt] = await db()
      .select()
      .from(receipts)
      .where(and(eq(receipts.paymentId, payment!.id)));
    const notes = await db().select().from(receipts).where(eq(receipts.creditsReceiptId, receipt!.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ total: '-180000.00', series: 'fiscal' });
    const view = (
      await t.as(admin.access, { method: 'GET', url: `/api/admin/orders/${order.id}/refunds/` })
    ).json() as OrderRefunds;
    expect(view.refunds[0]).toMatchObject({ status: 'succeeded', amount: '180000.00', method: 'provider' });
    expect(view.refundable).toEqual([
      expect.objectContaining({
        payment_id: payment!.id,
        refundable: (Number(payment!.amount) - 180000).toFixed(2),
        by_provider: true,
      }),
    ]);
    const mail = await db()
      .select({ html: outboxMessages.bodyHtml })
      .from(outboxMessages)
      .where(and(like(outboxMessages.key, 'refund:%:sent:customer'), isNotNull(outboxMessages.bodyHtml)));
    expect(mail.length).toBeGreaterThan(0);
  });

  it('refuses more than was paid, a payment of another order, and a refund by hand without its reference', async () => {
    const { order } = await customerOrder('5000.00');
    const payment = await makePayment(db(), order);
    const over = await refundRoute(order.id, payment.id, { amount: '5000.01', reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().reason).toEqual({ name: 'refundTooMuch', params: { left: 'TSh 5,000' } });
    const { order: other } = await customerOrder();
    expect((await refundRoute(other.id, payment.id, { reason: 'Wrong order' })).statusCode).toBe(404);
    const noReference = await refundRoute(order.id, payment.id, { reason: 'By hand', method: 'manual' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().fields.reference).toBeDefined();
  });

  it('records a refund due sent by hand (Selcom has no refund API) with a hostile reference kept as typed', async () => {
    const { order } = await customerOrder('8000.00');
    const payment = await makePayment(db(), order, {
      provider: 'selcom',
      outcome: 'duplicate',
      refundStatus: 'due',
    });
    const byProvider = await refundRoute(order.id, payment.id, { reason: 'Paid twice' });
    expect(byProvider.statusCode).toBe(409);
    expect(byProvider.json().reason.name).toBe('refundByHand');
    const reference = `'; drop table refunds; -- <script>alert(1)</script>`;
    const res = await refundRoute(order.id, payment.id, {
      reason: 'Paid twice',
      method: 'manual',
      reference,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'manual',
      source: 'payment_due',
      provider_reference: reference,
    });
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.refundStatus).toBe('refunded');
    const [mail] = await db()
      .select({ html: outboxMessages.bodyHtml, text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `refund:${res.json().id}:sent:customer`));
    expect(mail?.text).toContain(reference);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
    // No receipt to credit: money owed back was never a sale.
    expect((await refundOf(res.json().id)).creditsReceipt).toBe(false);
  });
});
