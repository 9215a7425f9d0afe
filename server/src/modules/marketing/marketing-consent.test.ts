import fs from 'node:fs';
import path from 'node:path';
import { CONSENT_WORDING_VERSION, type MarketingConsent } from '@shop/contract/marketing';
import type { ReminderOverview } from '@shop/contract/reminders';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, marketingConsentEvents, outboxMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeProduct, makeTour } from '#server/test/builders.ts';

let t: TestApp;
const PUBLIC_URL = 'http://localhost:8000';
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());
const db = () => t.database.db;

const HOUR = 3_600_000;
/** 10:00 in Dar es Salaam (07:00 UTC) on a day ahead of the real clock, so nothing else is due then. */
const MORNING = new Date('2031-03-10T07:00:00Z');

const consentOf = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/marketing/consent/' })).json() as MarketingConsent;
const setConsent = (token: string, payload: object) =>
  t.as(token, { method: 'PUT', url: '/api/marketing/consent/', payload });

/** A customer with a laptop in their cart, added `hoursBefore` hours before `now`. */
async function cartLeft(customer: { user: { id: number } }, now: Date, hoursBefore: number) {
  const product = await makeProduct(db(), { brand: 'fursa', name: `Latitude ${customer.user.id}` });
  await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: product.id, quantity: 1 });
  await db()
    .update(cartItems)
    .set({ createdAt: new Date(now.getTime() - hoursBefore * HOUR) })
    .where(eq(cartItems.userId, customer.user.id));
  return product;
}
const cartMessages = (userKey: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.key, `reminder:cart:${userKey}:%`))
    .orderBy(asc(outboxMessages.id));

async function smsCallbackUrl() {
  const admin = await t.admin();
  const overview = (
    await t.as(admin.access, { method: 'GET', url: '/api/admin/reminders/' })
  ).json() as ReminderOverview;
  return new URL(overview.sms_incoming_callback_url!);
}

/** Africa's Talking posting an incoming SMS as their callback does: form-encoded from, to, text, date, id, linkId. */
const incomingSms = (url: URL, from: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      from,
      to: '15678',
      text,
      date: '2031-03-10 10:00:00',
      id: 'b8a5d0f2-7c1e-4f0a-9b7e-2c1b8e9d0a11',
      linkId: '',
    }).toString(),
  });

describe('marketing consent', () => {
  it('is asked at sign-up unticked: old clients send nothing, a ticked box is recorded with time, wording and channel', async () => {
    const silent = await t.register();
    expect(await consentOf(silent.access)).toEqual({
      sms: { granted: false, wording_version: null, source: null, updated_at: null },
      email: { granted: false, wording_version: null, source: null, updated_at: null },
    });
    const ticked = await t.register({ marketing_email: true, marketing_sms: false } as never);
    const consent = await consentOf(ticked.access);
    expect(consent.email).toMatchObject({
      granted: true,
      wording_version: CONSENT_WORDING_VERSION,
      source: 'signup',
    });
    expect(consent.sms.granted).toBe(false);
    const events = await db()
      .select()
      .from(marketingConsentEvents)
      .where(eq(marketingConsentEvents.userId, ticked.user.id));
    expect(events).toEqual([
      expect.objectContaining({
        channel: 'email',
        granted: true,
        source: 'signup',
        address: ticked.user.email,
      }),
    ]);
  });

  it('is changed and withdrawn from the profile as easily, each change kept', async () => {
    const customer = await t.register();
    expect((await setConsent(customer.access, { sms: true })).json().sms).toMatchObject({
      granted: true,
      source: 'profile',
    });
    const withdrawn = (
      await setConsent(customer.access, { sms: false, email: false })
    ).json() as MarketingConsent;
    expect(withdrawn.sms.granted).toBe(false);
    expect(withdrawn.email.granted).toBe(false);
    const events = await db()
      .select()
      .from(marketingConsentEvents)
      .where(eq(marketingConsentEvents.userId, customer.user.id))
      .orderBy(asc(marketingConsentEvents.id));
    expect(events.map((e) => [e.channel, e.granted, e.address])).toEqual([
      ['sms', true, '255712345678'],
      ['sms', false, '255712345678'],
      ['email', false, customer.user.email],
    ]);
    expect((await setConsent(customer.access, { sms: 'yes' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/marketing/consent/' })).statusCode).toBe(401);
  });

  it('is given at checkout by a ticked box, with the order', async () => {
    const customer = await t.register();
    const product = await makeProduct(db(), { brand: 'fursa' });
    await makeCartLine(db(), {
      brand: 'fursa',
      userId: customer.user.id,
      productId: product.id,
      quantity: 1,
    });
    const placed = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: {
        order_type: 'fursa',
        payment_method: 'mobile_money',
        fulfilment: 'pickup',
        marketing_sms: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    const consent = await consentOf(customer.access);
    expect(consent.sms).toMatchObject({ granted: true, source: 'checkout' });
    expect(consent.email.granted).toBe(false);
  });
});

describe('marketing consent with a booking or a refused checkout', () => {
  it("is given in the booking dialog by a ticked box; a refused checkout's box records nothing", async () => {
    const customer = await t.register();
    const empty = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: {
        order_type: 'fursa',
        payment_method: 'credit_card',
        fulfilment: 'pickup',
        marketing_email: true,
      },
    });
    expect(empty.statusCode).toBe(400);
    expect((await consentOf(customer.access)).email.granted).toBe(false);
    const date = dateFromToday(20);
    const tour = await makeTour(db(), { dates: [date] });
    const booked = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: {
        order_type: 'igsum',
        tour: tour.id,
        tour_date: date,
        participants: 1,
        marketing_email: true,
      },
    });
    expect(booked.statusCode).toBe(201);
    expect((await consentOf(customer.access)).email).toMatchObject({ granted: true, source: 'checkout' });
  });
});

describe('the way out of a marketing message', () => {
  it("names the shop and the way out; the e-mail's one-click unsubscribe (RFC 8058) stops the next", async () => {
    const customer = await t.register({ marketing_email: true } as never);
    await cartLeft(customer, MORNING, 25);
    await t.app.reminders.runDue(MORNING);
    const [mail] = await cartMessages(String(customer.user.id));
    expect(mail).toMatchObject({ channel: 'email', marketing: true, recipient: customer.user.email });
    expect(mail!.bodyText).toContain('FURSA Laptops');
    expect(mail!.bodyText).toContain('Unsubscribe from these e-mails');
    const header = mail!.headers!['List-Unsubscribe']!;
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(header.slice(1, -1));
    expect(link.origin).toBe(PUBLIC_URL);

    // The outbox sends it with both headers.
    await t.app.outbox.sendDue(MORNING);
    const files = fs
      .readdirSync(path.join(t.dataDir, 'mail'))
      .filter((f) => f.endsWith(`-${mail!.id}-reminder_cart.eml`));
    const eml = fs.readFileSync(path.join(t.dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:8000\/api\/marketing\/unsubscribe\/\?t=/m);
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Opening the link changes nothing; a changed token is refused; the mail client's POST unsubscribes.
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect((await consentOf(customer.access)).email.granted).toBe(true);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}?t=${link.searchParams.get('t')!.replace(/.$/, 'A')}x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const click = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(click.json()).toEqual({ unsubscribed: true, channel: 'email' });
    expect((await consentOf(customer.access)).email).toMatchObject({
      granted: false,
      source: 'unsubscribe_link',
    });

    // Three days on, the second reminder would be due: nothing goes to the address.
    await t.app.reminders.runDue(new Date(MORNING.getTime() + 72 * HOUR));
    expect(await cartMessages(String(customer.user.id))).toHaveLength(1);
  });

  it("stops marketing SMS on a reply STOP through Africa's Talking's incoming-message callback", async () => {
    const customer = await t.register({ phone: '0754 321 987', marketing_sms: true } as never);
    await cartLeft(customer, MORNING, 25);
    await t.app.reminders.runDue(MORNING);
    const [sms] = await cartMessages(String(customer.user.id));
    expect(sms).toMatchObject({ channel: 'sms', recipient: '255754321987', status: 'waiting' });
    expect(sms!.bodyText).toMatch(/^FURSA Laptops: .*Reply STOP to stop these messages\.$/);

    const url = await smsCallbackUrl();
    expect(
      (await incomingSms(new URL(`${url.origin}${url.pathname}?key=wrong`), '+255754321987', 'STOP'))
        .statusCode,
    ).toBe(403);
    expect((await incomingSms(url, '+255754321987', 'Asante')).statusCode).toBe(200);
    expect((await consentOf(customer.access)).sms.granted).toBe(true);
    expect((await incomingSms(url, '+255754321987', ' stop please')).statusCode).toBe(200);
    expect((await consentOf(customer.access)).sms).toMatchObject({ granted: false, source: 'sms_stop' });
    // The SMS still waiting is not sent, and the second reminder is not queued.
    const [after] = await cartMessages(String(customer.user.id));
    expect(after).toMatchObject({
      status: 'withdrawn',
      lastError: expect.stringContaining('no more marketing'),
    });
    // Withdrawn is not failed: the overview's failed messages do not count it.
    const stats = await t.as((await t.admin()).access, { method: 'GET', url: '/api/admin/stats/' });
    expect(stats.json().attention.failed_messages ?? 0).toBe(0);
    await t.app.reminders.runDue(new Date(MORNING.getTime() + 72 * HOUR));
    expect(await cartMessages(String(customer.user.id))).toHaveLength(1);
  });

  it('holds a marketing message through the quiet hours (21:00 to 08:00 in Dar es Salaam) until 08:00', async () => {
    const customer = await t.register({ marketing_email: true } as never);
    const evening = new Date('2031-03-12T19:30:00Z'); // 22:30 in Dar es Salaam
    await cartLeft(customer, evening, 25);
    await t.app.reminders.runDue(evening);
    const [mail] = await cartMessages(String(customer.user.id));
    expect(mail!.nextAttemptAt.toISOString()).toBe('2031-03-13T05:00:00.000Z'); // 08:00 the next morning
    await t.app.outbox.sendDue(new Date('2031-03-13T04:59:00Z'));
    const [waiting] = await cartMessages(String(customer.user.id));
    expect(waiting!.status).toBe('waiting');
    // Even one due earlier (a retry) waits while it is quiet.
    await db().update(outboxMessages).set({ nextAttemptAt: evening }).where(eq(outboxMessages.id, mail!.id));
    await t.app.outbox.sendDue(new Date('2031-03-13T02:00:00Z'));
    expect((await cartMessages(String(customer.user.id)))[0]!.status).toBe('waiting');
    await t.app.outbox.sendDue(new Date('2031-03-13T05:00:00Z'));
    const [sent] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, mail!.id)));
    expect(sent!.status).toBe('sent');
  });
});
