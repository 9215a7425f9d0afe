import { IdParams } from '@shop/contract/common';
import {
  AdminListContactsQuery,
  ContactMessage,
  ContactMessagePage,
  ContactReplyBody,
} from '@shop/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { ContactService } from '#server/modules/contact/service.ts';

/** The admin inbox, under /admin/contacts (docs/roles-and-ownership.md). */
export const adminContactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const contacts = new ContactService(db);
  const tags = ['admin'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first, paged',
        querystring: AdminListContactsQuery,
        response: { 200: ContactMessagePage },
      },
    },
    async (request) => contacts.list(request.query),
  );

  for (const [path, isRead] of [
    ['/:id/mark-read/', true],
    ['/:id/mark-unread/', false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: isRead ? 'Mark a contact message as read' : 'Mark a contact message as unread',
          params: IdParams,
          response: { 200: ContactMessage },
        },
      },
      async (request) => contacts.setRead(userOf(request), request.params.id, isRead),
    );
  }

  app.post(
    '/:id/reply/',
    {
      schema: {
        tags,
        summary: 'E-mail a reply to the sender of a contact message; it joins the thread and marks it read',
        params: IdParams,
        body: ContactReplyBody,
        response: { 201: ContactMessage },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await contacts.reply(userOf(request), request.params.id, request.body.body)),
  );
};
