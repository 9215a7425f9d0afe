import { IdParams } from '@shop/contract/common';
import { AdminListOutboxQuery, OutboxMessage, OutboxPage } from '@shop/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { listOutbox, resendMessage } from './outbox-queries';

/** The outbox, under /admin/messages/outbox (docs/messages.md). */
export const adminOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'E-mails and SMS the shop sent or will send, newest first, paged',
        querystring: AdminListOutboxQuery,
        response: { 200: OutboxPage },
      },
    },
    async (request) => listOutbox(db, request.query),
  );

  app.post(
    '/:id/resend/',
    {
      schema: {
        tags,
        summary: 'Send a failed message again (409 for one not failed)',
        params: IdParams,
        response: { 200: OutboxMessage },
      },
    },
    async (request) => resendMessage(db, userOf(request), request.params.id),
  );
};
