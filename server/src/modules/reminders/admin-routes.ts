import { ReminderOverview, ReminderSettings, UpdateReminderSettingsBody } from '@shop/contract/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { readReminderSettings, saveReminderSettings } from './reminder-settings';
import type { RemindersService } from './reminders';

/** docs/reminders.md: the admin's switches and figures, under /api/admin/reminders. */
export const adminReminderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  reminders: RemindersService;
}> = async (app, { db, reminders }) => {
  const tags = ['admin reminders'];
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The reminders' switches, what each recovered, and Africa's Talking's incoming-SMS callback",
        response: { 200: ReminderOverview },
      },
    },
    async () => ({
      settings: await readReminderSettings(db),
      sms_incoming_callback_url: reminders.smsCallbackUrl,
      figures: await reminders.figures(),
    }),
  );
  app.put(
    '/settings/',
    {
      schema: {
        tags,
        summary: 'Switch each reminder on or off; applies from the next reminder pass',
        body: UpdateReminderSettingsBody,
        response: { 200: ReminderSettings },
      },
    },
    async (request) => saveReminderSettings(db, userOf(request), request.body),
  );
};
