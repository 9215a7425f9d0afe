import type { AddressInfo } from 'node:net';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '#server/db/schema.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeProduct, makeTour } from '#server/test/builders.ts';
import { bookTour, openCheckout } from '#server/test/checkout-steps.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of the sample named exactly `series` (name and labels as Prometheus prints them). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics without a token', () => {
  it('are not served at all', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics/',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics/',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics/',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('shop_');
    }
  });

  it('counts requests by route pattern, not by raw URL', async () => {
    const product = await makeProduct(t.database.db, { brand: 'fursa' });
    for (const id of [product.id, product.id + 1000]) {
      await t.app.inject({ method: 'GET', url: `/api/fursa/products/${id}/` });
    }
    const text = await scrape();
    expect(
      sample(
        text,
        'shop_http_request_duration_seconds_count{method="GET",route="/api/fursa/products/:id/",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'shop_http_request_duration_seconds_count{method="GET",route="/api/fursa/products/:id/",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(`/api/fursa/products/${product.id}/`);
  });

  it('counts public reads answered from memory and those computed', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const before = await scrape();
    const hits0 = sample(before, 'shop_public_cache_hits_total') ?? 0;
    const misses0 = sample(before, 'shop_public_cache_misses_total') ?? 0;
    // The first read fills the cache (once its notifications are live); the later ones are kept answers.
    await vi.waitFor(
      async () => {
        await fetch(`${base}/api/fursa/categories/`).then((r) => r.text());
        const hits = sample(await scrape(), 'shop_public_cache_hits_total') ?? 0;
        expect(hits).toBeGreaterThan(hits0);
      },
      { timeout: 5000, interval: 20 },
    );
    const after = await scrape();
    expect(sample(after, 'shop_public_cache_misses_total')).toBeGreaterThan(misses0);
  });

  it('reports the event-loop delay since the last scrape', async () => {
    /** One turn of the event loop: its timers, the monitor's among them, have had their phase. */
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const block = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // Holds the event loop, as a slow synchronous task would.
      }
    };
    const worst = async () => sample(await scrape(), 'shop_event_loop_delay_seconds{quantile="1"}');
    await scrape();
    // The monitor measures from one tick of its 10 ms timer to the next; a scrape starts a new
    // window, whose first tick only sets the starting point.
    block(20);
    await turn();
    await turn();
    block(250);
    await turn();
    await turn();
    expect(await worst()).toBeGreaterThan(0.2);
    // The stall was reported once, not at every scrape after it.
    expect(await worst()).toBeLessThan(0.2);
  });

  it('reports the outbox queue and its failures', async () => {
    for (const key of ['metrics:1', 'metrics:2', 'metrics:3']) {
      await queueMessage(t.database.db, {
        channel: 'email',
        key,
        kind: 'test',
        to: 'someone@example.com',
        subject: 'Hello',
        text: 'Hello',
        html: '<p>Hello</p>',
      });
    }
    await t.database.db
      .update(outboxMessages)
      .set({ status: 'failed', attempts: 9, lastError: 'refused' })
      .where(eq(outboxMessages.key, 'metrics:1'));
    await t.database.db
      .update(outboxMessages)
      .set({ attempts: 1, lastError: 'timeout' })
      .where(eq(outboxMessages.key, 'metrics:2'));
    const text = await scrape();
    const waiting = sample(text, 'shop_outbox_messages{status="waiting"}');
    expect(waiting).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'shop_outbox_messages{status="failed"}')).toBe(1);
    expect(sample(text, 'shop_outbox_retrying_messages')).toBe(1);
    expect(sample(text, 'shop_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reports payment attempts by provider and status', async () => {
    const customer = await t.register();
    const tour = await makeTour(t.database.db, { dates: [dateFromToday(20)] });
    const order = (await bookTour(t, customer.access, tour.id, dateFromToday(20))).json() as Order;
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    expect(session.session_id).toBeTruthy();
    expect(sample(await scrape(), 'shop_payment_sessions{provider="demo",status="open"}')).toBe(1);
  });
});
