import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimitHits } from '#server/db/schema.ts';

/** A client's counter is forgotten this long after its window ended. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's counters in the database (docs/decisions/0002: no shared state in process memory),
 * so a limit of 20 an hour stays 20 however many API processes serve the shop. One upsert per
 * hit counts it and starts a new window once the old one has passed.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Each limited route counts on its own: `scope` is its method and URL. */
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      this.hit(`${this.scope} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      return new DatabaseRateLimitStore(options, `${String(route?.method ?? '')} ${route?.url ?? ''}`);
    }

    private async hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
      const window = sql`make_interval(secs => ${timeWindowMs / 1000}::double precision)`;
      const expired = sql`${rateLimitHits.windowStartedAt} + ${window} <= now()`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key: key.slice(0, 255), windowStartedAt: sql`now()`, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${rateLimitHits.windowStartedAt} end`,
          },
        })
        .returning({
          hits: rateLimitHits.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.windowStartedAt} + ${window} - now())) * 1000))`.mapWith(
            Number,
          ),
        });
      if (!row) throw new Error('rate limit upsert returned no row');
      // A new window is the moment to sweep out the counters of clients long gone.
      if (row.hits === 1) {
        await db
          .delete(rateLimitHits)
          .where(lt(rateLimitHits.windowStartedAt, new Date(Date.now() - FORGET_AFTER_MS - timeWindowMs)));
      }
      return { current: row.hits, ttl: row.ttl };
    }
  }
  return DatabaseRateLimitStore;
}
