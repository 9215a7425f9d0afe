import { PrivacyNotice } from '@shop/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { noticeContent, publishNotice } from './privacy-notice';

/**
 * The privacy notice, under /privacy-notice (docs/privacy.md, "The privacy notice"). Its version
 * is settled as the server starts, before any consent is recorded, so every consent points at the
 * notice this process shows.
 */
export const privacyNoticeRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  let notice: PrivacyNotice | undefined;
  const current = async () => {
    notice ??= await publishNotice(db, noticeContent(config));
    return notice;
  };
  app.addHook('onReady', async () => {
    await current();
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'The privacy notice in force: its version, the officer, who receives the data and how long each kind is kept',
        response: { 200: PrivacyNotice },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return current();
    },
  );
};
