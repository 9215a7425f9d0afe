import { OkResponse } from '@shop/contract/common';
import { NEWSLETTER_THANKS_MESSAGE, NewsletterSubscribeBody } from '@shop/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import type { FormLimit } from '#server/lib/form-limit.ts';
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
        summary: 'Subscribe an e-mail address (200 whether new or already subscribed)',
        body: NewsletterSubscribeBody,
        response: { 200: OkResponse },
      },
    },
    async (request, reply) => {
      await newsletter.subscribe(request.body.email);
      // The same answer either way, status included: it must not tell strangers who is subscribed.
      return reply.status(200).send({ message: NEWSLETTER_THANKS_MESSAGE });
    },
  );
};
