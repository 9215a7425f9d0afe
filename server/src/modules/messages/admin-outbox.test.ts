import { OUTBOX_RESEND_ONLY_FAILED, type OutboxMessage, type OutboxPage } from '@shop/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { type SmtpStandIn, smtpStandIn } from '#server/test/smtp-stand-in.ts';
import { queueMessage } from './outbox';

let t: TestApp;
let smtp: SmtpStandIn;
let admin: string;
beforeAll(async () => {
  smtp = await smtpStandIn();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  admin = (await t.admin()).access;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const list = async (query = '') =>
  (await t.as(admin, { method: 'GET', url: `/api/admin/messages/outbox/${query}` })).json() as OutboxPage;
const resend = (id: number) =>
  t.as(admin, { method: 'POST', url: `/api/admin/messages/outbox/${id}/resend/` });

describe("the admin's outbox", () => {
  it('lists sent, waiting and failed messages with the reason, and sends a failed one again', async () => {
    const mail = { channel: 'email' as const, kind: 'test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
    await queueMessage(t.database.db, { ...mail, key: 'outbox:ok', to: 'ok@example.com' });
    await t.app.outbox.sendDue();
    smtp.answer = { code: 550, message: 'Mailbox unavailable' };
    await queueMessage(t.database.db, { ...mail, key: 'outbox:bad', to: 'bad@example.com' });
    await t.app.outbox.sendDue();
    smtp.answer = 'accept';
    await queueMessage(t.database.db, { ...mail, key: 'outbox:later', to: 'later@example.com' });

    const all = await list();
    expect(all.results.slice(0, 3).map((m) => [m.recipient, m.status])).toEqual([
      ['later@example.com', 'waiting'],
      ['bad@example.com', 'failed'],
      ['ok@example.com', 'sent'],
    ]);
    const failed = await list('?status=failed');
    expect(failed.results.map((m) => m.recipient)).toEqual(['bad@example.com']);
    const [bad] = failed.results;
    expect(bad).toMatchObject({ channel: 'email', subject: 'Hi', attempts: 1, sent_at: null });
    expect(bad!.last_error).toContain('Mailbox unavailable');
    expect(bad).not.toHaveProperty('body_text');

    const res = await resend(bad!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json() as OutboxMessage).toMatchObject({ status: 'waiting', attempts: 0 });
    const before = smtp.received.length;
    await t.app.outbox.sendDue();
    await smtp.waitFor(before + 1);
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, bad!.id));
    expect(row).toMatchObject({ status: 'sent', lastError: null });
    const [logged] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'message.resend'));
    expect(logged).toMatchObject({ entityType: 'outbox_message', entityId: String(bad!.id) });

    const again = await resend(bad!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OUTBOX_RESEND_ONLY_FAILED);
    expect((await resend(999_999)).statusCode).toBe(404);
  });
});
