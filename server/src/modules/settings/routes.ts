import { DeliverySettings, UpdateDeliverySettingsBody } from '@shop/contract/delivery';
import { PaymentSettings, UpdatePaymentSettingsBody } from '@shop/contract/mobile-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { userOf } from '../../plugins/auth';
import { readDeliverySettings, saveDeliverySettings } from './delivery-settings';
import { readPaymentSettings, savePaymentSettings } from './payment-settings';

/**
 * The delivery terms the FURSA store advertises (free delivery over, fees, cash on delivery),
 * under /fursa. A public read, cached until the settings change (their table notifies).
 */
export const deliveryTermsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/delivery/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Delivery fees, the free-delivery threshold and cash on delivery, as checkout applies them',
        response: { 200: DeliverySettings },
      },
    },
    async () => readDeliverySettings(db),
  );
};

/** The admin's shop settings (docs/delivery.md, docs/payments.md), under /admin/settings. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin: settings'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/delivery/',
    {
      schema: {
        tags,
        summary: 'Delivery fees and cash on delivery, as the next checkout applies them',
        security,
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
        security,
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
        security,
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
        security,
        body: UpdatePaymentSettingsBody,
        response: { 200: PaymentSettings },
      },
    },
    async (request) => savePaymentSettings(db, userOf(request), request.body),
  );
};
