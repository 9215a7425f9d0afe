import { OkResponse } from '@shop/contract/common';
import { NEWSLETTER_THANKS_MESSAGE, NewsletterSubscribeBody } from '@shop/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { FormLimit } from '../../lib/form-limit';
import { NewsletterService } from './service';

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db; formLimit: FormLimit }> = async (
  app,
  { db, formLimit },
) => {
  const newsletter = new NewsletterService(db);

  app.post(
    '/subscribe/',
    {
      config: { rateLimit: formLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address (201 new, 200 already subscribed)',
        body: NewsletterSubscribeBody,
        response: { 200: OkResponse, 201: OkResponse },
      },
    },
    async (request, reply) => {
      const created = await newsletter.subscribe(request.body.email);
      // The same words either way: the answer should not tell strangers who is subscribed.
      return reply.status(created ? 201 : 200).send({ message: NEWSLETTER_THANKS_MESSAGE });
    },
  );
};
