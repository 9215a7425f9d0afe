import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { type SmtpStandIn, smtpStandIn } from '#server/test/smtp-stand-in.ts';
import { type QueuedEmail, queueMessage } from './outbox';
import { MAX_ATTEMPTS } from './outbox-worker';

let n = 0;
function email(overrides: Partial<QueuedEmail> = {}): QueuedEmail {
  n += 1;
  return {
    channel: 'email',
    key: `test:${n}`,
    kind: 'test',
    to: `customer${n}@example.com`,
    subject: `Hello ${n}`,
    text: `Plain text ${n}`,
    html: `<p>HTML ${n}</p>`,
    ...overrides,
  };
}

describe('outbox worker over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  const db = () => t.database.db;
  const rowOf = async (key: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.key, key)))[0]!;
  /** As if the retry delay had passed. */
  const makeDue = (key: string) =>
    db().update(outboxMessages).set({ nextAttemptAt: sql`now()` }).where(eq(outboxMessages.key, key));

  beforeAll(async () => {
    smtp = await smtpStandIn();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'IGSUM & FURSA <shop@example.com>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.answer = 'accept';
  });

  it('sends a queued e-mail with both parts, its sender and reply-to, and marks it sent', async () => {
    const message = email({ replyTo: 'visitor@example.com', html: '<p>Karibu <b>sana</b></p>' });
    expect(await queueMessage(db(), message)).toBe(true);
    const before = smtp.received.length;
    expect(await t.app.outbox.sendDue()).toBe(1);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.from!.value).toEqual([{ name: 'IGSUM & FURSA', address: 'shop@example.com' }]);
    expect(mail!.to).toMatchObject({ text: message.to });
    expect(mail!.replyTo!.text).toBe('visitor@example.com');
    expect(mail!.subject).toBe(message.subject);
    expect(mail!.text!.trim()).toBe(message.text);
    expect(mail!.html).toContain('Karibu <b>sana</b>');
    const row = await rowOf(message.key);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('queues an event once: the same key again is nothing new', async () => {
    const message = email();
    expect(await queueMessage(db(), message)).toBe(true);
    expect(await queueMessage(db(), { ...message, subject: 'another' })).toBe(false);
    const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.key, message.key));
    expect(rows).toHaveLength(1);
    await t.app.outbox.sendDue();
  });

  it('keeps a message the server refuses for now, and sends it on a later pass', async () => {
    const message = email();
    await queueMessage(db(), message);
    smtp.answer = { code: 421, message: 'Try again later' };
    await t.app.outbox.sendDue();
    let row = await rowOf(message.key);
    expect(row).toMatchObject({ status: 'waiting', attempts: 1, claimedUntil: null });
    expect(row.lastError).toContain('Try again later');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a pass leaves it alone.
    smtp.answer = 'accept';
    await t.app.outbox.sendDue();
    expect((await rowOf(message.key)).attempts).toBe(1);

    await makeDue(message.key);
    const before = smtp.received.length;
    await t.app.outbox.sendDue();
    await smtp.waitFor(before + 1);
    row = await rowOf(message.key);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('marks a message the server rejects for good as failed, with the reason', async () => {
    const message = email();
    await queueMessage(db(), message);
    smtp.answer = { code: 550, message: 'No such mailbox' };
    await t.app.outbox.sendDue();
    const row = await rowOf(message.key);
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('No such mailbox');
  });

  it('gives up after the last retry', async () => {
    const message = email();
    await queueMessage(db(), message);
    smtp.answer = { code: 451, message: 'Mailbox busy' };
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await makeDue(message.key);
      await t.app.outbox.sendDue();
    }
    const row = await rowOf(message.key);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row.lastError).toMatch(new RegExp(`^Gave up after ${MAX_ATTEMPTS} attempts: .*Mailbox busy`));
  });

  it('leaves a message claimed by a process that died mid-send until the claim runs out, then sends it', async () => {
    const message = email();
    await queueMessage(db(), message);
    await db()
      .update(outboxMessages)
      .set({ attempts: 1, claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outboxMessages.key, message.key));
    const before = smtp.received.length;
    await t.app.outbox.sendDue();
    expect(await rowOf(message.key)).toMatchObject({ status: 'waiting', attempts: 1 });
    await db()
      .update(outboxMessages)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.key, message.key));
    await t.app.outbox.sendDue();
    await smtp.waitFor(before + 1);
    expect(await rowOf(message.key)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends every message exactly once when two processes work the outbox at once', async () => {
    const other = await t.anotherApp();
    const messages = Array.from({ length: 30 }, () => email({ kind: 'race' }));
    for (const message of messages) await queueMessage(db(), message);
    const before = smtp.received.length;
    for (;;) {
      const [a, b] = await Promise.all([t.app.outbox.sendDue(), other.outbox.sendDue()]);
      if (a + b === 0) break;
    }
    const received = (await smtp.waitFor(before + 30)).slice(before);
    const subjects = received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(messages.map((m) => m.subject).sort());
    const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'race'));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('keeps messages waiting while the SMTP server is down', async () => {
    const down = await smtpStandIn();
    await down.close();
    const other = await t.anotherApp({ SMTP_URL: down.url });
    const message = email();
    await queueMessage(db(), message);
    await other.outbox.sendDue();
    const row = await rowOf(message.key);
    expect(row).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(row.lastError).toBeTruthy();
    await makeDue(message.key);
    const before = smtp.received.length;
    await t.app.outbox.sendDue();
    await smtp.waitFor(before + 1);
    expect((await rowOf(message.key)).status).toBe('sent');
  });
});

describe('outbox worker without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('writes each e-mail as an .eml file under DATA_DIR/mail', async () => {
    const message = email({ subject: 'Your booking', html: '<h1>Asante</h1>' });
    await queueMessage(t.database.db, message);
    await t.app.outbox.sendDue();
    const folder = path.join(t.dataDir, 'mail');
    const [file] = fs.readdirSync(folder).filter((name) => name.endsWith('-test.eml'));
    expect(file).toBeDefined();
    const mail = await simpleParser(fs.readFileSync(path.join(folder, file!)));
    expect(mail.subject).toBe('Your booking');
    expect(mail.to).toMatchObject({ text: message.to });
    expect(mail.text!.trim()).toBe(message.text);
    expect(mail.html).toContain('<h1>Asante</h1>');
  });

  it('writes each SMS as a text file under DATA_DIR/sms when SMS is not configured', async () => {
    await queueMessage(t.database.db, {
      channel: 'sms',
      key: 'sms:file',
      kind: 'test_sms',
      to: '255712345678',
      text: 'Asante!',
    });
    await t.app.outbox.sendDue();
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.key, 'sms:file'));
    expect(row).toMatchObject({ status: 'sent' });
    const folder = path.join(t.dataDir, 'sms');
    const [file] = fs.readdirSync(folder).filter((name) => name.endsWith('-test_sms.txt'));
    expect(fs.readFileSync(path.join(folder, file!), 'utf8')).toBe('To: +255712345678\n\nAsante!\n');
  });
});
