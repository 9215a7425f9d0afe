import fs from 'node:fs';
import path from 'node:path';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSessions } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour } from '#server/test/builders.ts';
import { bookTour, demoPagePath, openCheckout, postDemoForm } from '#server/test/checkout-steps.ts';
import { DEMO_DISABLED_MESSAGE } from './demo-checkout';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  t = await buildTestApp();
  // A stand-in for the web build: the server only needs its index.html.
  webDist = fs.mkdtempSync(path.join(t.dataDir, 'web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => t.close());

const db = () => t.database.db;

const META = '<meta name="payment-mode" content="test">';

describe('payment test mode', () => {
  it('marks every page in production when only the demo provider is configured', async () => {
    const app = await t.anotherApp({ NODE_ENV: 'production', WEB_DIST_DIR: webDist });
    for (const url of ['/', '/isml', '/booking-success?order_id=1', '/dashboard']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`${META}\n  </head>`);
    }
  });

  it('leaves pages unmarked with a real provider, and outside production', async () => {
    const stripe = await t.anotherApp({
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDist,
      STRIPE_SECRET_KEY: 'sk_live_dummy',
    });
    const development = await t.anotherApp({ NODE_ENV: 'development', WEB_DIST_DIR: webDist });
    for (const app of [stripe, development]) {
      const page = await app.inject({ method: 'GET', url: '/isml' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('payment-mode');
    }
  });

  it('refuses to take a demo payment once Stripe is the provider', async () => {
    const customer = await t.register();
    const date = dateFromToday(25);
    const tour = await makeTour(db(), { dates: [date] });
    const order = (await bookTour(t, customer.access, tour.id, date)).json() as Order;
    // Opened while the shop still ran the demo provider.
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    const page = demoPagePath(session);

    const stripe = await t.anotherApp({ STRIPE_SECRET_KEY: 'sk_live_dummy' });
    const view = await stripe.inject({ method: 'GET', url: page });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('Test-mode payments are switched off');
    expect(view.body).not.toContain('/pay/');

    const pay = await postDemoForm(stripe, `${page}pay/`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'conflict', message: DEMO_DISABLED_MESSAGE });
    const [row] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, session.session_id));
    expect(row!.status).toBe('open');

    // A demo session paid before the switch does not pay the order afterwards either.
    await postDemoForm(t.app, `${page}pay/`);
    const confirm = await stripe.inject({
      method: 'POST',
      url: '/api/payments/confirm/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { session_id: session.session_id },
    });
    expect(confirm.statusCode).toBe(409);
    const [unpaid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(unpaid!.paymentStatus).toBe('pending');
  });
});
