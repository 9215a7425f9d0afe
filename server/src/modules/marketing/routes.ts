import {
  type MarketingChannel,
  MarketingConsent,
  type UnsubscribeResult,
  UpdateMarketingConsentBody,
} from '@shop/contract/marketing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { smsNumberOf } from '#server/modules/messages/recipients.ts';
import { readConsent, recordConsent, withdrawAddress } from './consent';
import type { LinkSigner } from './signed-links';
import { PAGE_POLICY, unsubscribePage } from './unsubscribe-page';

/** docs/marketing-consent.md: the signed-in customer's consent, under /marketing. */
export const marketingConsentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['marketing'];
  app.get(
    '/consent/',
    {
      schema: {
        tags,
        summary: "The caller's marketing consent per channel",
        response: { 200: MarketingConsent },
      },
    },
    async (request) => readConsent(db, userOf(request).id),
  );
  app.put(
    '/consent/',
    {
      schema: {
        tags,
        summary: 'Give or withdraw marketing consent per channel (a channel left out stays as it is)',
        body: UpdateMarketingConsentBody,
        response: { 200: MarketingConsent },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      await db.transaction((tx) => recordConsent(tx, userId, request.body, 'profile'));
      return readConsent(db, userId);
    },
  );
};

const TokenQuery = z.object({ t: z.string().max(2000).default('') });
/** docs/marketing-consent.md: the first word of a reply that stops marketing SMS, in either language. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ACHA', 'SITISHA']);
/** Africa's Talking's incoming message (from, to, text, date, id, linkId), or its bulk opt-out notice. */
const IncomingSms = z.object({
  from: z.string().max(40).optional(),
  text: z.string().max(2000).optional(),
  phoneNumber: z.string().max(40).optional(),
  senderId: z.string().max(40).optional(),
});

/**
 * docs/marketing-consent.md: the ways out that need no sign-in: the e-mail's one-click link
 * (RFC 8058: `POST` with `List-Unsubscribe=One-Click`, or the page's button) and Africa's
 * Talking's incoming-message callback (a reply STOP), which carries `key` (their requests are
 * not signed).
 */
export const marketingPublicRoutes: FastifyPluginAsyncZod<{
  db: Db;
  signer: LinkSigner;
  smsCallbackKey: string;
  /** What else a STOP stops, in its transaction (docs/back-in-stock.md, "STOP"). */
  onSmsStop: (tx: Tx, number: string) => Promise<void>;
}> = async (app, { db, signer, smsCallbackKey, onSmsStop }) => {
  const tags = ['marketing'];
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const addressOf = (token: string) => {
    const p = signer.verify(token);
    return p?.k === 'unsubscribe' && (p.c === 'email' || p.c === 'sms') && typeof p.a === 'string'
      ? { channel: p.c as MarketingChannel, address: p.a }
      : null;
  };

  app.get(
    '/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'The unsubscribe page: asks to confirm, changes nothing',
        querystring: TokenQuery,
      },
    },
    async (request, reply) => {
      const target = addressOf(request.query.t);
      return reply
        .status(target ? 200 : 400)
        .header('content-security-policy', PAGE_POLICY)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(target ? 'confirm' : 'invalid', target?.address ?? null));
    },
  );

  app.post(
    '/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'Unsubscribe in one click (RFC 8058), no sign-in: the signed token names the address',
        querystring: TokenQuery,
      },
    },
    async (request, reply) => {
      const target = addressOf(request.query.t);
      const html =
        !request.headers['content-type']?.includes('json') && request.headers.accept?.includes('text/html');
      if (!target) {
        if (html)
          return reply.status(400).type('text/html; charset=utf-8').send(unsubscribePage('invalid', null));
        throw AppError.badRequest('This unsubscribe link is not valid.');
      }
      await db.transaction((tx) => withdrawAddress(tx, target.channel, target.address, 'unsubscribe_link'));
      if (html) {
        return reply
          .header('content-security-policy', PAGE_POLICY)
          .type('text/html; charset=utf-8')
          .send(unsubscribePage('done', target.address));
      }
      const result: z.infer<typeof UnsubscribeResult> = { unsubscribed: true, channel: target.channel };
      return result;
    },
  );

  app.post(
    '/sms/incoming/',
    {
      schema: {
        tags,
        summary: "Africa's Talking's incoming-message callback: a reply STOP stops marketing SMS",
        querystring: z.object({ key: z.string().max(100).default('') }),
      },
    },
    async (request, reply) => {
      if (request.query.key !== smsCallbackKey) throw AppError.forbidden('Unknown caller.');
      const body = IncomingSms.safeParse(request.body ?? {});
      if (!body.success) throw AppError.badRequest('Not an incoming message.');
      const { from, text, phoneNumber } = body.data;
      const word = (text ?? '').trim().split(/\s+/)[0]?.toUpperCase() ?? '';
      // An incoming message whose first word is a stop word, or Africa's Talking's own opt-out notice.
      const sender = text !== undefined ? (STOP_WORDS.has(word) ? from : undefined) : phoneNumber;
      const number = sender ? smsNumberOf(sender) : null;
      if (number) {
        await db.transaction(async (tx) => {
          await withdrawAddress(tx, 'sms', number, 'sms_stop');
          await onSmsStop(tx, number);
        });
      }
      return reply.status(200).type('text/plain').send('OK');
    },
  );
};
