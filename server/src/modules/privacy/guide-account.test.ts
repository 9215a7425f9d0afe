import type { Guide } from '@shop/contract/departures';
import { DATA_EXPORT_FILE } from '@shop/contract/privacy';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInScans, departureGuides, guides, outboxMessages, tourDepartures } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder, makeOutboxMessage, makeTour } from '#server/test/builders.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.admin()).access;
});
afterAll(() => t.close());
const db = () => t.database.db;

/**
 * docs/privacy.md, "A guide's account": a customer made a guide, given a departure `daysAgo` ago
 * and one `daysAhead` from now (none when null), with a scan they made of another customer's
 * booking and their evening SMS in the outbox.
 */
async function guideWithDepartures(daysAhead: number | null) {
  const person = await t.register({ full_name: 'Baraka Mollel' });
  const made = await t.as(adminToken, {
    method: 'POST',
    url: '/api/admin/guides/',
    payload: { user: person.user.username, phone: '0754 321 987', locale: 'sw' },
  });
  expect(made.statusCode, made.body).toBe(201);
  const guide = made.json() as Guide;
  const tour = await makeTour(db());
  const departure = async (date: string) => {
    const [dep] = await db().insert(tourDepartures).values({ tourId: tour.id, date }).returning();
    await db().insert(departureGuides).values({ departureId: dep!.id, guideId: guide.id, date });
    return dep!.id;
  };
  const past = await departure(dateFromToday(-10));
  const ahead = daysAhead === null ? null : await departure(dateFromToday(daysAhead));
  const traveller = await t.register();
  const order = await makeOrder(db(), {
    userId: traveller.user.id,
    brand: 'igsum',
    lines: [{ itemName: tour.title, price: '100.00', tourId: tour.id, tourDate: dateFromToday(-10) }],
  });
  await db()
    .insert(checkInScans)
    .values({
      scanId: `scan-${guide.id}`,
      orderId: order.id,
      travellerIds: [11, 12],
      scannedBy: person.user.id,
      deviceId: 'guide-phone-7f3a',
      scannedAt: new Date(Date.now() - 10 * 86_400_000),
    });
  await makeOutboxMessage(db(), {
    channel: 'sms',
    kind: 'departure_guide_evening',
    recipient: '255754321987',
    bodyText: 'Kesho: safari',
    status: 'sent',
  });
  return { person, guide, tour, past, ahead, order };
}

describe("a guide's account", () => {
  it('is in their download: the role, the departures given to them, their scans and texts', async () => {
    const { person, tour } = await guideWithDepartures(5);
    const res = await t.as(person.access, { method: 'GET', url: '/api/account/export/' });
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = JSON.parse(strFromU8(files[DATA_EXPORT_FILE]!));
    expect(json.guide_role).toMatchObject([{ phone: '0754 321 987', locale: 'sw', is_active: true }]);
    expect(json.guide_departures).toMatchObject([
      { departure_on: dateFromToday(-10), tour: tour.title },
      { departure_on: dateFromToday(5), tour: tour.title },
    ]);
    expect(json.check_in_scans_made).toMatchObject([{ travellers_marked: 2, device_id: 'guide-phone-7f3a' }]);
    expect(json.messages_sent_to_you).toContainEqual(
      expect.objectContaining({ channel: 'sms', kind: 'departure_guide_evening' }),
    );
    expect(strFromU8(files['csv/guide_departures.csv']!)).toContain(tour.title);

    // Someone never given the role: the three kinds are there, empty.
    const customer = await t.register();
    const theirs = await t.as(customer.access, { method: 'GET', url: '/api/account/export/' });
    const plain = JSON.parse(strFromU8(unzipSync(new Uint8Array(theirs.rawPayload))[DATA_EXPORT_FILE]!));
    expect([plain.guide_role, plain.guide_departures, plain.check_in_scans_made]).toEqual([[], [], []]);
  });

  it('is not deleted while they guide a departure to come; once off it, the role keeps no number', async () => {
    const { person, guide, past, ahead, order } = await guideWithDepartures(3);
    const remove = () =>
      t.as(person.access, {
        method: 'POST',
        url: '/api/account/delete/',
        payload: { password: person.password },
      });
    const refused = await remove();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().reason).toEqual({ name: 'accountDeletionGuide', params: { count: 1 } });

    // The admin takes them off the departure to come.
    const off = await t.as(adminToken, {
      method: 'PUT',
      url: `/api/admin/departures/${ahead}/guides/`,
      payload: { guides: [] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const done = await remove();
    expect(done.statusCode, done.body).toBe(200);

    const [role] = await db().select().from(guides).where(eq(guides.id, guide.id));
    expect(role).toMatchObject({ phone: '', isActive: false, userId: person.user.id });
    // The past departure still names its guide (the erased account); the scan keeps who, not the phone.
    expect(
      await db()
        .select()
        .from(departureGuides)
        .where(and(eq(departureGuides.guideId, guide.id), eq(departureGuides.departureId, past))),
    ).toHaveLength(1);
    const [scan] = await db().select().from(checkInScans).where(eq(checkInScans.orderId, order.id));
    expect(scan).toMatchObject({ scannedBy: person.user.id, deviceId: null, travellerIds: [11, 12] });
    expect(
      await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, '255754321987')),
    ).toEqual([]);
    // The guide scope refuses the erased account.
    const me = await t.as(person.access, { method: 'GET', url: '/api/guide/me/' });
    expect(me.statusCode).toBe(401);
    // The admin's list shows the erased account, with no number.
    const list = await t.as(adminToken, { method: 'GET', url: '/api/admin/guides/' });
    expect((list.json() as Guide[]).find((g) => g.id === guide.id)).toMatchObject({
      username: `erased:${person.user.id}`,
      phone: '',
      is_active: false,
    });
  });
});
