import type { Order } from '@shop/contract/orders';
import type { TourBooking, TourPublicTerms, TourQuote } from '@shop/contract/tour-terms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeUses, marketingConsents } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour, mobileNumber, tourTerms } from '#server/test/builders.ts';

/*
 * docs/tours-pricing.md and docs/discount-codes.md: what the booking dialog reads and sends, the
 * public terms it labels its fields with, a discount code on a quote and a booking, and the
 * marketing boxes booked with it.
 */

let t: TestApp;
let admin: string;
let park: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.admin()).access;
  const created = await t.as(admin, {
    method: 'POST',
    url: '/api/admin/parks/',
    payload: { name: 'Tarangire' },
  });
  park = created.json().id;
  const fee = await t.as(admin, {
    method: 'POST',
    url: '/api/admin/park-fees/',
    payload: {
      park,
      traveller_type: 'adult',
      residency: 'non_resident',
      amount_usd: '50.00',
      amount_tzs: null,
      vat_applies: true,
      valid_from: '2026-07-01',
    },
  });
  expect(fee.statusCode).toBe(201);
});
afterAll(() => t.close());

const db = () => t.database.db;

const TERMS = tourTerms({
  prices: [
    { traveller_type: 'adult', residency: 'non_resident', amount_usd: '1000.00', amount_tzs: null },
    { traveller_type: 'child', residency: 'non_resident', amount_usd: '500.00', amount_tzs: null },
    { traveller_type: 'adult', residency: 'citizen', amount_usd: '200.00', amount_tzs: '500000.00' },
  ],
  private_supplement_usd: '300.00',
  cancellation_tiers: [
    { days_before: 60, fee_percent: '30' },
    { days_before: 7, fee_percent: '100' },
  ],
});

async function tourWithTerms(days = 120) {
  const date = dateFromToday(days);
  const tour = await makeTour(db(), { price: '999.00', maxParticipants: 8, dates: [date] });
  const saved = await t.as(admin, {
    method: 'PUT',
    url: `/api/admin/tours/${tour.id}/terms/`,
    payload: { ...TERMS, parks: [{ park, days: 1 }] },
  });
  expect(saved.statusCode).toBe(200);
  return { tour: tour.id, date };
}

const termsOf = (tour: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/tour-bookings/terms/${tour}/`, headers });

const family = [
  { traveller_type: 'adult', residency: 'non_resident', count: 2 },
  { traveller_type: 'child', residency: 'non_resident', count: 1 },
];

const sumOf = (amounts: string[]) => amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);

async function createCode(payload: object) {
  const res = await t.as(admin, {
    method: 'POST',
    url: '/api/admin/discounts/',
    payload: { brand: 'igsum', kind: 'percentage', percent: 10, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string };
}

describe('the public terms of a tour', () => {
  it('name the bands, who the tour sells to, its private option and terms, with no prices, kept by the cache', async () => {
    const { tour } = await tourWithTerms();
    const res = await termsOf(tour);
    expect(res.statusCode).toBe(200);
    const terms = res.json() as TourPublicTerms;
    expect(terms.age_bands).toEqual([
      { traveller_type: 'adult', min_age: 16, max_age: null },
      { traveller_type: 'child', min_age: 5, max_age: 15 },
      { traveller_type: 'infant', min_age: 0, max_age: 4 },
    ]);
    expect(terms.offered).toEqual([
      { traveller_type: 'adult', residency: 'citizen' },
      { traveller_type: 'infant', residency: 'citizen' },
      { traveller_type: 'infant', residency: 'resident' },
      { traveller_type: 'adult', residency: 'non_resident' },
      { traveller_type: 'child', residency: 'non_resident' },
      { traveller_type: 'infant', residency: 'non_resident' },
    ]);
    expect(terms).toMatchObject({
      private_offered: true,
      balance_due_days: 60,
      deposit: { rule: 'percent', percent: '30.00' },
      cancellation_tiers: TERMS.cancellation_tiers,
    });
    expect(res.body).not.toContain('1000.00');

    const again = await termsOf(tour, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    // A change of the terms is a new answer (migration 0039's triggers empty the cache).
    await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/tours/${tour}/terms/`,
      payload: { ...TERMS, private_supplement_usd: null },
    });
    await expect
      .poll(async () => ((await termsOf(tour)).json() as TourPublicTerms).private_offered)
      .toBe(false);
  });

  it('of a tour without terms book its one price for adults and children of every residency, no deposit', async () => {
    const tour = await makeTour(db(), { dates: [dateFromToday(30)] });
    const terms = (await termsOf(tour.id)).json() as TourPublicTerms;
    expect(terms.offered).toHaveLength(9);
    expect(terms).toMatchObject({
      private_offered: false,
      deposit: { rule: 'none' },
      cancellation_tiers: [],
    });
  });

  it('are not found for a tour that does not exist or is not sold', async () => {
    const hidden = await makeTour(db(), { isActive: false });
    expect((await termsOf(hidden.id)).statusCode).toBe(404);
    expect((await termsOf(999_999)).statusCode).toBe(404);
    expect((await termsOf(0)).statusCode).toBe(400);
  });
});

describe('a discount code on a tour booking', () => {
  it('comes off the tour price, not the park fees, as its own line; the deposit is taken from the discounted total', async () => {
    const { tour, date } = await tourWithTerms();
    const { code } = await createCode({ code: `SAFARI${tour}`, tour_ids: [tour] });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/tour-bookings/quote/',
      payload: { tour, tour_date: date, travellers: family, discount_code: code.toLowerCase() },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json() as TourQuote;
    // Travellers 2 x 1,000 + 500 = 2,500; 10% off is 250; the park fee 2 x 50 + 18% VAT untouched.
    expect(q.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['traveller', '2000.00'],
      ['traveller', '500.00'],
      ['park_fee', '100.00'],
      ['vat', '18.00'],
      ['discount', '-250.00'],
    ]);
    expect(q).toMatchObject({ total: '2368.00', deposit: '710.40', balance: '1657.60', discount_code: code });
    expect(sumOf(q.lines.map((l) => l.amount))).toBe(sumOf([q.total]));

    const customer = await t.register({ phone: mobileNumber() });
    const booked = await t.as(customer.access, {
      method: 'POST',
      url: '/api/tour-bookings/',
      payload: { tour, tour_date: date, travellers: family, discount_code: code },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { order, booking } = booked.json() as { order: Order; booking: TourBooking };
    expect(order).toMatchObject({
      total_amount: '2368.00',
      subtotal: '2618.00',
      discount_amount: '250.00',
      discount_code: code,
    });
    expect(booking.lines.at(-1)).toMatchObject({ kind: 'discount', amount: '-250.00' });
    expect(booking).toMatchObject({ total: '2368.00', deposit: '710.40', amount_due: '710.40' });
    const uses = await db().select().from(discountCodeUses).where(eq(discountCodeUses.orderId, order.id));
    expect(uses).toMatchObject([{ amount: '250.00', userId: customer.user.id }]);
  });

  it('is refused on the quote and the booking as at checkout, on the discount_code field, nothing booked', async () => {
    const { tour, date } = await tourWithTerms();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/tour-bookings/quote/',
      payload: { tour, tour_date: date, travellers: family, discount_code: 'NOSUCHCODE' },
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({
      code: 'discount_unknown',
      fields: { discount_code: expect.any(Array) },
    });

    const { code } = await createCode({ code: `ONCE${tour}`, per_customer_cap: 1 });
    const customer = await t.register({ phone: mobileNumber() });
    const bookWith = () =>
      t.as(customer.access, {
        method: 'POST',
        url: '/api/tour-bookings/',
        payload: { tour, tour_date: date, travellers: [family[0]], discount_code: code },
      });
    expect((await bookWith()).statusCode).toBe(201);
    const second = await bookWith();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'discount_already_used' });
  });
});

it('records the marketing boxes ticked in the booking dialog with the booking', async () => {
  const { tour, date } = await tourWithTerms();
  const customer = await t.register({ phone: mobileNumber() });
  const booked = await t.as(customer.access, {
    method: 'POST',
    url: '/api/tour-bookings/',
    payload: { tour, tour_date: date, travellers: family, marketing_email: true, marketing_sms: false },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const consents = await db()
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, customer.user.id));
  expect(consents.map((c) => [c.channel, c.granted])).toEqual([['email', true]]);
});
