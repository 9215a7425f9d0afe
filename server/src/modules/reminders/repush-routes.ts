import { StartMobileMoneyBody } from '@shop/contract/mobile-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { LinkSigner } from '#server/modules/marketing/signed-links.ts';
import { PAGE_POLICY } from '#server/modules/marketing/unsubscribe-page.ts';
import { repushPage } from './repush-page';

const TokenQuery = z.object({ t: z.string().max(2000).default('') });

/** What the re-push needs of the payments module: its mobile-money start, as the customer's own route calls it. */
type Pusher = {
  start(userId: number, body: StartMobileMoneyBody, shopUrl: string): Promise<{ id: number }>;
};

/**
 * docs/reminders.md (a): the push reminder's signed link, no sign-in. The token names the order,
 * its customer and the number the last push went to, and ends with the order's hold; the push
 * goes through the same start (limits, payable checks) as the customer's own.
 */
export const repushRoutes: FastifyPluginAsyncZod<{
  signer: LinkSigner;
  mobileMoney: Pusher;
  shopUrl: string;
}> = async (app, { signer, mobileMoney, shopUrl }) => {
  const tags = ['reminders'];
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );
  const payloadOf = (token: string) => {
    const p = signer.verify(token);
    return p?.k === 'push' && typeof p.o === 'number' && typeof p.u === 'number' && typeof p.m === 'string'
      ? { orderId: p.o, userId: p.u, phone: p.m }
      : null;
  };
  const page = (reply: import('fastify').FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get(
    '/push/',
    {
      schema: {
        tags,
        summary: "The push reminder's page: asks to confirm, sends nothing",
        querystring: TokenQuery,
      },
    },
    async (request, reply) =>
      payloadOf(request.query.t)
        ? page(reply, 200, repushPage('confirm'))
        : page(reply, 400, repushPage('invalid')),
  );

  app.post(
    '/push/',
    {
      schema: {
        tags,
        summary: 'Send a new mobile money push for the order the signed link names',
        querystring: TokenQuery,
      },
    },
    async (request, reply) => {
      const target = payloadOf(request.query.t);
      if (!target) return page(reply, 400, repushPage('invalid'));
      const body = StartMobileMoneyBody.safeParse({ order_id: target.orderId, phone: target.phone });
      if (!body.success) return page(reply, 400, repushPage('invalid'));
      try {
        await mobileMoney.start(target.userId, body.data, shopUrl);
      } catch (err) {
        if (err instanceof AppError) return page(reply, err.status, repushPage('refused', err.message));
        throw err;
      }
      return page(reply, 201, repushPage('sent'));
    },
  );
};
