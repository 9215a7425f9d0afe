import { OkResponse } from '@shop/contract/common';
import { CONTACT_THANKS_MESSAGE, ContactBody } from '@shop/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import type { FormLimit } from '#server/lib/form-limit.ts';
import { ContactService } from './service';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; formLimit: FormLimit }> = async (
  app,
  { db, formLimit },
) => {
  const contacts = new ContactService(db);

  app.post(
    '/',
    {
      config: { rateLimit: formLimit },
      schema: {
        tags: ['contact'],
        summary: 'Send an enquiry to the shop (no account needed)',
        body: ContactBody,
        response: { 201: OkResponse },
      },
    },
    async (request, reply) => {
      await contacts.send(request.body);
      return reply.status(201).send({ message: CONTACT_THANKS_MESSAGE });
    },
  );
};
