import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { RECEIPT_BACKLOG_ALERT_MINUTES } from '@shop/contract/receipts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { AppError } from '#server/lib/app-error.ts';
import { OUTBOX_STUCK_MINUTES, oldestUnclaimedDueMinutes } from '#server/modules/messages/outbox-stuck.ts';
import { receiptBacklog } from '#server/modules/receipts/backlog.ts';
import type { PublicCache } from './public-cache';
import { isPageRenderRead } from './request-log';

export const METRICS_PATH = '/api/metrics/';

/** Seconds; from a cached-sized answer to a slow checkout. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Fine enough to see a stall of tens of milliseconds, cheap enough to leave on. */
const EVENT_LOOP_RESOLUTION_MS = 10;

function digest(value: string) {
  return createHash('sha256').update(value).digest();
}

/**
 * docs/observability.md: Prometheus metrics at /api/metrics/ for whoever holds METRICS_TOKEN.
 * Registered only when the token is set, so prom-client (about 10 MB and 45 ms at start) is
 * loaded only by shops that scrape. Database figures (outbox, payments) are the shop's, the same
 * from every process; request, event-loop and cache figures are this process's.
 */
export const metricsPlugin = fp<{ token: string; db: Db; cache: PublicCache }>(
  async (app: FastifyInstance, { token, db, cache }) => {
    const { Counter, Gauge, Histogram, Registry } = await import('prom-client');
    const registry = new Registry();
    const registers = [registry];
    const expected = digest(`Bearer ${token}`);

    const latency = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Requests answered by Fastify, by route pattern (cached public reads: shop_public_cache_hits_total)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      // A page's own API reads are part of the page's request, as in the request log.
      if (isPageRenderRead(request)) return;
      latency.observe(
        {
          method: request.method,
          // The pattern, never the raw URL: one series per route, whatever ids or queries arrive.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });

    const loopDelay = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
    loopDelay.enable();
    app.addHook('onClose', async () => loopDelay.disable());
    new Gauge({
      name: 'shop_event_loop_delay_seconds',
      help: 'Event-loop delay since the previous scrape',
      labelNames: ['quantile'],
      registers,
      collect() {
        // The histogram counts in nanoseconds; its minimum is the sampling resolution itself.
        const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
        this.set({ quantile: '0.5' }, seconds(loopDelay.percentile(50)));
        this.set({ quantile: '0.99' }, seconds(loopDelay.percentile(99)));
        this.set({ quantile: '1' }, seconds(loopDelay.max));
        loopDelay.reset();
      },
    });

    let seenHits = 0;
    new Counter({
      name: 'shop_public_cache_hits_total',
      help: 'Public reads answered from memory before Fastify (docs/public-cache.md)',
      registers,
      collect() {
        this.inc(cache.hits - seenHits);
        seenHits = cache.hits;
      },
    });
    const misses = new Counter({
      name: 'shop_public_cache_misses_total',
      help: 'Public reads that Fastify computed (the cache was empty, stale or off)',
      registers,
    });
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && request.routeOptions.config.publicCache === true) misses.inc();
    });

    new Gauge({
      name: 'shop_outbox_messages',
      help: 'E-mails and SMS in the outbox, by status (docs/messages.md)',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        const rows = await sqlRows<{ status: string; n: number }>(
          db,
          sql`select status, count(*)::int as n from outbox_messages where status <> 'sent' group by status`,
        );
        this.set({ status: 'waiting' }, 0);
        this.set({ status: 'failed' }, 0);
        for (const row of rows) this.set({ status: row.status }, row.n);
      },
    });
    new Gauge({
      name: 'shop_outbox_oldest_due_seconds',
      help: `How long the oldest due, unclaimed message has waited (0: none); past ${OUTBOX_STUCK_MINUTES * 60} no process is sending`,
      registers,
      async collect() {
        this.set((await oldestUnclaimedDueMinutes(db)) * 60);
      },
    });
    new Gauge({
      name: 'shop_outbox_retrying_messages',
      help: 'Waiting messages that already failed at least once (a temporary failure: SMTP or SMS down)',
      registers,
      async collect() {
        const [row] = await sqlRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from outbox_messages where status = 'waiting' and attempts > 0`,
        );
        this.set(row?.n ?? 0);
      },
    });
    /** Rows of `table` counted by provider and status, read at each scrape. */
    const byProviderAndStatus = (
      name: string,
      help: string,
      table: 'payment_sessions' | 'mobile_money_attempts',
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['provider', 'status'],
        registers,
        async collect() {
          this.reset();
          const rows = await sqlRows<{ provider: string; status: string; n: number }>(
            db,
            sql`select provider, status, count(*)::int as n from ${sql.identifier(table)} group by provider, status`,
          );
          for (const row of rows) this.set({ provider: row.provider, status: row.status }, row.n);
        },
      });
    byProviderAndStatus(
      'shop_payment_sessions',
      'Payment sessions (hosted checkouts and mobile-money pushes), by provider and status',
      'payment_sessions',
    );
    byProviderAndStatus(
      'shop_mobile_money_attempts',
      'Mobile-money pushes, by aggregator and status (docs/payments.md)',
      'mobile_money_attempts',
    );
    new Gauge({
      name: 'shop_payments_refund_due',
      help: 'Payments received that could not be applied and wait for an admin to refund them',
      registers,
      async collect() {
        const [row] = await sqlRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from payments where refund_status = 'due'`,
        );
        this.set(row?.n ?? 0);
      },
    });

    // docs/receipts.md, "Backlog": what TRA has not acknowledged, and for how long.
    new Gauge({
      name: 'shop_receipts_unsent',
      help: 'Fiscal receipts TRA has not acknowledged yet (docs/receipts.md)',
      registers,
      async collect() {
        this.set((await receiptBacklog(db)).unsent);
      },
    });
    new Gauge({
      name: 'shop_receipts_oldest_unsent_seconds',
      help: `How long the oldest fiscal receipt has waited for TRA (0: none); the admin is alerted past ${RECEIPT_BACKLOG_ALERT_MINUTES * 60}`,
      registers,
      async collect() {
        this.set((await receiptBacklog(db)).oldest_seconds);
      },
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected))
        throw AppError.unauthenticated('A valid metrics token is required.');
      const body = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
);
