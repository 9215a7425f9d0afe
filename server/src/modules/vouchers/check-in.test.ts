import fs from 'node:fs';
import path from 'node:path';
import type {
  CheckInDeparture,
  CheckInDepartureBookings,
  CheckInScansAnswer,
  Voucher,
} from '@shop/contract/check-in';
import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInScans, outboxMessages, tourDepartures } from '#server/db/schema.ts';
import { shopDay } from '#server/modules/alerts/shop-day.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeTour, mobileNumber, tourTerms } from '#server/test/builders.ts';
import { postDemoForm } from '#server/test/checkout-steps.ts';
import { voucherTokens } from './voucher-token';

let t: TestApp;
let admin: { access: string };
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8000' });
  admin = await t.admin();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A tour leaving tomorrow, a deposit of 30% paid by mobile money: a voucher with a balance due. */
async function paidBooking(tour: { id: number; date: string }, adults = 2) {
  const customer = await t.register();
  const booked = await t.as(customer.access, {
    method: 'POST',
    url: '/api/tour-bookings/',
    payload: {
      tour: tour.id,
      tour_date: tour.date,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: adults }],
    },
  });
  expect(booked.statusCode).toBe(201);
  const { order } = booked.json() as { order: Order };
  const push = await t.as(customer.access, {
    method: 'POST',
    url: '/api/payments/mobile-money/',
    payload: { order_id: order.id, phone: mobileNumber() },
  });
  expect(push.statusCode).toBe(201);
  const attempt = push.json() as MobileMoneyAttempt;
  await postDemoForm(t.app, `${new URL(attempt.demo_phone_url!).pathname}approve/`);
  return { customer, order };
}

async function departure(days: number, title: string) {
  // In Dar es Salaam's days, as the shop counts them: just after its midnight, UTC's tomorrow is
  // the shop's today, on which a booking pays its balance at once.
  const date = shopDay(new Date(), -days).day;
  const tour = await makeTour(db(), { title, price: '999.00', maxParticipants: 8, dates: [date] });
  const saved = await t.as(admin.access, {
    method: 'PUT',
    url: `/api/admin/tours/${tour.id}/terms/`,
    payload: tourTerms({ balance_due_days: 0, details_due_days: 0 }),
  });
  expect(saved.statusCode).toBe(200);
  return { id: tour.id, date };
}

const departureIdOf = async (tour: { id: number; date: string }) =>
  (
    await db()
      .select()
      .from(tourDepartures)
      .where(and(eq(tourDepartures.tourId, tour.id), eq(tourDepartures.date, tour.date)))
  )[0]!.id;

const scan = (token: string, departureId: number, scans: object[]) =>
  t.as(token, {
    method: 'POST',
    url: '/api/admin/check-in/scans/',
    payload: { departure: departureId, scans },
  });

const aScan = (voucher: string, overrides: object = {}) => ({
  scan_id: crypto.randomUUID(),
  token: voucher,
  traveller_ids: [],
  scanned_at: new Date().toISOString(),
  device_id: 'phone-1',
  ...overrides,
});

describe('vouchers', () => {
  it("gives a paid booking's customer its voucher, and nobody else", async () => {
    const tour = await departure(1, 'Ngorongoro day trip');
    const { customer, order } = await paidBooking(tour);
    const res = await t.as(customer.access, { method: 'GET', url: `/api/vouchers/${order.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const voucher = res.json() as Voucher;
    expect(voucher).toMatchObject({
      order: order.id,
      tour_title: 'Ngorongoro day trip',
      tour_date: tour.date,
    });
    expect(voucher.travellers).toHaveLength(2);
    expect(Number(voucher.balance_due)).toBeGreaterThan(0);
    expect(voucher.token).toMatch(/^V1\.\d+\.[A-Za-z0-9_-]{22}$/);

    const stranger = await t.register();
    expect(
      (await t.as(stranger.access, { method: 'GET', url: `/api/vouchers/${order.id}/` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/vouchers/${order.id}/` })).statusCode).toBe(401);
  });

  it('shows where and when the tour collects the booking: the chosen pickup, or null', async () => {
    const tour = await departure(1, 'Tarangire pickup trip');
    const put = (path: string, payload: object) => t.as(admin.access, { method: 'PUT', url: path, payload });
    expect(
      (await put(`/api/admin/tours/${tour.id}/departure-time/`, { departs_at: '07:00' })).statusCode,
    ).toBe(200);
    const created = await t.as(admin.access, {
      method: 'POST',
      url: `/api/admin/tours/${tour.id}/pickup-points/`,
      payload: { name: 'Arusha Coffee Lodge', lat: -3.3731, lng: 36.6389, offset_minutes: -45 },
    });
    expect(created.statusCode).toBe(201);
    const point = created.json() as { id: number };
    const { customer, order } = await paidBooking(tour);
    const voucherOf = async () =>
      (await t.as(customer.access, { method: 'GET', url: `/api/vouchers/${order.id}/` })).json() as Voucher;
    expect((await voucherOf()).pickup).toBeNull();

    const chosen = await t.as(customer.access, {
      method: 'PUT',
      url: `/api/tour-bookings/${order.id}/pickup/`,
      payload: { pickup_point: point.id },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await voucherOf()).pickup).toMatchObject({
      id: point.id,
      name: 'Arusha Coffee Lodge',
      lat: -3.3731,
      lng: 36.6389,
      time: '06:15',
    });

    const cleared = await t.as(customer.access, {
      method: 'PUT',
      url: `/api/tour-bookings/${order.id}/pickup/`,
      payload: { pickup_point: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await voucherOf()).pickup).toBeNull();
  });

  it("links the voucher from the booking's confirmation e-mail and SMS, on the shop's address", async () => {
    const tour = await departure(1, 'Voucher link trip');
    const { order } = await paidBooking(tour, 1);
    const link = `http://localhost:8000/vouchers/${order.id}`;
    while ((await t.app.outbox.sendDue()) > 0) {}
    const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'booking_confirmed'));
    const mine = rows.filter((r) => r.bodyText.includes(order.order_id));
    expect(mine.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    for (const row of mine) expect(row.bodyText).toContain(`{{shop-url}}/vouchers/${order.id}`);
    const texts = fs
      .readdirSync(path.join(t.dataDir, 'sms'))
      .filter((f) => f.endsWith('booking_confirmed.txt'));
    const sent = texts.map((f) => fs.readFileSync(path.join(t.dataDir, 'sms', f), 'utf8'));
    expect(sent.some((text) => text.includes(link) && text.includes(order.order_id))).toBe(true);
  });

  it('has no voucher for an unpaid booking', async () => {
    const tour = await departure(1, 'Unpaid hold');
    const customer = await t.register();
    const booked = await t.as(customer.access, {
      method: 'POST',
      url: '/api/tour-bookings/',
      payload: {
        tour: tour.id,
        tour_date: tour.date,
        travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 1 }],
      },
    });
    const { order } = booked.json() as { order: Order };
    expect(
      (await t.as(customer.access, { method: 'GET', url: `/api/vouchers/${order.id}/` })).statusCode,
    ).toBe(404);
  });

  it('makes tokens nobody can make for another booking', () => {
    const a = voucherTokens('secret-a');
    const b = voucherTokens('secret-b');
    expect(a.orderOf(a.tokenOf(42))).toBe(42);
    expect(a.orderOf(b.tokenOf(42))).toBeNull();
    const [, , mac] = a.tokenOf(42).split('.');
    expect(a.orderOf(`V1.43.${mac}`)).toBeNull();
    for (const hostile of [
      '',
      'V1..x',
      `V1.0.${mac}`,
      `V1.99999999999.${mac}`,
      "' or 1=1 --",
      'V1.42',
      `V1.42.${mac}.x`,
    ])
      expect(a.orderOf(hostile)).toBeNull();
  });
});

describe('check-in', () => {
  it('records each scan once, answers a re-send alike, and says when a voucher was first scanned', async () => {
    const tour = await departure(1, 'Tarangire day trip');
    const { customer, order } = await paidBooking(tour);
    const voucher = (
      await t.as(customer.access, { method: 'GET', url: `/api/vouchers/${order.id}/` })
    ).json() as Voucher;
    const depId = await departureIdOf(tour);

    const kept = (
      await t.as(admin.access, { method: 'GET', url: `/api/admin/check-in/departures/${depId}/` })
    ).json() as CheckInDepartureBookings;
    expect(kept.bookings).toHaveLength(1);
    const [booking] = kept.bookings;
    const { createHash } = await import('node:crypto');
    expect(booking!.voucher_hash).toBe(createHash('sha256').update(voucher.token).digest('hex'));
    expect(booking!.present).toEqual([]);

    const traveller = voucher.travellers[0]!.id;
    const first = aScan(voucher.token, {
      traveller_ids: [traveller],
      scanned_at: '2026-11-29T05:00:00.000Z',
    });
    const res = await scan(admin.access, depId, [first]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as CheckInScansAnswer).results[0]).toMatchObject({
      outcome: 'recorded',
      already_used: false,
      order: order.id,
      first_scanned_at: '2026-11-29T05:00:00.000Z',
      present: [traveller],
    });

    // The phone lost the answer and sends the same scan again, twice in one upload.
    const again = (await scan(admin.access, depId, [first, first])).json() as CheckInScansAnswer;
    expect(again.results.map((r) => [r.outcome, r.already_used])).toEqual([
      ['repeated', false],
      ['repeated', false],
    ]);
    const rows = await db().select().from(checkInScans).where(eq(checkInScans.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.scannedBy).not.toBeNull();

    // A second scan of the same voucher, later: recorded, and told when the voucher was first used.
    const second = aScan(voucher.token, { traveller_ids: [voucher.travellers[1]!.id, 999_999] });
    const used = (await scan(admin.access, depId, [second])).json() as CheckInScansAnswer;
    expect(used.results[0]).toMatchObject({
      outcome: 'recorded',
      already_used: true,
      first_scanned_at: '2026-11-29T05:00:00.000Z',
    });
    // A traveller of another booking is never marked present.
    expect(used.results[0]!.present.sort()).toEqual(voucher.travellers.map((tr) => tr.id).sort());

    const live = (
      await t.as(admin.access, { method: 'GET', url: `/api/admin/check-in/departures/${depId}/` })
    ).json() as CheckInDepartureBookings;
    expect(live.departure).toMatchObject({ bookings: 1, travellers: 2, checked_in: 2 });
    expect(live.bookings[0]!.first_scanned_at).toBe('2026-11-29T05:00:00.000Z');
    const list = (
      await t.as(admin.access, { method: 'GET', url: `/api/admin/check-in/departures/?date=${tour.date}` })
    ).json() as CheckInDeparture[];
    expect(list.find((d) => d.id === depId)).toMatchObject({ bookings: 1, travellers: 2, checked_in: 2 });
  });

  it("refuses a foreign or forged token, and another departure's voucher, as an outcome of the scan", async () => {
    const tour = await departure(1, 'Arusha walk');
    const other = await departure(2, 'Mikumi drive');
    const mine = await paidBooking(tour, 1);
    const theirs = await paidBooking(other, 1);
    const theirVoucher = (
      await t.as(theirs.customer.access, { method: 'GET', url: `/api/vouchers/${theirs.order.id}/` })
    ).json() as Voucher;
    const myVoucher = (
      await t.as(mine.customer.access, { method: 'GET', url: `/api/vouchers/${mine.order.id}/` })
    ).json() as Voucher;
    const forged = voucherTokens('another shop').tokenOf(mine.order.id);
    const depId = await departureIdOf(tour);
    const res = await scan(admin.access, depId, [
      aScan(theirVoucher.token),
      aScan(forged),
      aScan(myVoucher.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))),
      aScan('<script>alert(1)</script>'),
    ]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as CheckInScansAnswer).results.map((r) => [r.outcome, r.refusal, r.order])).toEqual([
      ['refused', 'other_departure', null],
      ['refused', 'invalid', null],
      ['refused', 'invalid', null],
      ['refused', 'invalid', null],
    ]);
    expect(
      await db().select().from(checkInScans).where(eq(checkInScans.orderId, mine.order.id)),
    ).toHaveLength(0);
  });

  it('refuses hostile bodies with 4xx, never 500', async () => {
    const tour = await departure(1, 'Fuzz trip');
    await paidBooking(tour, 1);
    const depId = await departureIdOf(tour);
    const bodies: unknown[] = [
      {},
      { departure: depId, scans: [] },
      { departure: depId, scans: [aScan('x'.repeat(10_000))] },
      { departure: depId, scans: [aScan('V1.1.x', { scan_id: "'; drop table check_in_scans; --" })] },
      { departure: depId, scans: [aScan('V1.1.x', { scanned_at: 'yesterday' })] },
      { departure: depId, scans: [aScan('V1.1.x', { traveller_ids: ['1'] })] },
      { departure: depId, scans: [aScan('V1.1.x', { traveller_ids: [-1] })] },
      { departure: 2_147_483_648, scans: [aScan('V1.1.x')] },
      { departure: '1 or 1=1', scans: [aScan('V1.1.x')] },
      { departure: depId, scans: Array.from({ length: 201 }, () => aScan('V1.1.x')) },
      { departure: depId, scans: [{ ...aScan('V1.1.x'), token: { $gt: '' } }] },
      [1, 2, 3],
      'V1.1.x',
    ];
    for (const payload of bodies) {
      const res = await t.as(admin.access, {
        method: 'POST',
        url: '/api/admin/check-in/scans/',
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const url of [
      '/api/admin/check-in/departures/99999999/',
      '/api/admin/check-in/departures/abc/',
      '/api/admin/check-in/departures/?date=2026-13-45',
      "/api/admin/check-in/departures/?date=' or 1=1",
    ]) {
      const res = await t.as(admin.access, { method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // Scans for a departure that does not exist: 404 for the upload.
    expect((await scan(admin.access, 99_999_999, [aScan('V1.1.x')])).statusCode).toBe(404);
  });

  it('sends a mobile-money push for the balance due through the customer payment start', async () => {
    const tour = await departure(1, 'Balance trip');
    const { order } = await paidBooking(tour, 1);
    const depId = await departureIdOf(tour);
    const res = await t.as(admin.access, {
      method: 'POST',
      url: `/api/admin/check-in/departures/${depId}/bookings/${order.id}/push/`,
      payload: { phone: mobileNumber() },
    });
    expect(res.statusCode).toBe(201);
    const attempt = res.json() as MobileMoneyAttempt;
    await postDemoForm(t.app, `${new URL(attempt.demo_phone_url!).pathname}approve/`);
    const after = (
      await t.as(admin.access, { method: 'GET', url: `/api/admin/check-in/departures/${depId}/` })
    ).json() as CheckInDepartureBookings;
    expect(after.bookings[0]!.balance_due).toBe('0.00');
    const bad = await t.as(admin.access, {
      method: 'POST',
      url: `/api/admin/check-in/departures/${depId}/bookings/${order.id}/push/`,
      payload: { phone: 'not a phone' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a guide's check-in", () => {
  it('sees and checks in only the departures given to them, and nothing of the admin', async () => {
    const mine = await departure(1, 'Guide own trip');
    const other = await departure(1, 'Guide other trip');
    const booked = await paidBooking(mine, 1);
    await paidBooking(other, 1);
    const [mineId, otherId] = [await departureIdOf(mine), await departureIdOf(other)];
    const guideUser = await t.register();
    const made = await t.as(admin.access, {
      method: 'POST',
      url: '/api/admin/guides/',
      payload: { user: guideUser.user.username, phone: '0754 111 222', locale: 'en' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const given = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/departures/${mineId}/guides/`,
      payload: { guides: [made.json().id] },
    });
    expect(given.statusCode, given.body).toBe(200);

    const list = (
      await t.as(guideUser.access, { method: 'GET', url: '/api/guide/check-in/departures/' })
    ).json() as CheckInDeparture[];
    expect(list.map((d) => d.id)).toEqual([mineId]);
    expect(
      (await t.as(guideUser.access, { method: 'GET', url: `/api/guide/check-in/departures/${otherId}/` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(guideUser.access, {
          method: 'POST',
          url: '/api/guide/check-in/scans/',
          payload: { departure: otherId, scans: [aScan('V1.1.x')] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.as(guideUser.access, { method: 'GET', url: `/api/admin/check-in/departures/${mineId}/` }))
        .statusCode,
    ).toBe(403);
    // A customer who is not a guide: the guide scope refuses them.
    expect(
      (await t.as(booked.customer.access, { method: 'GET', url: '/api/guide/check-in/departures/' }))
        .statusCode,
    ).toBe(403);

    const voucher = (
      await t.as(booked.customer.access, { method: 'GET', url: `/api/vouchers/${booked.order.id}/` })
    ).json() as Voucher;
    const res = await t.as(guideUser.access, {
      method: 'POST',
      url: '/api/guide/check-in/scans/',
      payload: {
        departure: mineId,
        scans: [aScan(voucher.token, { traveller_ids: [voucher.travellers[0]!.id] })],
      },
    });
    expect((res.json() as CheckInScansAnswer).results[0]).toMatchObject({
      outcome: 'recorded',
      already_used: false,
    });
    const [row] = await db().select().from(checkInScans).where(eq(checkInScans.orderId, booked.order.id));
    expect(row!.scannedBy).toBe(guideUser.user.id);
  });
});
