import type { ContactMessage } from '@shop/contract/content';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, outboxMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
let admin: { access: string; username: string };
beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await t.admin();
  admin = { access: signedIn.access, username: signedIn.user.username };
});
afterAll(() => t.close());

async function contactMessage(subject = 'Laptop for school') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: {
      name: 'Zawadi',
      email: 'zawadi@example.com',
      subject,
      message: 'Do you have a\nlaptop under 900,000?',
      business_type: 'fursa',
    },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.subject, subject));
  return row!;
}
const reply = (token: string, id: number, body: string) =>
  t.as(token, { method: 'POST', url: `/api/contact/admin/contacts/${id}/reply/`, payload: { body } });

describe('replying to a contact message', () => {
  it('e-mails the sender, keeps the reply in the thread, marks the message read and logs it', async () => {
    const message = await contactMessage();
    const res = await reply(admin.access, message.id, 'Karibu Zawadi!\n\nYes: the HP 250 G9 is TSh 850,000.');
    expect(res.statusCode).toBe(201);
    const answered = res.json() as ContactMessage;
    expect(answered).toMatchObject({ id: message.id, is_read: true });
    expect(answered.replies).toEqual([
      {
        id: expect.any(Number),
        body: 'Karibu Zawadi!\n\nYes: the HP 250 G9 is TSh 850,000.',
        author_username: admin.username,
        created_at: expect.any(String),
      },
    ]);

    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, 'contact_reply'), eq(outboxMessages.recipient, 'zawadi@example.com')),
      );
    expect(mail).toMatchObject({
      subject: 'Re: Laptop for school',
      replyTo: 'sales@fursa.co.tz',
      channel: 'email',
    });
    expect(mail!.bodyText).toContain('Yes: the HP 250 G9 is TSh 850,000.');
    expect(mail!.bodyText).toContain('> Do you have a\n> laptop under 900,000?');
    expect(mail!.bodyHtml).toContain('Hello Zawadi,');

    const second = await reply(admin.access, message.id, 'It is in stock <today>.');
    expect((second.json() as ContactMessage).replies.map((r) => r.body)).toEqual([
      'Karibu Zawadi!\n\nYes: the HP 250 G9 is TSh 850,000.',
      'It is in stock <today>.',
    ]);
    const list = await t.as(admin.access, { method: 'GET', url: '/api/contact/admin/contacts/' });
    const listed = (list.json() as { results: ContactMessage[] }).results.find((m) => m.id === message.id)!;
    expect(listed.replies).toHaveLength(2);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'contact.reply'));
    expect(logged).toHaveLength(2);
  });

  it('refuses an empty reply, an unknown message and a customer', async () => {
    const message = await contactMessage('Safari dates');
    expect((await reply(admin.access, message.id, '   ')).statusCode).toBe(400);
    expect((await reply(admin.access, 999_999, 'Hello')).statusCode).toBe(404);
    const customer = await t.register();
    expect((await reply(customer.access, message.id, 'Hello')).statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    expect(row!.isRead).toBe(false);
  });
});
