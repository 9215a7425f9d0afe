import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { queueMessage } from './outbox';
import { SendFailure } from './send-failure';
import { africasTalking } from './sms-sender';

type Received = { path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams };

/** Africa's Talking's messaging endpoint, as their docs describe it, checking what it is sent. */
async function atStandIn() {
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 201, body: {} };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      received.push({ path: req.url ?? '', headers: req.headers, form });
      const ok =
        req.method === 'POST' &&
        req.url === '/version1/messaging' &&
        req.headers.apikey === 'at-key' &&
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('username') === 'shop';
      if (!ok) {
        res.writeHead(401).end('The supplied authentication is invalid');
        return;
      }
      const number = form.get('to');
      const body =
        answer.status === 201 && Object.keys(answer.body as object).length === 0
          ? {
              SMSMessageData: {
                Message: 'Sent to 1/1 Total Cost: TSh 30.0000',
                Recipients: [
                  { statusCode: 101, number, status: 'Success', cost: 'TSh 30.0000', messageId: 'ATXid_1' },
                ],
              },
            }
          : answer.body;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer(status: number, body: unknown = {}) {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ONE = { id: 1, kind: 'test' };

const refused = (statusCode: number, status: string) => ({
  SMSMessageData: { Message: 'Sent to 0/1', Recipients: [{ statusCode, number: '+255712345678', status }] },
});

describe("Africa's Talking SMS", () => {
  let at: Awaited<ReturnType<typeof atStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    at = await atStandIn();
    t = await buildTestApp({
      AT_USERNAME: 'shop',
      AT_API_KEY: 'at-key',
      AT_SENDER_ID: 'IGSUM',
      AT_API_URL: at.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await at.close();
  });
  beforeEach(() => at.answer(201));
  const sender = (apiKey = 'at-key') =>
    africasTalking({ username: 'shop', apiKey, senderId: 'IGSUM', apiUrl: at.url });

  it('sends the number in international form, the text and the sender id, with the API key', async () => {
    await sender().send('255712345678', 'IGSUM: Booking IGS-1 confirmed.', ONE);
    const last = at.received.at(-1)!;
    expect(last.headers.accept).toBe('application/json');
    expect(Object.fromEntries(last.form)).toEqual({
      username: 'shop',
      to: '+255712345678',
      message: 'IGSUM: Booking IGS-1 confirmed.',
      from: 'IGSUM',
    });
  });

  it.each([
    ['a refused number', 201, refused(403, 'InvalidPhoneNumber'), false],
    ['a blacklisted recipient', 201, refused(406, 'UserInBlacklist'), false],
    ['an empty balance', 201, refused(405, 'InsufficientBalance'), true],
    ['a gateway error', 201, refused(501, 'GatewayError'), true],
    ['no recipient at all', 201, { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }, false],
    ['a server error', 500, { error: 'oops' }, true],
    ['too many requests', 429, { error: 'slow down' }, true],
  ])('classes %s', async (_name, status, body, temporary) => {
    at.answer(status, body);
    const error = await sender()
      .send('255712345678', 'hi', ONE)
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(SendFailure);
    expect((error as SendFailure).temporary).toBe(temporary);
  });

  it('classes a wrong API key as permanent', async () => {
    const error = await sender('wrong')
      .send('255712345678', 'hi', ONE)
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ temporary: false });
  });

  it('classes an unreachable host as temporary', async () => {
    const closed = await atStandIn();
    await closed.close();
    const error = await africasTalking({
      username: 'shop',
      apiKey: 'at-key',
      senderId: undefined,
      apiUrl: closed.url,
    })
      .send('255712345678', 'hi', ONE)
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ temporary: true });
  });

  it('sends a queued SMS through the outbox and marks it sent, or keeps it for a retry', async () => {
    const db = t.database.db;
    await queueMessage(db, {
      channel: 'sms',
      key: 'sms:ok',
      kind: 'test',
      to: '255754000111',
      text: 'Asante!',
    });
    await t.app.outbox.sendDue();
    const [sent] = await db.select().from(outboxMessages).where(eq(outboxMessages.key, 'sms:ok'));
    expect(sent).toMatchObject({ status: 'sent' });
    expect(at.received.at(-1)!.form.get('to')).toBe('+255754000111');

    at.answer(503, {});
    await queueMessage(db, {
      channel: 'sms',
      key: 'sms:later',
      kind: 'test',
      to: '255754000111',
      text: 'Again',
    });
    await t.app.outbox.sendDue();
    const [later] = await db.select().from(outboxMessages).where(eq(outboxMessages.key, 'sms:later'));
    expect(later).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(later!.lastError).toContain('503');
  });
});
