import { MOBILE_MONEY_STATUS_CHECK_SECONDS, type MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { mobileMoneyAttempts } from '#server/db/schema.ts';
import { ORDER_CANCELLED_REASON } from '#server/modules/orders/service.ts';
import { LATE_PAYMENT_NOTE, PAID_ANOTHER_WAY_REASON } from '#server/modules/payments/mark-paid.ts';
import { paymentServices } from '#server/modules/payments/payment-services.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, mobileNumber } from '#server/test/builders.ts';
import { paymentsOf } from '#server/test/checkout-steps.ts';
import { ClickPesaStandIn } from '#server/test/clickpesa-stand-in.ts';
import { SelcomStandIn } from '#server/test/selcom-stand-in.ts';
import { CANCELLED_REFUND_REASON, EXPIRED_REASON, MISMATCH_REASON } from './service';

type Callback = { rawBody: string; headers: Record<string, string> };

/** One aggregator's stand-in, driven the same way for both. */
type StandIn = {
  env: Record<string, string>;
  /** Pushes from now on wait for answer(); its callbacks are sent as `callbacks` says. */
  awaitPhone(callbacks: 'genuine' | 'duplicate' | 'forged'): void;
  /** The customer's phone answers one pending push. */
  answer(reference: string, outcome: 'paid' | 'declined' | 'wrong-amount'): void;
  /** How many times the shop asked the aggregator's status API about `reference`. */
  statusCalls(reference: string): number;
  /** The callback address the shop gave with the push, for aggregators told one per push (Selcom). */
  webhookOf(reference: string): string | undefined;
  /** The callbacks sent since awaitPhone(); a forged one may name another reference. */
  sent(): Callback[];
  close(): Promise<void>;
};

async function clickPesa(): Promise<StandIn> {
  const credentials = { clientId: 'IDshop', apiKey: 'SKshop', checksumKey: 'CHKshop' };
  const standIn = await ClickPesaStandIn.start(credentials);
  let from = 0;
  return {
    env: {
      CLICKPESA_CLIENT_ID: credentials.clientId,
      CLICKPESA_API_KEY: credentials.apiKey,
      CLICKPESA_CHECKSUM_KEY: credentials.checksumKey,
      CLICKPESA_API_URL: standIn.apiUrl,
    },
    awaitPhone(callbacks) {
      standIn.outcome = 'pending';
      standIn.callbackMode = callbacks;
      from = standIn.callbacks.length;
    },
    answer: (reference, outcome) => standIn.answerPending(reference, outcome),
    statusCalls: (reference) =>
      standIn.received.filter((r) => r.method === 'GET' && r.path.endsWith(`/payments/${reference}`)).length,
    webhookOf: () => undefined,
    sent: () => standIn.callbacks.slice(from),
    close: () => standIn.close(),
  };
}

async function selcom(): Promise<StandIn> {
  const credentials = { apiKey: 'SELCOM-KEY', apiSecret: 'selcom-secret', vendor: 'TILL61000001' };
  const standIn = await SelcomStandIn.start(credentials);
  let from = 0;
  return {
    env: {
      SELCOM_API_URL: standIn.url,
      SELCOM_API_KEY: credentials.apiKey,
      SELCOM_API_SECRET: credentials.apiSecret,
      SELCOM_VENDOR: credentials.vendor,
      SELCOM_BUYER_EMAIL: 'payments@igsum-fursa.co.tz',
    },
    awaitPhone(callbacks) {
      standIn.answer('pending', callbacks === 'genuine' ? 'once' : callbacks);
      from = standIn.sentCallbacks.length;
    },
    answer: (reference, outcome) => standIn.answerPending(reference, outcome),
    statusCalls: (reference) =>
      standIn.received.filter(
        (r) => r.path === '/v1/checkout/order-status' && r.fields.order_id === reference && !r.refusal,
      ).length,
    webhookOf: (reference) => {
      const order = standIn.received.find(
        (r) => r.path === '/v1/checkout/create-order-minimal' && r.fields.order_id === reference,
      );
      return order && Buffer.from(String(order.fields.webhook), 'base64').toString('utf8');
    },
    sent: () => standIn.sentCallbacks.slice(from),
    close: () => standIn.close(),
  };
}

const PUBLIC_URL = 'http://localhost:8000';

describe.each([
  ['clickpesa', clickPesa],
  ['selcom', selcom],
] as const)('mobile money through %s', (name, startStandIn) => {
  let t: TestApp;
  let standIn: StandIn;

  beforeAll(async () => {
    standIn = await startStandIn();
    t = await buildTestApp({ PUBLIC_URL, ...standIn.env });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const db = () => t.database.db;

  async function pushFor(price = '1250000.00') {
    const customer = await t.register();
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'fursa',
      lines: [{ itemName: 'ThinkPad X1', price }],
    });
    return { customer, order, ...(await pushOn(customer.access, order.id)) };
  }

  async function pushOn(token: string, orderId: number, app = t.app) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/mobile-money/',
      headers: { authorization: `Bearer ${token}` },
      payload: { order_id: orderId, phone: mobileNumber() },
    });
    expect(res.statusCode).toBe(201);
    const attempt = res.json() as MobileMoneyAttempt;
    expect(attempt).toMatchObject({ status: 'pending', demo_phone_url: null });
    const { reference } = await rowOf(attempt.id);
    return { attempt, reference };
  }

  const poll = async (token: string, id: number) =>
    (
      await t.as(token, { method: 'GET', url: `/api/payments/mobile-money/${id}/` })
    ).json() as MobileMoneyAttempt;
  const orderOf = async (token: string, id: number) =>
    (await t.as(token, { method: 'GET', url: `/api/orders/${id}/` })).json() as Order;
  const rowOf = async (id: number) =>
    (await db().select().from(mobileMoneyAttempts).where(eq(mobileMoneyAttempts.id, id)))[0]!;
  const anotherProcess = async () =>
    (await paymentServices(db(), loadConfig(standIn.env), pino({ level: 'silent' }))).mobileMoney;
  const deliver = (callback: Callback) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/mobile-money/callback/${name}/`,
      headers: callback.headers,
      payload: callback.rawBody,
    });

  it('pushes through the stand-in and pays the order once its status API says paid', async () => {
    standIn.awaitPhone('genuine');
    const { customer, order, attempt, reference } = await pushFor();
    standIn.answer(reference, 'paid');
    expect(attempt.amount_tzs).toBe('1250000.00');
    expect(reference).toMatch(/^[A-Za-z0-9]+$/);

    expect((await poll(customer.access, attempt.id)).status).toBe('paid');
    const paid = await orderOf(customer.access, order.id);
    expect(paid.payment_status).toBe('paid');
    expect(await paymentsOf(db(), order.id)).toMatchObject([
      { provider: name, amount: '1250000.00', currency: 'TZS', outcome: 'applied' },
    ]);
  });

  it('a genuine callback delivered twice pays once and stores one copy', async () => {
    standIn.awaitPhone('duplicate');
    const { customer, order, attempt, reference } = await pushFor();
    standIn.answer(reference, 'paid');
    const [first, second, ...more] = standIn.sent();
    expect(more).toEqual([]);
    expect((await deliver(first!)).statusCode).toBe(200);
    expect((await deliver(second!)).statusCode).toBe(200);

    const row = await rowOf(attempt.id);
    expect(row.status).toBe('paid');
    expect(second!.rawBody).toBe(first!.rawBody);
    expect(row.callbacks.map((c) => c.body)).toEqual([first!.rawBody]);
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('paid');
    expect(await paymentsOf(db(), order.id)).toHaveLength(1);
  });

  it('a forged callback is refused with 401 and stored nowhere', async () => {
    standIn.awaitPhone('forged');
    const { customer, order, attempt, reference } = await pushFor();
    standIn.answer(reference, 'paid');
    const [forged] = standIn.sent();
    expect((await deliver(forged!)).statusCode).toBe(401);

    expect(await rowOf(attempt.id)).toMatchObject({ status: 'pending', callbacks: [] });
    const all = await db().select({ callbacks: mobileMoneyAttempts.callbacks }).from(mobileMoneyAttempts);
    expect(all.flatMap((row) => row.callbacks).map((c) => c.body)).not.toContain(forged!.rawBody);
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('pending');
  });

  it('another amount fails the attempt and records the money as a refund due', async () => {
    standIn.awaitPhone('genuine');
    const { customer, order, attempt, reference } = await pushFor();
    standIn.answer(reference, 'wrong-amount');
    expect((await deliver(standIn.sent()[0]!)).statusCode).toBe(200);

    expect(await poll(customer.access, attempt.id)).toMatchObject({
      status: 'failed',
      failure_reason: MISMATCH_REASON,
    });
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('pending');
    expect(await paymentsOf(db(), order.id)).toMatchObject([
      { provider: name, currency: 'TZS', outcome: 'mismatch', refundStatus: 'due' },
    ]);
  });

  it('reconciles pending attempts in the background, each claimed by one process only', async () => {
    standIn.awaitPhone('genuine');
    const paid = await pushFor();
    const stale = await pushFor();
    standIn.answer(paid.reference, 'paid');
    standIn.answer(stale.reference, 'paid');
    await db()
      .update(mobileMoneyAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileMoneyAttempts.id, stale.attempt.id));
    const pending = await db()
      .select({ id: mobileMoneyAttempts.id })
      .from(mobileMoneyAttempts)
      .where(eq(mobileMoneyAttempts.status, 'pending'));
    expect(pending.map((row) => row.id)).toEqual(expect.arrayContaining([paid.attempt.id, stale.attempt.id]));
    // Two API processes of the same shop run their passes at once.
    const [one, two] = [await anotherProcess(), await anotherProcess()];
    const [a, b] = await Promise.all([one.reconcileDue(30), two.reconcileDue(30)]);
    expect(a + b).toBe(pending.length);
    expect((await rowOf(paid.attempt.id)).status).toBe('paid');
    // Paid after its time is up, and still paid: money that arrives is never lost.
    expect((await rowOf(stale.attempt.id)).status).toBe('paid');
    expect((await orderOf(paid.customer.access, paid.order.id)).payment_status).toBe('paid');
    expect(await paymentsOf(db(), paid.order.id)).toHaveLength(1);
    // Claimed rows are not due again until their claim runs out.
    expect(await one.reconcileDue(30)).toBe(0);
  });

  it('expires an attempt the phone never answered once its time is up', async () => {
    standIn.awaitPhone('genuine');
    const { customer, order, attempt } = await pushFor();
    await db()
      .update(mobileMoneyAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileMoneyAttempts.id, attempt.id));
    expect(await (await anotherProcess()).reconcileDue(30)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(attempt.id)).toMatchObject({ status: 'expired', failureReason: EXPIRED_REASON });
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('pending');
  });

  it('answers quick polls from its record, asking the aggregator at most once every few seconds', async () => {
    standIn.awaitPhone('genuine');
    const { customer, attempt, reference } = await pushFor();
    const other = await anotherProcess();
    // Ten polls at once, half through another API process on the same database.
    const polls = await Promise.all([
      ...Array.from({ length: 5 }, () => poll(customer.access, attempt.id)),
      ...Array.from({ length: 5 }, () => other.view(customer.user.id, attempt.id, PUBLIC_URL)),
    ]);
    expect(polls.map((p) => p.status)).toEqual(Array(10).fill('pending'));
    expect(standIn.statusCalls(reference)).toBe(1);

    // Once the interval has passed, the next poll asks again and sees the payment.
    standIn.answer(reference, 'paid');
    await db()
      .update(mobileMoneyAttempts)
      .set({ lastCheckedAt: new Date(Date.now() - MOBILE_MONEY_STATUS_CHECK_SECONDS * 1000) })
      .where(eq(mobileMoneyAttempts.id, attempt.id));
    expect((await poll(customer.access, attempt.id)).status).toBe('paid');
    expect(standIn.statusCalls(reference)).toBe(2);
  });

  it('stores a callback replayed 50 times once and asks about it once', async () => {
    standIn.awaitPhone('genuine');
    const { attempt, reference } = await pushFor();
    standIn.answer(reference, 'declined');
    const [callback] = standIn.sent();
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(callback!)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));

    const row = await rowOf(attempt.id);
    expect(row.status).toBe('failed');
    expect(row.callbacks.map((c) => c.body)).toEqual([callback!.rawBody]);
    expect(standIn.statusCalls(reference)).toBe(1);
  });

  it("withdraws the order's other pushes once one pays, so the customer is not charged twice", async () => {
    standIn.awaitPhone('genuine');
    const { customer, order, attempt, reference } = await pushFor();
    const second = await pushOn(customer.access, order.id);
    standIn.answer(reference, 'paid');
    expect((await poll(customer.access, attempt.id)).status).toBe('paid');
    expect(await poll(customer.access, second.attempt.id)).toMatchObject({
      status: 'failed',
      failure_reason: PAID_ANOTHER_WAY_REASON,
    });
    if (name === 'selcom') {
      // Selcom cancelled its order: the phone can no longer approve it.
      expect(() => standIn.answer(second.reference, 'paid')).toThrow(/no pending order/);
      expect(await paymentsOf(db(), order.id)).toHaveLength(1);
    } else {
      // ClickPesa has no call to withdraw a push (docs/payments.md): money that still lands is
      // recorded once, with a refund due, and the order stays paid once.
      standIn.answer(second.reference, 'paid');
      for (const callback of standIn.sent()) await deliver(callback);
      expect(await paymentsOf(db(), order.id)).toMatchObject([
        { outcome: 'applied', refundStatus: 'none' },
        { outcome: 'duplicate', refundStatus: 'due' },
      ]);
    }
    expect((await orderOf(customer.access, order.id)).payment_status).toBe('paid');
  });

  it("an admin's cancel withdraws the push; money approved anyway is owed back and pays nothing", async () => {
    standIn.awaitPhone('genuine');
    const { customer, order, attempt, reference } = await pushFor();
    const admin = await t.admin();
    const cancel = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/`,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await poll(customer.access, attempt.id)).toMatchObject({
      status: 'failed',
      failure_reason: ORDER_CANCELLED_REASON,
    });
    if (name === 'selcom') {
      // Selcom cancelled its order: the phone can no longer approve it.
      expect(() => standIn.answer(reference, 'paid')).toThrow(/no pending order/);
      expect(await paymentsOf(db(), order.id)).toEqual([]);
    } else {
      // ClickPesa cannot withdraw a push (docs/payments.md): the late money's callback is recorded
      // as owed back, and the cancelled order stays cancelled and unpaid.
      standIn.answer(reference, 'paid');
      for (const callback of standIn.sent()) await deliver(callback);
      expect(await paymentsOf(db(), order.id)).toMatchObject([
        { outcome: 'order_cancelled', refundStatus: 'due', amount: '1250000.00', currency: 'TZS' },
      ]);
      expect(await poll(customer.access, attempt.id)).toMatchObject({
        status: 'failed',
        failure_reason: CANCELLED_REFUND_REASON,
      });
      expect((await orderOf(customer.access, order.id)).notes).toContain(LATE_PAYMENT_NOTE);
    }
    expect(await orderOf(customer.access, order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
    });
  });

  it.runIf(name === 'selcom')(
    "addresses callbacks to the shop's configured address, never to the customer's Host",
    async () => {
      // No PUBLIC_URL: a development shop, called back on the address it listens on.
      const dev = await t.anotherApp({ ...standIn.env, PUBLIC_URL: '', HOST: '0.0.0.0', PORT: '8123' });
      const configured = await t.anotherApp({ ...standIn.env, PUBLIC_URL: 'https://shop.example' });
      for (const [app, expected] of [
        [dev, 'http://localhost:8123'],
        [configured, 'https://shop.example'],
      ] as const) {
        const customer = await t.register();
        const order = await makeOrder(db(), {
          userId: customer.user.id,
          brand: 'fursa',
          lines: [{ itemName: 'ThinkPad X1', price: '1250000.00' }],
        });
        const res = await app.inject({
          method: 'POST',
          url: '/api/payments/mobile-money/',
          headers: { authorization: `Bearer ${customer.access}`, host: 'attacker.example' },
          payload: { order_id: order.id, phone: mobileNumber() },
        });
        expect(res.statusCode).toBe(201);
        const { reference } = await rowOf((res.json() as MobileMoneyAttempt).id);
        expect(standIn.webhookOf(reference)).toBe(`${expected}/api/payments/mobile-money/callback/selcom/`);
      }
    },
  );
});
