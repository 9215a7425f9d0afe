import { LIST_CAP } from '@shop/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeOrder, makeProduct, makeTour, makeTourCategory } from '#server/test/builders.ts';

// docs/lists.md: a list answered as a plain array never holds more than LIST_CAP rows, however
// large the shop; `page` reaches the rest. Each list below gets one row more than the cap.
let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  admin = (await t.admin()).access;
  const buyer = await t.register();
  customer = buyer.access;
  const tourCategory = await makeTourCategory(db, { name: 'Adventure' });
  const laptops = await makeCategory(db, { brand: 'fursa' });
  const over = Array.from({ length: LIST_CAP + 1 }, (_, i) => i);
  for (const i of over) {
    await makeTour(db, { categoryId: tourCategory.id, title: `Safari ${i}` });
    await makeProduct(db, { brand: 'fursa', categoryId: laptops.id, name: `Laptop ${i}`, stockQuantity: 1 });
    await makeOrder(db, {
      userId: buyer.user.id,
      brand: 'fursa',
      lines: [{ itemName: 'Laptop', price: '1000' }],
    });
  }
  await db
    .insert(testimonials)
    .values(
      over.map((i) => ({ name: `Guest ${i}`, text: 'Karibu sana', businessType: 'fursa', isApproved: true })),
    );
}, 120_000);

afterAll(() => t.close());

const lists = [
  { name: 'the tours list', url: '/api/igsum/tours/', who: () => undefined },
  { name: "the admin's tours", url: '/api/admin/tours/', who: () => admin },
  { name: "a customer's orders", url: '/api/orders/', who: () => customer },
  { name: 'low stock', url: '/api/admin/low-stock/', who: () => admin },
  { name: 'the testimonials', url: '/api/testimonials/', who: () => undefined },
  { name: "the admin's testimonials", url: '/api/admin/testimonials/', who: () => admin },
];

describe('every list answered as an array is capped', () => {
  for (const list of lists) {
    it(`${list.name}: at most ${LIST_CAP} rows, the rest on page 2`, async () => {
      const get = async (url: string) => {
        const token = list.who();
        const res = token
          ? await t.as(token, { method: 'GET', url })
          : await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        return (res.json() as { id: number }[]).map((row) => row.id);
      };
      const first = await get(list.url);
      const second = await get(`${list.url}?page=2`);
      expect(first).toHaveLength(LIST_CAP);
      expect(second).toHaveLength(1);
      expect(new Set([...first, ...second]).size).toBe(LIST_CAP + 1);
    });
  }
});
