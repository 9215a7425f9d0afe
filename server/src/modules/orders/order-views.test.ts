import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour } from '#server/test/builders.ts';
import {
  bookTour,
  confirmCheckout,
  demoPagePath,
  openCheckout,
  postDemoForm,
} from '#server/test/checkout-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A new customer's pending booking of one seat on a US$1,450.00 tour. */
async function booking() {
  const customer = await t.register();
  const date = dateFromToday(30);
  const tour = await makeTour(t.database.db, { price: '1450.00', maxParticipants: 10, dates: [date] });
  const order = (await bookTour(t, customer.access, tour.id, date, 1)).json() as Order;
  const read = async () =>
    (await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` })).json() as Order;
  return { customer, order, read };
}

describe('an order as its customer reads it', () => {
  it('carries the shillings a USD tour paid by mobile money was charged', async () => {
    const { customer, order, read } = await booking();
    expect((await read()).payment).toBeNull();

    const attempt = (
      await t.as(customer.access, {
        method: 'POST',
        url: '/api/payments/mobile-money/',
        payload: { order_id: order.id, phone: '0754 123 456' },
      })
    ).json() as MobileMoneyAttempt;
    await postDemoForm(t.app, `${new URL(attempt.demo_phone_url!).pathname}approve/`);
    await t.as(customer.access, { method: 'GET', url: `/api/payments/mobile-money/${attempt.id}/` });

    const paid = await read();
    expect(paid.payment_status).toBe('paid');
    // docs/payments.md: 1,450 USD at the default rate of 2,590.
    expect(paid.payment).toEqual({
      method: 'mobile_money',
      demo: true,
      amount: '3755500.00',
      currency: 'TZS',
    });
  });

  it('names a card payment through the demo checkout as such', async () => {
    const { customer, order, read } = await booking();
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await confirmCheckout(t, customer.access, session.session_id);

    expect((await read()).payment).toEqual({
      method: 'card',
      demo: true,
      amount: '1450.00',
      currency: 'USD',
    });
  });
});
