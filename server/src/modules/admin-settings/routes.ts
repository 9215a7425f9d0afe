import { AlertSettings, DailyAlertsSent, UpdateAlertSettingsBody } from '@shop/contract/alerts';
import { DeliverySettings, UpdateDeliverySettingsBody } from '@shop/contract/delivery';
import { PaymentSettings, UpdatePaymentSettingsBody } from '@shop/contract/mobile-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { readAlertSettings, saveAlertSettings } from '#server/modules/alerts/alert-settings.ts';
import { readDeliverySettings, saveDeliverySettings } from '#server/modules/settings/delivery-settings.ts';
import { readPaymentSettings, savePaymentSettings } from '#server/modules/settings/payment-settings.ts';

/** The admin's shop settings (docs/delivery.md, docs/payments.md, docs/messages.md), under /admin/settings. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin: settings'];

  app.get(
    '/delivery/',
    {
      schema: {
        tags,
        summary: 'Delivery fees and cash on delivery, as the next checkout applies them',
        response: { 200: DeliverySettings },
      },
    },
    async () => readDeliverySettings(db),
  );

  app.put(
    '/delivery/',
    {
      schema: {
        tags,
        summary: 'Change the delivery fees and cash on delivery; applies from the next checkout',
        body: UpdateDeliverySettingsBody,
        response: { 200: DeliverySettings },
      },
    },
    async (request) => saveDeliverySettings(db, userOf(request), request.body),
  );

  app.get(
    '/payment/',
    {
      schema: {
        tags,
        summary: 'The USD -> TZS rate mobile-money payments of USD orders are charged at',
        response: { 200: PaymentSettings },
      },
    },
    async () => readPaymentSettings(db),
  );

  app.put(
    '/payment/',
    {
      schema: {
        tags,
        summary: 'Change the USD -> TZS rate; applies to mobile-money payments started from now on',
        body: UpdatePaymentSettingsBody,
        response: { 200: PaymentSettings },
      },
    },
    async (request) => savePaymentSettings(db, userOf(request), request.body),
  );

  app.get(
    '/alerts/',
    {
      schema: {
        tags,
        summary: "Which alerts the admins get: low stock, sold out, yesterday's summary",
        response: { 200: AlertSettings },
      },
    },
    async () => readAlertSettings(db),
  );

  app.put(
    '/alerts/',
    {
      schema: {
        tags,
        summary: 'Switch the admins’ alerts on or off; applies from the next alert pass',
        body: UpdateAlertSettingsBody,
        response: { 200: AlertSettings },
      },
    },
    async (request) => saveAlertSettings(db, userOf(request), request.body),
  );

  app.post(
    '/alerts/send/',
    {
      schema: {
        tags,
        summary:
          "Send the daily alerts now (low stock, yesterday's summary), whatever the hour and the switches",
        response: { 200: DailyAlertsSent },
      },
    },
    async (request) => request.server.alerts.sendDailyNow(userOf(request)),
  );
};
