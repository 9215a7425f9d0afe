import type { DeliveryAddressInput } from '@shop/contract/delivery';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeProduct } from '#server/test/builders.ts';
import { demoPagePath, openCheckout } from '#server/test/checkout-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADDRESS: DeliveryAddressInput = {
  full_name: 'Asha Mwinyi',
  phone: '0712 345 678',
  region: 'Arusha',
  district: 'Arusha City',
  street: 'Sokoine Road 14',
};

/** The demo checkout page of a new laptop order at 300,000 placed with `choice`. */
async function demoPageOf(choice: object): Promise<string> {
  const customer = await t.register();
  const laptop = await makeProduct(t.database.db, { brand: 'fursa', price: '300000.00', stockQuantity: 5 });
  await makeCartLine(t.database.db, {
    brand: 'fursa',
    userId: customer.user.id,
    productId: laptop.id,
    quantity: 1,
  });
  const order = (
    await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', ...choice },
    })
  ).json() as Order;
  const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
  const page = await t.app.inject({ method: 'GET', url: demoPagePath(session) });
  expect(page.statusCode).toBe(200);
  // One line of text per row, so a row reads as its label and amount.
  return page.body.replace(/<\/span><span>/g, ' ').replace(/<[^>]+>/g, '\n');
}

describe('the demo checkout page', () => {
  it('shows the delivery fee the total includes on its own line', async () => {
    const text = await demoPageOf({ fulfilment: 'delivery', delivery: ADDRESS });
    expect(text).toContain('Subtotal TSh 300,000');
    expect(text).toContain('Delivery TSh 25,000');
    expect(text).toContain('Total TSh 325,000');
  });

  it('says pickup is free', async () => {
    const text = await demoPageOf({ fulfilment: 'pickup' });
    expect(text).toContain('Pickup Free');
    expect(text).toContain('Total TSh 300,000');
  });
});
