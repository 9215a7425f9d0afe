import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { mobileMoneyAttempts } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeOrder } from '../../../test/builders';
import { paymentsOf } from '../../../test/checkout-steps';
import { paymentServices } from '../payment-services';
import { ClickPesaStandIn } from './clickpesa/stand-in';
import { SelcomStandIn } from './selcom/stand-in';
import { EXPIRED_REASON, MISMATCH_REASON } from './service';

type Callback = { rawBody: string; headers: Record<string, string> };

/** One aggregator's stand-in, driven the same way for both. */
type StandIn = {
  env: Record<string, string>;
  /** Pushes from now on wait for answer(); its callbacks are sent as `callbacks` says. */
  awaitPhone(callbacks: 'genuine' | 'duplicate' | 'forged'): void;
  /** The customer's phone answers one pending push. */
  answer(reference: string, outcome: 'paid' | 'wrong-amount'): void;
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
    const res = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/mobile-money/',
      payload: { order_id: order.id, phone: '0754 123 456' },
    });
    expect(res.statusCode).toBe(201);
    const attempt = res.json() as MobileMoneyAttempt;
    expect(attempt).toMatchObject({ status: 'pending', demo_phone_url: null });
    const { reference } = await rowOf(attempt.id);
    return { customer, order, attempt, reference };
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

  it('a genuine callback delivered twice pays once and stores both raw bodies', async () => {
    standIn.awaitPhone('duplicate');
    const { customer, order, attempt, reference } = await pushFor();
    standIn.answer(reference, 'paid');
    const [first, second, ...more] = standIn.sent();
    expect(more).toEqual([]);
    expect((await deliver(first!)).statusCode).toBe(200);
    expect((await deliver(second!)).statusCode).toBe(200);

    const row = await rowOf(attempt.id);
    expect(row.status).toBe('paid');
    expect(row.callbacks.map((c) => c.body)).toEqual([first!.rawBody, second!.rawBody]);
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
});
