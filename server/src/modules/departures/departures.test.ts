import type { DepartureDetail, DepartureSummary, Guide, Manifest, Vehicle } from '@shop/contract/departures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  outboxMessages,
  tourBookings,
  tourBookingTravellers,
  tourDepartures,
  users,
} from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder, makeTour } from '#server/test/builders.ts';
import { fillByCapacity } from './allocation';
import { runGuideEveningTexts } from './guide-sms';
import { manifestCsv } from './manifest';

let t: TestApp;
let admin: string;
const date = dateFromToday(20);

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.admin()).access;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(admin, { method, url, ...(payload && { payload }) });

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** A tour on `date` with bookings of these sizes (one customer), as the booking module writes them. */
async function departureWith(sizes: number[], day = date) {
  const db = t.database.db;
  const tour = await makeTour(db, { maxParticipants: 40, dates: [day] });
  const customer = await t.register();
  const [dep] = await db
    .insert(tourDepartures)
    .values({ tourId: tour.id, date: day, seatsTaken: sizes.reduce((a, b) => a + b, 0) })
    .returning();
  const orders = [];
  for (const n of sizes) {
    orders.push(
      await makeOrder(db, {
        userId: customer.user.id,
        brand: 'igsum',
        paymentStatus: 'paid',
        status: 'confirmed',
        lines: [{ itemName: tour.title, price: '100.00', tourId: tour.id, tourDate: day, participants: n }],
      }),
    );
  }
  return { tour, departure: dep!.id, orders, customer };
}

let plateNo = 0;
async function vehicle(seats: number, extra: object = {}) {
  plateNo += 1;
  return ok<Vehicle>(
    await asAdmin('POST', '/api/admin/vehicles/', {
      name: `Land Cruiser ${plateNo}`,
      plate: `T ${100 + plateNo} ABC`,
      seats,
      ...extra,
    }),
    201,
  );
}

describe('fill by capacity', () => {
  it('fills the first vehicle, then the next, keeping each booking whole', () => {
    const placed = fillByCapacity(
      [
        { order: 1, travellers: 4, vehicleId: null, moved: false },
        { order: 2, travellers: 3, vehicleId: null, moved: false },
        { order: 3, travellers: 2, vehicleId: null, moved: false },
        { order: 4, travellers: 6, vehicleId: null, moved: false },
      ],
      [
        { id: 10, seats: 7 },
        { id: 20, seats: 7 },
      ],
    );
    expect([...placed]).toEqual([
      [1, 10],
      [2, 10],
      [3, 20],
      [4, null],
    ]);
  });

  it('keeps hand moves where the admin put them before filling the rest', () => {
    const placed = fillByCapacity(
      [
        { order: 1, travellers: 4, vehicleId: null, moved: false },
        { order: 2, travellers: 3, vehicleId: 20, moved: true },
      ],
      [
        { id: 10, seats: 7 },
        { id: 20, seats: 3 },
      ],
    );
    expect(placed.get(2)).toBe(20);
    expect(placed.get(1)).toBe(10);
  });
});

describe('departure allocation', () => {
  it('fills by capacity, shows over capacity as a problem, keeps hand moves and refuses a move into a full vehicle', async () => {
    const { departure, orders } = await departureWith([4, 3, 2]);
    const [o4, o3, o2] = orders.map((o) => o.id) as [number, number, number];
    const a = await vehicle(7);
    const b = await vehicle(1);

    let detail = await ok<DepartureDetail>(await asAdmin('GET', `/api/admin/departures/${departure}/`));
    expect(detail.problems).toEqual(['no_vehicle', 'no_guide']);
    expect(detail.unseated.map((x) => x.order)).toEqual([o4, o3, o2]);

    detail = await ok<DepartureDetail>(
      await asAdmin('PUT', `/api/admin/departures/${departure}/vehicles/`, { vehicles: [a.id, b.id] }),
    );
    const seatsOf = (d: DepartureDetail) =>
      d.allocation.map((v) => [v.id, v.taken, v.bookings.map((x) => x.order)]);
    expect(seatsOf(detail)).toEqual([
      [a.id, 7, [o4, o3]],
      [b.id, 0, []],
    ]);
    expect(detail.unseated.map((x) => x.order)).toEqual([o2]);
    expect([detail.seats, detail.travellers]).toEqual([8, 9]);
    expect(detail.problems).toEqual(['over_capacity', 'unseated', 'no_guide']);
    const listed = await ok<DepartureSummary[]>(
      await asAdmin('GET', `/api/admin/departures/?from=${date}&to=${date}`),
    );
    expect(listed.find((d) => d.id === departure)!.problems).toContain('over_capacity');

    const c = await vehicle(6);
    detail = await ok<DepartureDetail>(
      await asAdmin('PUT', `/api/admin/departures/${departure}/vehicles/`, { vehicles: [a.id, b.id, c.id] }),
    );
    expect(seatsOf(detail)).toEqual([
      [a.id, 7, [o4, o3]],
      [b.id, 0, []],
      [c.id, 2, [o2]],
    ]);
    expect(detail.problems).toEqual(['no_guide']);

    // By hand: the 3 into C, which keeps it there when the admin fills again.
    detail = await ok<DepartureDetail>(
      await asAdmin('PUT', `/api/admin/departures/${departure}/bookings/${o3}/vehicle/`, { vehicle: c.id }),
    );
    expect(seatsOf(detail)).toEqual([
      [a.id, 4, [o4]],
      [b.id, 0, []],
      [c.id, 5, [o3, o2].sort((x, y) => x - y)],
    ]);
    detail = await ok<DepartureDetail>(await asAdmin('POST', `/api/admin/departures/${departure}/allocate/`));
    expect(seatsOf(detail)).toEqual([
      [a.id, 6, [o4, o2]],
      [b.id, 0, []],
      [c.id, 3, [o3]],
    ]);
    expect(detail.allocation[2]!.bookings[0]!.moved).toBe(true);

    const full = await asAdmin('PUT', `/api/admin/departures/${departure}/bookings/${o4}/vehicle/`, {
      vehicle: c.id,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ reason: { name: 'vehicleFull', params: { free: 3, needed: 4 } } });
    const notOn = await asAdmin('PUT', `/api/admin/departures/${departure}/bookings/${o4}/vehicle/`, {
      vehicle: (await vehicle(9)).id,
    });
    expect(notOn.json()).toMatchObject({ reason: { name: 'vehicleNotOnDeparture' } });

    // Taking C off unseats its bookings, hand moves included; they fill A and B again.
    detail = await ok<DepartureDetail>(
      await asAdmin('PUT', `/api/admin/departures/${departure}/vehicles/`, { vehicles: [a.id] }),
    );
    expect(seatsOf(detail)).toEqual([[a.id, 7, [o4, o3]]]);
    expect(detail.unseated.map((x) => x.order)).toEqual([o2]);
  });

  it('lists the days from the last a date can name without failing (found by the API fuzz)', async () => {
    expect(
      await ok<DepartureSummary[]>(await asAdmin('GET', '/api/admin/departures/?from=9999-12-31')),
    ).toEqual([]);
  });

  it('refuses a vehicle or a guide on two departures the same day, and a vehicle on its day off', async () => {
    const first = await departureWith([2]);
    const second = await departureWith([2]);
    const v = await vehicle(8);
    const guide = await makeGuide('Baraka');
    await ok(
      await asAdmin('PUT', `/api/admin/departures/${first.departure}/vehicles/`, { vehicles: [v.id] }),
    );
    await ok(
      await asAdmin('PUT', `/api/admin/departures/${first.departure}/guides/`, { guides: [guide.id] }),
    );

    const vBusy = await asAdmin('PUT', `/api/admin/departures/${second.departure}/vehicles/`, {
      vehicles: [v.id],
    });
    expect(vBusy.statusCode).toBe(409);
    expect(vBusy.json()).toMatchObject({
      reason: { name: 'vehicleBusy', params: { vehicle: v.name, tour: first.tour.title } },
    });
    const gBusy = await asAdmin('PUT', `/api/admin/departures/${second.departure}/guides/`, {
      guides: [guide.id],
    });
    expect(gBusy.statusCode).toBe(409);
    expect(gBusy.json()).toMatchObject({
      reason: { name: 'guideBusy', params: { guide: 'Baraka', tour: first.tour.title } },
    });
    expect((gBusy.json() as { message: string }).message).toBe(
      `Baraka is already on ${first.tour.title} that day.`,
    );

    // Another day is fine; a day the vehicle is marked unavailable is not.
    const later = await departureWith([2], dateFromToday(21));
    await ok(
      await asAdmin('PUT', `/api/admin/departures/${later.departure}/vehicles/`, { vehicles: [v.id] }),
    );
    await ok(
      await asAdmin('PUT', `/api/admin/departures/${later.departure}/guides/`, { guides: [guide.id] }),
    );
    const off = await vehicle(5, { unavailable_dates: [dateFromToday(21)] });
    const refused = await asAdmin('PUT', `/api/admin/departures/${later.departure}/vehicles/`, {
      vehicles: [v.id, off.id],
    });
    expect(refused.json()).toMatchObject({
      reason: { name: 'vehicleUnavailable', params: { vehicle: off.name } },
    });

    // Two admins at once: one wins, the other is refused (the day's unique key), never both.
    const third = await departureWith([1]);
    const fourth = await departureWith([1]);
    const w = await vehicle(4);
    const raced = await Promise.all([
      asAdmin('PUT', `/api/admin/departures/${third.departure}/vehicles/`, { vehicles: [w.id] }),
      asAdmin('PUT', `/api/admin/departures/${fourth.departure}/vehicles/`, { vehicles: [w.id] }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    // A vehicle or guide on a departure cannot be deleted.
    expect((await asAdmin('DELETE', `/api/admin/vehicles/${v.id}/`)).json()).toMatchObject({
      reason: { name: 'vehicleInUse', params: { count: 2 } },
    });
    expect((await asAdmin('DELETE', `/api/admin/guides/${guide.id}/`)).json()).toMatchObject({
      reason: { name: 'guideInUse', params: { count: 2 } },
    });
  });
});

describe('vehicles', () => {
  it('keeps plates in capitals, unique whatever the case, and refuses one whose capitals outgrow the column', async () => {
    const v = await vehicle(4, { plate: 't 999 xyz' });
    expect(v.plate).toBe('T 999 XYZ');
    const twice = await asAdmin('POST', '/api/admin/vehicles/', {
      name: 'Copy',
      plate: 'T 999 xyz',
      seats: 3,
    });
    expect(twice.json()).toMatchObject({ reason: { name: 'plateTaken' } });
    const long = await asAdmin('POST', '/api/admin/vehicles/', {
      name: 'Long',
      plate: 'ß'.repeat(15),
      seats: 3,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { plate: ['At most 20 characters'] } });
  });
});

/** A customer made a guide by the admin; returns the guide and the user's token. */
async function makeGuide(fullName: string, locale: 'en' | 'sw' = 'sw') {
  const user = await t.register({ full_name: fullName });
  const guide = await ok<Guide>(
    await asAdmin('POST', '/api/admin/guides/', {
      user: user.user.username,
      phone: '754 000 111',
      locale,
    }),
    201,
  );
  return { ...guide, token: user.access };
}

describe('the guide role', () => {
  it('reads only the departures given to the guide', async () => {
    const mine = await departureWith([2]);
    const other = await departureWith([3]);
    const guide = await makeGuide('Neema');
    await ok(await asAdmin('PUT', `/api/admin/departures/${mine.departure}/guides/`, { guides: [guide.id] }));

    const list = await ok<{ id: number }[]>(
      await t.as(guide.token, { method: 'GET', url: '/api/guide/departures/' }),
    );
    expect(list.map((d) => d.id)).toEqual([mine.departure]);
    await ok<Manifest>(
      await t.as(guide.token, { method: 'GET', url: `/api/guide/departures/${mine.departure}/` }),
    );
    const notMine = await t.as(guide.token, {
      method: 'GET',
      url: `/api/guide/departures/${other.departure}/`,
    });
    expect(notMine.statusCode).toBe(404);
    expect((await t.as(guide.token, { method: 'GET', url: '/api/admin/departures/' })).statusCode).toBe(403);
    expect(await ok(await t.as(guide.token, { method: 'GET', url: '/api/guide/me/' }))).toEqual({
      guide: guide.id,
      locale: 'sw',
    });

    // A customer is not a guide; a guide made inactive is one no more.
    const customer = await t.register();
    expect((await t.as(customer.access, { method: 'GET', url: '/api/guide/departures/' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/guide/departures/' })).statusCode).toBe(401);
    await ok(
      await asAdmin('PUT', `/api/admin/guides/${guide.id}/`, { phone: '754 000 111', is_active: false }),
    );
    expect((await t.as(guide.token, { method: 'GET', url: '/api/guide/departures/' })).statusCode).toBe(403);
  });

  it('refuses an admin account, an unknown user and a second guide role', async () => {
    const staff = await t.register();
    await t.database.db
      .update(users)
      .set({ isStaff: true, isSuperuser: true })
      .where(eq(users.id, staff.user.id));
    const asStaff = await asAdmin('POST', '/api/admin/guides/', {
      user: staff.user.email,
      phone: '754 000 222',
    });
    expect(asStaff.json()).toMatchObject({ reason: { name: 'guideIsStaff' } });
    const unknown = await asAdmin('POST', '/api/admin/guides/', {
      user: 'nobody-here',
      phone: '754 000 222',
    });
    expect(unknown.json()).toMatchObject({ reason: { name: 'guideUserMissing' } });
    const guide = await makeGuide('Juma');
    const twice = await asAdmin('POST', '/api/admin/guides/', { user: guide.username, phone: '754 000 222' });
    expect(twice.json()).toMatchObject({ reason: { name: 'guideExists' } });
  });
});

describe('the manifest', () => {
  it('lists travellers in route order with pickup times and balances, and its CSV neutralises typed cells', async () => {
    const { tour, departure, orders } = await departureWith([2, 1]);
    const db = t.database.db;
    await ok(await asAdmin('PUT', `/api/admin/tours/${tour.id}/departure-time/`, { departs_at: '06:30' }));
    const far = await ok<{ id: number }>(
      await asAdmin('POST', `/api/admin/tours/${tour.id}/pickup-points/`, {
        name: 'Arusha Coffee Lodge',
        lat: -3.3731,
        lng: 36.6389,
        offset_minutes: -45,
        position: 1,
      }),
      201,
    );
    const near = await ok<{ id: number }>(
      await asAdmin('POST', `/api/admin/tours/${tour.id}/pickup-points/`, {
        name: '=HYPERLINK("http://evil.example","Hotel")',
        lat: -3.38,
        lng: 36.68,
        offset_minutes: -20,
        position: 2,
      }),
      201,
    );
    // The customer chooses from their booking; the second booking is collected first.
    const owner = (await db.select().from(users).where(eq(users.id, orders[0]!.userId)))[0]!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: owner.username, password: 'secret-pass-1' },
    });
    const token = (login.json() as { access: string }).access;
    await ok(
      await t.as(token, {
        method: 'PUT',
        url: `/api/tour-bookings/${orders[0]!.id}/pickup/`,
        payload: { pickup_point: near.id },
      }),
    );
    await ok(
      await t.as(token, {
        method: 'PUT',
        url: `/api/tour-bookings/${orders[1]!.id}/pickup/`,
        payload: { pickup_point: far.id },
      }),
    );
    const stranger = await t.register();
    expect(
      (
        await t.as(stranger.access, {
          method: 'PUT',
          url: `/api/tour-bookings/${orders[0]!.id}/pickup/`,
          payload: { pickup_point: far.id },
        })
      ).statusCode,
    ).toBe(404);
    // A booking with terms owes its balance; travellers' details for the permits.
    await db.insert(tourBookings).values({
      orderId: orders[0]!.id,
      tourId: tour.id,
      departureOn: date,
      currency: 'USD',
      total: '1000.00',
      deposit: '300.00',
      balance: '700.00',
      amountPaid: '300.00',
      detailsDueOn: date,
      detailsDeleteOn: dateFromToday(50),
    });
    await db.insert(tourBookingTravellers).values([
      {
        orderId: orders[0]!.id,
        position: 1,
        travellerType: 'adult',
        residency: 'non_resident',
        fullName: '@SUM(1+1)*cmd|',
        nationality: 'DE',
        idNumber: 'C01X00T47',
      },
      {
        orderId: orders[0]!.id,
        position: 2,
        travellerType: 'child',
        residency: 'non_resident',
        fullName: 'Mia Weber',
        nationality: 'DE',
        idNumber: '+C01X00T48',
      },
    ]);

    const m = await ok<Manifest>(await asAdmin('GET', `/api/admin/departures/${departure}/manifest/`));
    expect(m.departs_at).toBe('06:30');
    expect(m.bookings.map((b) => [b.order, b.pickup_time, b.balance_due, b.paid])).toEqual([
      [orders[1]!.id, '05:45', '0.00', true],
      [orders[0]!.id, '06:10', '700.00', false],
    ]);
    expect(m.bookings[1]!.travellers.map((x) => [x.traveller_type, x.nationality, x.id_number])).toEqual([
      ['adult', 'DE', 'C01X00T47'],
      ['child', 'DE', '+C01X00T48'],
    ]);

    const csv = await asAdmin('GET', `/api/admin/departures/${departure}/manifest.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="manifest-${date}-${tour.id}.csv"`);
    expect(csv.body).toBe(manifestCsv(m));
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Hotel"")"`);
    expect(csv.body).toContain("'@SUM(1+1)*cmd|");
    expect(csv.body).toContain("'+C01X00T48");
    expect(csv.body).not.toMatch(/(^|,)[=+@-]/m);
    // docs/privacy.md, "Who looked at what": each read of the ID numbers is in the audit log.
    const viewed = await t.database.db
      .select({ entityId: auditLog.entityId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.personal_data_viewed'), eq(auditLog.entityType, 'departure')));
    expect(viewed.filter((e) => e.entityId === String(departure)).map((e) => e.details)).toEqual([
      { manifest: 'json' },
      { manifest: 'csv' },
    ]);
  });
});

describe("the guide's evening SMS", () => {
  it('texts each guide the evening before, in their language, once, with the first pickup and a link', async () => {
    const day = dateFromToday(30);
    const { tour, departure } = await departureWith([3, 2], day);
    await ok(await asAdmin('PUT', `/api/admin/tours/${tour.id}/departure-time/`, { departs_at: '07:00' }));
    await ok(
      await asAdmin('POST', `/api/admin/tours/${tour.id}/pickup-points/`, {
        name: 'Mount Meru Hotel',
        lat: -3.37,
        lng: 36.7,
        offset_minutes: -30,
      }),
      201,
    );
    const v = await vehicle(7);
    await ok(await asAdmin('PUT', `/api/admin/departures/${departure}/vehicles/`, { vehicles: [v.id] }));
    const sw = await makeGuide('Neema Sw', 'sw');
    const en = await makeGuide('Peter En', 'en');
    await ok(await asAdmin('PUT', `/api/admin/departures/${departure}/guides/`, { guides: [sw.id, en.id] }));
    // The customers chose no pickup yet: the SMS says the departure time.
    const eveningBefore = (hhmm: string) => {
      const d = new Date(`${day}T${hhmm}:00+03:00`);
      d.setUTCDate(d.getUTCDate() - 1);
      return d;
    };
    const db = t.database.db;
    expect(await runGuideEveningTexts(db, 'https://shop.example', eveningBefore('17:59'))).toEqual({
      queued: 0,
    });
    expect(await runGuideEveningTexts(db, 'https://shop.example', eveningBefore('18:05'))).toEqual({
      queued: 2,
    });
    expect(await runGuideEveningTexts(db, 'https://shop.example', eveningBefore('18:20'))).toEqual({
      queued: 0,
    });
    const texts = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'departure_guide_evening'));
    const byKey = Object.fromEntries(texts.map((m) => [m.key, m]));
    const swText = byKey[`departure:${departure}:guide:${sw.id}:evening-sms`]!;
    const enText = byKey[`departure:${departure}:guide:${en.id}:evening-sms`]!;
    expect(swText.recipient).toBe('255754000111');
    expect(enText.bodyText).toContain(`IGSUM tomorrow`);
    expect(enText.bodyText).toContain('5 travellers in 2 bookings, departs 07:00');
    expect(enText.bodyText).toContain(`${v.name} ${v.plate}`);
    expect(enText.bodyText).toContain(`https://shop.example/guide/check-in?departure=${departure}`);
    expect(swText.bodyText).toContain('IGSUM kesho');
    expect(swText.bodyText).toContain('wasafiri 5 katika booking 2, kuondoka saa 07:00');
    expect(swText.bodyText).toContain(`https://shop.example/sw/guide/check-in?departure=${departure}`);
  });

  it('names the first pickup in route order and keeps typed text to one safe line', async () => {
    const day = dateFromToday(31);
    const { tour, departure, orders, customer } = await departureWith([2], day);
    const point = await ok<{ id: number }>(
      await asAdmin('POST', `/api/admin/tours/${tour.id}/pickup-points/`, {
        name: 'Lodge\u2028 =cmd',
        lat: -3.3,
        lng: 36.6,
        offset_minutes: -45,
      }),
      201,
    );
    await ok(
      await t.as(customer.access, {
        method: 'PUT',
        url: `/api/tour-bookings/${orders[0]!.id}/pickup/`,
        payload: { pickup_point: point.id },
      }),
    );
    const g = await makeGuide('Asha En', 'en');
    await ok(await asAdmin('PUT', `/api/admin/departures/${departure}/guides/`, { guides: [g.id] }));
    const at = new Date(`${day}T20:00:00+03:00`);
    at.setUTCDate(at.getUTCDate() - 1);
    expect(await runGuideEveningTexts(t.database.db, undefined, at)).toEqual({ queued: 1 });
    const [sms] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `departure:${departure}:guide:${g.id}:evening-sms`));
    expect(sms!.bodyText).toContain('First pickup 06:15');
    expect(sms!.bodyText).toContain('No vehicle yet');
    expect(sms!.bodyText).not.toMatch(/[\n\r]/);
  });
});
