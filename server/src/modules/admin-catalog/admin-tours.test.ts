import type { AuthResponse } from '@shop/contract/auth';
import type { Tour } from '@shop/contract/tours';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, tours } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, makeTour, makeTourCategory } from '#server/test/builders.ts';

let t: TestApp;
let admin: AuthResponse;
let customer: AuthResponse;
let adventure: Awaited<ReturnType<typeof makeTourCategory>>;
let nature: Awaited<ReturnType<typeof makeTourCategory>>;

const URL = '/api/admin/tours/';
const valid = () => ({
  title: 'Zanzibar Beach Paradise',
  description: 'Stone Town, spice farms and the beaches of Nungwi',
  price: 3000,
  original_price: '3500',
  category: nature.id,
  image_url: 'https://images.example.com/zanzibar.jpg',
  duration: '5 days',
  difficulty_level: 'Easy',
  max_participants: 16,
  available_dates: '2030-08-20, 2030-07-01, , 2030-07-01',
  highlights: ['Stone Town', 'Spice tour'],
  is_featured: true,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  customer = await t.register();
  adventure = await makeTourCategory(t.database.db, { name: 'Adventure' });
  nature = await makeTourCategory(t.database.db, { name: 'Nature' });
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(admin.access, { method, url, payload });

describe('admin guard', () => {
  it.each([
    ['GET', URL],
    ['POST', URL],
    ['GET', `${URL}1/`],
    ['PUT', `${URL}1/`],
    ['DELETE', `${URL}1/`],
  ] as const)('%s %s answers 401 to a visitor and 403 to a customer', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    expect((await t.as(customer.access, { method, url, payload })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/tours/', () => {
  it('creates a tour with trimmed, de-duplicated, sorted dates', async () => {
    const res = await asAdmin('POST', URL, valid());
    expect(res.statusCode).toBe(201);
    const body = res.json() as Tour;
    expect(body).toMatchObject({
      title: 'Zanzibar Beach Paradise',
      price: '3000.00',
      original_price: '3500.00',
      currency: 'USD',
      category: nature.id,
      category_name: 'Nature',
      difficulty_level: 'Easy',
      max_participants: 16,
      available_dates: ['2030-07-01', '2030-08-20'],
      highlights: ['Stone Town', 'Spice tour'],
      is_featured: true,
      is_active: true,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tour.create'), eq(auditLog.entityId, String(body.id))));
    expect(audit).toMatchObject({ entityType: 'tour', actorId: admin.user.id });
    const visible = await t.app.inject({ method: 'GET', url: `/api/igsum/tours/${body.id}/` });
    expect(visible.json().departures).toEqual([
      { date: '2030-07-01', seats_left: 16 },
      { date: '2030-08-20', seats_left: 16 },
    ]);
  });

  it('accepts dates as a JSON array and defaults the optional fields', async () => {
    const { highlights: _h, is_featured: _f, original_price: _o, image_url: _i, ...required } = valid();
    const res = await asAdmin('POST', URL, { ...required, available_dates: ['2031-01-05'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      available_dates: ['2031-01-05'],
      highlights: [],
      is_featured: false,
      original_price: null,
      image_url: null,
    });
  });

  it.each([
    ['a missing title', { title: undefined }, 'title'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['a zero price', { price: 0 }, 'price'],
    ['a negative price', { price: '-10' }, 'price'],
    ['an unknown difficulty', { difficulty_level: 'Hard' }, 'difficulty_level'],
    ['no participants', { max_participants: 0 }, 'max_participants'],
    ['too many participants', { max_participants: 100_000 }, 'max_participants'],
    ['an impossible date', { available_dates: '2030-02-30' }, 'available_dates'],
    ['a date in another format', { available_dates: ['01/07/2030'] }, 'available_dates'],
    ['a missing duration', { duration: '' }, 'duration'],
    ['an ftp image URL', { image_url: 'ftp://example.com/x.jpg' }, 'image_url'],
    ['a category that is not a number', { category: 'nature' }, 'category'],
  ])('refuses %s', async (_, change, field) => {
    const res = await asAdmin('POST', URL, { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
  });

  it('refuses an unknown tour category with a field error', async () => {
    const res = await asAdmin('POST', URL, { ...valid(), category: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ category: ['Tour category not found.'] });
  });
});

describe('GET /api/admin/tours/', () => {
  it('lists inactive tours too', async () => {
    const hidden = await makeTour(t.database.db, {
      categoryId: adventure.id,
      title: 'Hidden Trek',
      isActive: false,
    });
    const res = await asAdmin('GET', URL);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Tour[]).find((x) => x.id === hidden.id)).toMatchObject({ is_active: false });
    const one = await asAdmin('GET', `${URL}${hidden.id}/`);
    expect(one.json()).toMatchObject({ title: 'Hidden Trek', is_active: false });
    expect((await asAdmin('GET', `${URL}999999/`)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/tours/{id}/', () => {
  it('changes only the fields sent', async () => {
    const created = (await asAdmin('POST', URL, valid())).json() as Tour;
    const res = await asAdmin('PUT', `${URL}${created.id}/`, {
      price: '2750.50',
      difficulty_level: 'Moderate',
      available_dates: '2030-09-01',
      is_active: false,
      category: adventure.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Zanzibar Beach Paradise',
      price: '2750.50',
      difficulty_level: 'Moderate',
      available_dates: ['2030-09-01'],
      is_active: false,
      category: adventure.id,
      category_name: 'Adventure',
      highlights: ['Stone Town', 'Spice tour'],
    });
    const publicView = await t.app.inject({ method: 'GET', url: `/api/igsum/tours/${created.id}/` });
    expect(publicView.statusCode).toBe(404);
  });

  it('answers 404 for an unknown tour and 400 for bad changes', async () => {
    expect((await asAdmin('PUT', `${URL}999999/`, { price: 10 })).statusCode).toBe(404);
    const created = (await asAdmin('POST', URL, valid())).json() as Tour;
    const bad = await asAdmin('PUT', `${URL}${created.id}/`, { max_participants: -1, unknown: true });
    expect(bad.statusCode).toBe(400);
    const missing = await asAdmin('PUT', `${URL}${created.id}/`, { category: 999999 });
    expect(missing.json().fields).toEqual({ category: ['Tour category not found.'] });
  });
});

describe('DELETE /api/admin/tours/{id}/', () => {
  it('deletes the tour and keeps past bookings readable', async () => {
    const created = (await asAdmin('POST', URL, valid())).json() as Tour;
    const order = await makeOrder(t.database.db, {
      userId: customer.user.id,
      brand: 'igsum',
      lines: [{ itemName: created.title, price: created.price, tourId: created.id }],
    });
    const res = await asAdmin('DELETE', `${URL}${created.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(tours).where(eq(tours.id, created.id))).toEqual([]);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ itemName: 'Zanzibar Beach Paradise', price: '3000.00', tourId: null });
    expect((await asAdmin('DELETE', `${URL}${created.id}/`)).statusCode).toBe(404);
  });
});
