import type { CheckoutSession } from '@shop/contract/payments';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { payments } from '#server/db/schema.ts';
import type { TestApp } from './build-test-app';

/** A tour booking placed through the API, as the booking dialog places it. */
export const bookTour = (t: TestApp, token: string, tour: number, date: string, participants?: number) =>
  t.as(token, {
    method: 'POST',
    url: '/api/orders/',
    payload: {
      order_type: 'igsum',
      tour,
      tour_date: date,
      ...(participants === undefined ? {} : { participants }),
    },
  });

export const openCheckout = (t: TestApp, token: string, orderId: unknown) =>
  t.as(token, { method: 'POST', url: '/api/payments/checkout/', payload: { order_id: orderId } });

export const confirmCheckout = (t: TestApp, token: string, sessionId: string) =>
  t.as(token, { method: 'POST', url: '/api/payments/confirm/', payload: { session_id: sessionId } });

/** The demo provider's test-mode page of `session`, as a path on the shop. */
export const demoPagePath = (session: CheckoutSession) => new URL(session.url).pathname;

/** A button of the test-mode page pressed: an empty form posted to `path`. */
export const postDemoForm = (app: FastifyInstance, path: string) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

/** The payments recorded against an order, oldest first. */
export const paymentsOf = (db: Db, orderId: number) =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
