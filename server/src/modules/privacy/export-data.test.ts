import { DATA_EXPORT_FILE, DATA_EXPORTS_PER_HOUR } from '@shop/contract/privacy';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auditLog,
  checkInScans,
  contactMessages,
  outboxMessages,
  privacyRequests,
  profiles,
  tourBookings,
  tourBookingTravellers,
} from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder, makeTour } from '#server/test/builders.ts';
import { paidLaptopOrder } from '#server/test/receipt-steps.ts';
import { EXPORT_SECTIONS } from './export-data';
import { exportCsvFile } from './export-zip';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOSTILE = '=HYPERLINK("http://evil.example","click")';

const download = async (token: string) => {
  const res = await t.as(token, { method: 'GET', url: '/api/account/export/' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const csv = (section: string) =>
    parse(strFromU8(files[exportCsvFile(section)]!), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
  return { files, json: JSON.parse(strFromU8(files[DATA_EXPORT_FILE]!)), csv };
};

/** A booking with its terms and two travellers, of a trip past. */
async function pastBookingWithTravellers(userId: number) {
  const db = t.database.db;
  const tour = await makeTour(db);
  const day = dateFromToday(-40);
  const order = await makeOrder(db, {
    userId,
    brand: 'igsum',
    status: 'confirmed',
    paymentStatus: 'paid',
    lines: [{ itemName: tour.title, tourId: tour.id, price: '900.00', participants: 2, tourDate: day }],
  });
  await db.insert(tourBookings).values({
    orderId: order.id,
    tourId: tour.id,
    departureOn: day,
    currency: 'USD',
    total: '900.00',
    deposit: '900.00',
    balance: '0',
    amountPaid: '900.00',
    detailsDueOn: day,
    detailsDeleteOn: dateFromToday(10),
  });
  await db.insert(tourBookingTravellers).values([
    {
      orderId: order.id,
      position: 1,
      travellerType: 'adult',
      residency: 'non_resident',
      fullName: 'Amani Mushi',
      idNumber: 'P1234567',
    },
    { orderId: order.id, position: 2, travellerType: 'adult', residency: 'non_resident', fullName: HOSTILE },
  ]);
  return order;
}

it('gives every order, booking, traveller and message in JSON and CSV; hostile text stays text', async () => {
  const db = t.database.db;
  const customer = await t.register({ full_name: 'Neema Mushi' });
  const other = await t.register();
  const id = customer.user.id;
  await db
    .update(profiles)
    .set({ fullName: HOSTILE, address: '@SUM(A1) Mikocheni' })
    .where(eq(profiles.userId, id));
  const laptops = [await paidLaptopOrder(db, id), await paidLaptopOrder(db, id)];
  const booking = await pastBookingWithTravellers(id);
  const [second] = await db
    .select({ id: tourBookingTravellers.id })
    .from(tourBookingTravellers)
    .where(and(eq(tourBookingTravellers.orderId, booking.id), eq(tourBookingTravellers.position, 2)));
  await db.insert(checkInScans).values({
    scanId: `scan-${booking.id}`,
    orderId: booking.id,
    travellerIds: [second!.id],
    scannedBy: other.user.id,
    deviceId: 'guide-phone-1',
    scannedAt: new Date(),
  });
  await paidLaptopOrder(db, other.user.id);
  await db.insert(contactMessages).values([
    {
      name: 'Neema',
      email: customer.user.email.toUpperCase(),
      subject: 'Kilimanjaro',
      message: HOSTILE,
      businessType: 'igsum',
    },
    {
      name: 'Someone else',
      email: other.user.email,
      subject: 'Other',
      message: 'Not theirs',
      businessType: 'igsum',
    },
  ]);

  const { files, json, csv } = await download(customer.access);
  expect(Object.keys(files).sort()).toEqual([DATA_EXPORT_FILE, ...EXPORT_SECTIONS.map(exportCsvFile)].sort());
  const refs = [...laptops, booking].map((o) => o.orderId).sort();
  expect(json.orders.map((o: { order_id: string }) => o.order_id).sort()).toEqual(refs);
  expect(
    csv('orders')
      .map((o) => o.order_id)
      .sort(),
  ).toEqual(refs);
  expect(json.tour_bookings.map((b: { order_id: string }) => b.order_id)).toEqual([booking.orderId]);
  expect(csv('tour_bookings').map((b) => b.order_id)).toEqual([booking.orderId]);
  expect(json.travellers.map((p: { full_name: string }) => p.full_name)).toEqual(['Amani Mushi', HOSTILE]);
  // The guide's scan of the booking: the second traveller present, by position; not who scanned.
  expect(json.check_ins).toMatchObject([{ order_id: booking.orderId, travellers_present: [2] }]);
  expect(JSON.stringify(json.check_ins)).not.toContain('guide-phone');
  expect(json.receipts).toHaveLength(2);
  expect(json.payments).toHaveLength(2);

  // The JSON says what they typed; the CSV keeps a spreadsheet from running it.
  expect(json.profile[0].full_name).toBe(HOSTILE);
  expect(csv('profile')[0]!.full_name).toBe(`'${HOSTILE}`);
  expect(csv('profile')[0]!.address).toBe(`'@SUM(A1) Mikocheni`);
  expect(csv('travellers')[1]!.full_name).toBe(`'${HOSTILE}`);
  expect(json.contact_messages.map((m: { message: string }) => m.message)).toEqual([HOSTILE]);
  expect(csv('contact_messages')[0]!.message).toBe(`'${HOSTILE}`);

  // The welcome e-mail the shop sent them, none of the other customer's.
  expect(json.messages_sent_to_you.map((m: { kind: string }) => m.kind)).toContain('welcome');
  const all = await db.select().from(outboxMessages);
  expect(json.messages_sent_to_you).toHaveLength(
    all.filter(
      (m) =>
        m.recipient.toLowerCase() === customer.user.email.toLowerCase() || m.recipient === '255712345678',
    ).length,
  );
  expect(JSON.stringify(json)).not.toContain(other.user.email);

  // Recorded for the admin and in the audit log.
  const [request] = await db.select().from(privacyRequests).where(eq(privacyRequests.userId, id));
  expect(request).toMatchObject({ kind: 'export', status: 'done' });
  expect(request!.outcome).toMatchObject({ rows: { orders: 3, travellers: 2 } });
  const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'privacy.export'));
  expect(audit.map((a) => a.actorId)).toEqual([id]);
});

it(`allows ${DATA_EXPORTS_PER_HOUR} downloads an hour`, async () => {
  const customer = await t.register();
  const get = () => t.as(customer.access, { method: 'GET', url: '/api/account/export/' });
  for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i++) expect((await get()).statusCode).toBe(200);
  const refused = await get();
  expect(refused.statusCode).toBe(429);
  expect(refused.json().reason.name).toBe('tooManyDataRequests');
});
