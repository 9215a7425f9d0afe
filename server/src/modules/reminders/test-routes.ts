import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxWorker } from '#server/modules/messages/outbox-worker.ts';
import type { RemindersService } from './reminders';

/** More passes than the outbox ever needs for what one reminders pass queues (it sends 20 a pass). */
const MAX_OUTBOX_PASSES = 50;

const RunAtBody = z.strictObject({
  /** The moment the pass believes it is, as the server tests' `runDue(now)` does. */
  at: z.iso.datetime({ offset: true }),
});
const RunAtResult = z.object({
  sent: z.number().int().describe('messages the outbox claimed after the pass'),
});

/**
 * docs/reminders.md, "In the browser tests": with TEST_ROUTES=true (never in production, config.ts),
 * `POST /api/admin/test/reminders/` runs the reminders pass at `at` and then the outbox at `at`,
 * once each, in the request. A cart reminder waits 24 hours and a marketing message waits out the
 * quiet hours, so a browser test names a moment instead of sleeping; the pass and the outbox are
 * the shop's own, only their clock is moved. The outbox at `at` also sends what waits for then.
 */
export const testReminderRoutes: FastifyPluginAsyncZod<{
  reminders: RemindersService;
  outbox: OutboxWorker;
}> = async (app, { reminders, outbox }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['admin test'],
        summary: 'Browser tests only (TEST_ROUTES): the reminders pass and the outbox at a moment they name',
        body: RunAtBody,
        response: { 200: RunAtResult },
      },
    },
    async (request) => {
      const at = new Date(request.body.at);
      await reminders.runDue(at);
      let sent = 0;
      for (let pass = 0; pass < MAX_OUTBOX_PASSES; pass++) {
        const claimed = await outbox.sendDue(at);
        sent += claimed;
        if (claimed === 0) break;
      }
      return { sent };
    },
  );
};
