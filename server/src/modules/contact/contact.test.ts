import type { ContactMessage, ContactMessagePage } from '@shop/contract/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.admin()).access;
});
afterAll(() => t.close());

const valid = {
  name: 'Baraka Mollel',
  email: 'baraka@example.co.tz',
  subject: 'Kilimanjaro in March',
  message: 'Is the Machame route open in March?',
  business_type: 'igsum',
};

function send(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/contact/', payload: payload as object });
}
async function inbox(query = ''): Promise<ContactMessagePage> {
  const res = await t.as(adminToken, { method: 'GET', url: `/api/contact/admin/contacts/${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('contact form', () => {
  it('stores a trimmed enquiry from a visitor and thanks them', async () => {
    const res = await send({ ...valid, name: '  Baraka Mollel ', message: ' Is the Machame route open? ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Thank you for your inquiry. We'll get back to you soon." });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, valid.email));
    expect(row).toMatchObject({
      name: 'Baraka Mollel',
      subject: 'Kilimanjaro in March',
      message: 'Is the Machame route open?',
      businessType: 'igsum',
      isRead: false,
    });
  });

  it('defaults the subject and the business type', async () => {
    await send({ name: 'A', email: 'a@example.com', message: 'Hello' });
    await send({ name: 'B', email: 'b@example.com', message: 'Hi', subject: '   ', business_type: 'fursa' });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.find((r) => r.email === 'a@example.com')).toMatchObject({
      subject: 'IGSUM Inquiry',
      businessType: 'igsum',
    });
    expect(rows.find((r) => r.email === 'b@example.com')).toMatchObject({
      subject: 'FURSA Inquiry',
      businessType: 'fursa',
    });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', 'Please fill in all required fields'],
    ['no e-mail', { email: undefined }, 'email', 'Please fill in all required fields'],
    ['a blank message', { message: ' \n ' }, 'message', 'Please fill in all required fields'],
    [
      'an e-mail with a space',
      { email: 'bar aka@example.com' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'an e-mail without a dot in the domain',
      { email: 'baraka@example' },
      'email',
      'Please enter a valid email address',
    ],
    ['an e-mail with two @', { email: 'a@b@example.com' }, 'email', 'Please enter a valid email address'],
    ['an over-long name', { name: 'x'.repeat(151) }, 'name', 'Name must be at most 150 characters'],
    [
      'an over-long subject',
      { subject: 'x'.repeat(201) },
      'subject',
      'Subject must be at most 200 characters',
    ],
    [
      'an over-long message',
      { message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
    ['an unknown business', { business_type: 'shop' }, 'business_type', undefined],
    ['a number as name', { name: 42 }, 'name', 'Please fill in all required fields'],
  ])('rejects %s', async (_name, change, field, message) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields[field]).toBeDefined();
    if (message) {
      expect(body.fields[field]).toEqual([message]);
      expect(body.message).toBe(message);
    }
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it.each([
    ['a cc header', 'baraka@example.com?cc=boss%40example.com'],
    ['a bcc after &', 'baraka@example.com&bcc=x%40example.com'],
    ['a percent escape', 'baraka%3Fcc%3Dx@example.com'],
    ['a comma list', 'boss,baraka@example.com'],
    ['a semicolon list', 'boss;baraka@example.com'],
    ['angle brackets', '<baraka@example.com>'],
    ['a fragment', 'baraka@example.com#x'],
    ['a quote', 'bar"aka@example.com'],
    ['a control character', 'baraka\u0007@example.com'],
    ['a C1 control character', 'baraka\u0085x@example.com'],
  ])('rejects an e-mail with %s, which would rewrite the reply link', async (_name, email) => {
    const res = await send({ ...valid, email });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('answers an e-mail built to make the pattern backtrack at once', async () => {
    // A domain of a million dots used to block the event loop for about half an hour.
    const started = performance.now();
    const res = await send({ ...valid, email: `a@${'.'.repeat(1_000_000)}@` });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: ['Email must be at most 254 characters'] });
    // Generous: a pattern that backtracks takes seconds at a hundredth of this length.
    expect(elapsed).toBeLessThan(1000);
    const short = await send({ ...valid, email: `a@${'.'.repeat(240)}@` });
    expect(short.json().fields).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('contact inbox', () => {
  it('lists messages newest first, filters by read state and pages', async () => {
    await send({ ...valid, email: 'older@example.com' });
    await send({ ...valid, email: 'newer@example.com' });
    const page = await inbox('?page_size=2');
    expect(page).toMatchObject({ page: 1, page_size: 2 });
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.results.map((m) => m.email)).toEqual(['newer@example.com', 'older@example.com']);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      name: valid.name,
      email: 'newer@example.com',
      subject: valid.subject,
      message: valid.message,
      business_type: 'igsum',
      is_read: false,
      created_at: expect.any(String),
      replies: [],
    });
    expect((await inbox('?page=999')).results).toEqual([]);
    const bad = await t.as(adminToken, { method: 'GET', url: '/api/contact/admin/contacts/?page_size=1000' });
    expect(bad.statusCode).toBe(400);
  });

  it('marks a message read and unread, and audits both', async () => {
    await send({ ...valid, email: 'toggle@example.com' });
    const target = (await inbox()).results.find((m) => m.email === 'toggle@example.com')!;

    const read = await t.as(adminToken, {
      method: 'POST',
      url: `/api/contact/admin/contacts/${target.id}/mark-read/`,
    });
    expect(read.statusCode).toBe(200);
    expect((read.json() as ContactMessage).is_read).toBe(true);
    expect((await inbox('?is_read=true')).results.map((m) => m.id)).toContain(target.id);
    expect((await inbox('?is_read=false')).results.map((m) => m.id)).not.toContain(target.id);

    const unread = await t.as(adminToken, {
      method: 'POST',
      url: `/api/contact/admin/contacts/${target.id}/mark-unread/`,
      payload: {},
    });
    expect(unread.statusCode).toBe(200);
    expect((unread.json() as ContactMessage).is_read).toBe(false);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(target.id)));
    expect(entries.map((e) => [e.action, e.entityType])).toEqual([
      ['contact.mark_read', 'contact_message'],
      ['contact.mark_unread', 'contact_message'],
    ]);

    const missing = await t.as(adminToken, {
      method: 'POST',
      url: '/api/contact/admin/contacts/999999/mark-read/',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const { access } = await t.register();
    for (const [method, url] of [
      ['GET', '/api/contact/admin/contacts/'],
      ['POST', '/api/contact/admin/contacts/1/mark-read/'],
      ['POST', '/api/contact/admin/contacts/1/mark-unread/'],
    ] as const) {
      expect((await t.as(access, { method, url })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});
