import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTour, dateFromToday } from '../../test/fixtures-orders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** The data step of the migration that created the payments table: its last statement. */
function backfillStatement(): string {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
  const file = fs.readdirSync(folder).find((name) => name.endsWith('_payments_and_refunds.sql'));
  const statements = fs.readFileSync(path.join(folder, file!), 'utf8').split('--> statement-breakpoint');
  return statements.at(-1)!;
}

/** A booking paid through `sessions` demo checkouts, every one paid and confirmed. */
async function bookingPaid(sessions: number) {
  const customer = await t.register();
  const date = dateFromToday(35);
  const tour = await createTour(db(), { price: '300.00', dates: [date] });
  const order = (
    await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'igsum', tour: tour.id, tour_date: date },
    })
  ).json() as Order;
  const opened: CheckoutSession[] = [];
  for (let i = 0; i < sessions; i++) {
    opened.push(
      (
        await t.as(customer.access, {
          method: 'POST',
          url: '/api/payments/checkout/',
          payload: { order_id: order.id },
        })
      ).json() as CheckoutSession,
    );
  }
  for (const session of opened) {
    await t.app.inject({
      method: 'POST',
      url: `${new URL(session.url).pathname}pay/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  }
  for (const session of opened) {
    await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/confirm/',
      payload: { session_id: session.session_id },
    });
  }
  return { customer, order };
}

describe('the payments migration', () => {
  it('records the payments confirmed before it as the shop records them now', async () => {
    await bookingPaid(1);
    await bookingPaid(2);
    const cancelled = await bookingPaid(1);
    const admin = await t.admin();
    await t.as(admin.access, {
      method: 'PUT',
      url: `/api/orders/admin/${cancelled.order.id}/`,
      payload: { status: 'cancelled' },
    });
    const columns = {
      orderId: payments.orderId,
      sessionId: payments.sessionId,
      amount: payments.amount,
      currency: payments.currency,
      outcome: payments.outcome,
      refundStatus: payments.refundStatus,
    };
    const live = await db().select(columns).from(payments).orderBy(asc(payments.sessionId));
    expect(live.map((p) => p.outcome)).toEqual(['applied', 'applied', 'duplicate', 'applied']);

    await db().delete(payments);
    await db().execute(sql.raw(backfillStatement()));
    const migrated = await db().select(columns).from(payments).orderBy(asc(payments.sessionId));
    // An order an admin cancelled after it was paid owes its money back too.
    expect(migrated).toEqual(
      live.map((p) =>
        p.orderId === cancelled.order.id ? { ...p, outcome: 'order_cancelled', refundStatus: 'due' } : p,
      ),
    );
  });
});
