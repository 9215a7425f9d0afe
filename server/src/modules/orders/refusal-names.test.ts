import { refusalMessage } from '@shop/contract/refusals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productTranslations, tourTranslations } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeProduct, makeTour } from '#server/test/builders.ts';

// docs/i18n.md, "Server reasons": a refusal that names an item names it in the customer's
// language (their account's, the language of the pages they read); its message stays English.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const placeOrder = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/orders/', payload });

async function laptopWithSwahiliName() {
  const laptop = await makeProduct(db(), { brand: 'fursa', name: 'Budget Student Laptop', stockQuantity: 1 });
  await db()
    .insert(productTranslations)
    .values({ brand: 'fursa', productId: laptop.id, locale: 'sw', name: 'Kompyuta ya Mwanafunzi' });
  return laptop;
}

describe('a refusal naming a laptop in the cart', () => {
  it('names it in Swahili to a Swahili-reading customer, in English to an English-reading one', async () => {
    const laptop = await laptopWithSwahiliName();
    const swahili = await t.register({ locale: 'sw' });
    const english = await t.register();
    for (const customer of [swahili, english]) {
      await makeCartLine(db(), {
        brand: 'fursa',
        userId: customer.user.id,
        productId: laptop.id,
        quantity: 1,
      });
    }
    await db().update(products).set({ stockQuantity: 0 }).where(eq(products.id, laptop.id));

    const refused = await placeOrder(swahili.access, { order_type: 'fursa' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'cart_changed',
      message: refusalMessage('lineOutOfStock', { name: 'Budget Student Laptop' }),
      reason: { name: 'lineOutOfStock', params: { name: 'Kompyuta ya Mwanafunzi' } },
    });
    expect((await placeOrder(english.access, { order_type: 'fursa' })).json()).toMatchObject({
      reason: { name: 'lineOutOfStock', params: { name: 'Budget Student Laptop' } },
    });
  });

  it('follows the language the customer reads in now, and falls back to English where none is given', async () => {
    const laptop = await laptopWithSwahiliName();
    const untranslated = await makeProduct(db(), { brand: 'fursa', name: 'Plain Laptop', stockQuantity: 1 });
    const customer = await t.register();
    const switched = await t.as(customer.access, {
      method: 'PUT',
      url: '/api/auth/locale/',
      payload: { locale: 'sw' },
    });
    expect(switched.statusCode).toBeLessThan(300);
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 3 });
    expect((await placeOrder(customer.access, { order_type: 'fursa' })).json()).toMatchObject({
      reason: { name: 'lineShort', params: { name: 'Kompyuta ya Mwanafunzi', count: 1, inCart: 3 } },
    });

    const other = await t.register({ locale: 'sw' });
    await makeCartLine(db(), {
      brand: 'fursa',
      userId: other.user.id,
      productId: untranslated.id,
      quantity: 1,
    });
    await db().update(products).set({ isActive: false }).where(eq(products.id, untranslated.id));
    expect((await placeOrder(other.access, { order_type: 'fursa' })).json()).toMatchObject({
      reason: { name: 'lineUnavailable', params: { name: 'Plain Laptop' } },
    });
  });
});

describe('a refusal naming a tour', () => {
  it("gives a Swahili-reading customer the tour's Swahili title", async () => {
    const tour = await makeTour(db(), { title: 'Serengeti Sunrise', dates: [dateFromToday(30)] });
    await db()
      .insert(tourTranslations)
      .values({ tourId: tour.id, locale: 'sw', title: 'Macheo ya Serengeti' });
    const customer = await t.register({ locale: 'sw' });
    const date = dateFromToday(31);
    const res = await placeOrder(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: date });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: refusalMessage('tourNoDeparture', { tour: 'Serengeti Sunrise', date }),
      reason: { name: 'tourNoDeparture', params: { tour: 'Macheo ya Serengeti', date } },
    });
  });
});
