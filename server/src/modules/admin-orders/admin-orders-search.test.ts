import type { AdminOrderPage } from '@shop/contract/admin-orders';
import type { AuthResponse } from '@shop/contract/auth';
import { desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, profiles, users } from '#server/db/schema.ts';
import { containsPattern } from '#server/modules/catalog/like-pattern.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder } from '#server/test/builders.ts';

let t: TestApp;
let admin: AuthResponse;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function search(term: string): Promise<{ ids: number[]; count: number }> {
  const res = await t.as(admin.access, {
    method: 'GET',
    url: `/api/admin/orders/?page_size=100&search=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode).toBe(200);
  const page = res.json() as AdminOrderPage;
  return { ids: page.results.map((o) => o.id), count: page.count };
}

/**
 * What the search answered before exact searches (docs/lists.md): every order whose reference, or
 * whose customer's username, e-mail, full name or phone holds `term` in any case, or whose id it is.
 */
async function partSearch(term: string): Promise<{ ids: number[]; count: number }> {
  const pattern = containsPattern(term);
  const conditions: (SQL | undefined)[] = [
    ilike(orders.orderId, pattern),
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(profiles.fullName, pattern),
    ilike(profiles.phone, pattern),
    /^\d{1,9}$/.test(term) ? eq(orders.id, Number(term)) : undefined,
  ];
  const rows = await db()
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(or(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return { ids: rows.map((r) => r.id), count: rows.length };
}

describe('GET /api/admin/orders/?search= with a whole e-mail, phone or reference', () => {
  let amina: AuthResponse;
  let aminaOrders: number[];
  let baraka: AuthResponse;
  beforeAll(async () => {
    amina = await t.register({
      username: 'amina_m',
      email: 'amina.mushi@example.com',
      full_name: 'Amina Mushi',
      phone: '0754 123 456',
    });
    baraka = await t.register({
      username: 'baraka',
      email: 'baraka.lyimo@example.co.tz',
      full_name: 'Baraka Lyimo',
      phone: '713000111',
    });
    // Someone whose name and address hold nothing searched below, for the searches to leave out.
    const other = await t.register({
      username: 'neema',
      email: 'neema@example.org',
      full_name: 'Neema Swai',
      phone: '0688 999 000',
    });
    aminaOrders = [];
    for (const brand of ['fursa', 'igsum', 'fursa'] as const)
      aminaOrders.push((await makeOrder(db(), { userId: amina.user.id, brand, lines: [] })).id);
    await makeOrder(db(), { userId: baraka.user.id, brand: 'fursa', lines: [], orderId: 'FUR-7K2M9Q' });
    await makeOrder(db(), { userId: other.user.id, brand: 'igsum', lines: [], orderId: 'IGS-7K2M9Q' });
  });

  it('answers what the search by part answered for the same words, on either database', async () => {
    const terms = [
      'amina.mushi@example.com',
      'AMINA.Mushi@Example.com',
      'baraka.lyimo@example.co.tz',
      '0754 123 456',
      '713000111',
      'FUR-7K2M9Q',
      'fur-7k2m9q',
      'IGS-7K2M9Q',
      // Exact in form, naming no customer or order: searched as a part.
      'mushi@example.com',
      'nobody@example.com',
      '0699 000 000',
      'FUR-7K2M',
      'FUR-ZZZZZZ',
    ];
    for (const term of terms)
      expect({ term, ...(await search(term)) }).toEqual({ term, ...(await partSearch(term)) });
    expect((await search('amina.mushi@example.com')).ids).toEqual(aminaOrders.toReversed());
    expect((await search('mushi@example.com')).ids).toEqual(aminaOrders.toReversed());
  });

  it('finds a Tanzanian mobile number however it is written, as the customer saved it or not', async () => {
    const saved = await search('0754 123 456');
    expect(saved.ids).toEqual(aminaOrders.toReversed());
    for (const written of [
      '+255 754 123 456',
      '255754123456',
      '+255-754-123-456',
      '(0754) 123456',
      '754123456',
    ])
      expect({ written, ...(await search(written)) }).toEqual({ written, ...saved });
    for (const written of ['+255 713 000 111', '0713-000-111'])
      expect((await search(written)).ids).toEqual((await search('713000111')).ids);
  });

  it("an exact e-mail lists that customer's orders, not those of addresses that hold it", async () => {
    const ann = await t.register({
      username: 'ann_k',
      email: 'ann@kilimanjaro.example',
      phone: '0622 000 001',
    });
    const joann = await t.register({
      username: 'joann_k',
      email: 'joann@kilimanjaro.example',
      phone: '0622 000 002',
    });
    const annOrder = await makeOrder(db(), { userId: ann.user.id, brand: 'fursa', lines: [] });
    const joannOrder = await makeOrder(db(), { userId: joann.user.id, brand: 'fursa', lines: [] });
    expect(await search('ann@kilimanjaro.example')).toEqual({ ids: [annOrder.id], count: 1 });
    // The part of an address no customer has whole still finds every address holding it.
    expect((await search('nn@kilimanjaro.example')).ids).toEqual([joannOrder.id, annOrder.id]);
  });

  it('an exact search naming a customer lists theirs alone: none when they have none or the filters leave none', async () => {
    const zawadi = await t.register({
      username: 'zawadi_k',
      email: 'zawadi@kilimanjaro.example',
      phone: '0622 000 003',
    });
    const other = await t.register({
      username: 'bzawadi_k',
      email: 'bzawadi@kilimanjaro.example',
      phone: '0622 000 004',
    });
    const held = await makeOrder(db(), { userId: other.user.id, brand: 'fursa', lines: [] });
    expect(await search('zawadi@kilimanjaro.example')).toEqual({ ids: [], count: 0 });
    expect((await search('awadi@kilimanjaro.example')).ids).toEqual([held.id]);
    const own = await makeOrder(db(), {
      userId: zawadi.user.id,
      brand: 'fursa',
      lines: [],
      status: 'pending',
    });
    const list = async (query: string) =>
      (
        await t.as(admin.access, { method: 'GET', url: `/api/admin/orders/?${query}` })
      ).json() as AdminOrderPage;
    expect(
      (await list('status=pending&search=zawadi%40kilimanjaro.example')).results.map((o) => o.id),
    ).toEqual([own.id]);
    expect(await list('status=sold&search=zawadi%40kilimanjaro.example')).toMatchObject({
      count: 0,
      results: [],
    });
    // Amina's three orders a page at a time, by page and by `after`, counted.
    const email = 'search=amina.mushi%40example.com&page_size=1';
    const first = await list(email);
    expect(first).toMatchObject({ count: 3, next: aminaOrders[2] });
    expect(first.results.map((o) => o.id)).toEqual([aminaOrders[2]]);
    const second = await list(`${email}&page=2`);
    expect(second).toMatchObject({ count: 3, next: aminaOrders[1] });
    expect((await list(`${email}&after=${first.next}`)).results).toEqual(second.results);
  });

  it("a number that is an order's id and no customer's phone is searched as a part; a customer's, as theirs", async () => {
    await makeOrder(db(), { id: 688555111, userId: baraka.user.id, brand: 'fursa', lines: [] });
    expect((await search('688555111')).ids).toEqual([688555111]);
    expect(await search('688555111')).toEqual(await partSearch('688555111'));
    const nuru = await t.register({ username: 'nuru_k', email: 'nuru@example.org', phone: '0688 555 111' });
    const hers = await makeOrder(db(), { userId: nuru.user.id, brand: 'fursa', lines: [] });
    expect((await search('688555111')).ids).toEqual([hers.id, 688555111]);
  });
});
