import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a listener hears: every notification, and whether it can hear them at all. */
export type ChannelHandlers = {
  notify(payload: string): void;
  /** Listening (again): notifications sent from now on will arrive. */
  connected(): void;
  /** The listening connection is gone: notifications may be missed until connected() again. */
  lost(): void;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `folder` (by default the shop's own) not yet applied. */
  migrate(folder?: string): Promise<void>;
  /** LISTEN on `channel` until the returned function is called. */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly heap, which
 * never shrinks: most of an idle server's memory, for a catalogue of a few megabytes. 16 MB
 * still holds the whole shop; the WAL buffers follow it (1/32 of shared_buffers).
 */
const PGLITE_SHARED_BUFFERS = ['-c', 'shared_buffers=16MB'];

/**
 * PGlite is 9 MB of WebAssembly. By default V8 compiles all of it at once and then recompiles the
 * busy parts with its optimising compiler in the background: tens of megabytes of machine code and
 * seconds of a core at every start. Compiling each function on its first call with the baseline
 * compiler alone halves the start and saves ~50 MB; queries run somewhat slower, which the
 * catalogue cache hides. (Set before the module is compiled; they only concern WebAssembly.)
 */
function useLeanWasmCompilation() {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--wasm-lazy-compilation');
}

/** PGlite in `dir` (or in memory when `dir` is undefined). */
export async function openPglite(dir?: string): Promise<Database> {
  // Loaded here, not at the top: a shop on PostgreSQL never holds PGlite's code in memory.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      // The admin's searches use trigram indexes (migration 0017, docs/admin-dashboard.md).
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SHARED_BUFFERS];
  useLeanWasmCompilation();
  // One options object: given `undefined` as its folder, PGlite would ignore a second argument.
  const client = new PGlite({ dataDir: dir, startParams, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    async listen(channel, handlers) {
      // One session in this process: a notification arrives as the writing statement commits.
      const unlisten = await client.listen(channel, handlers.notify);
      handlers.connected();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // The laptop list's prepared statements (modules/catalog/product-queries.ts) are planned for
    // each request's values: after five runs PostgreSQL would otherwise settle on one generic plan,
    // blind to whether a search matches 10 laptops or 1,000; the list under load held 250 req/s
    // with it and 340 without (docs/performance-log.md, 2026-11-28). Every other statement is
    // unnamed, and so planned each time anyway.
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // An idle connection dropped by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', () => {});
  // Fail fast with a clear error when the server is unreachable.
  await pool.query('select 1');
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) =>
      migrateOneAtATime(url, () => migrateNodePg(db, { migrationsFolder: folder })),
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/** Any fixed number, the same in every process of the shop: the advisory lock migrations take. */
const MIGRATION_LOCK = 7_424_001;

/**
 * Shop processes started together on one PostgreSQL (docs/deploy.md) would each apply the same
 * pending migration, and all but one fail on what the first created. A session-level advisory lock,
 * held on a connection of its own while the pool migrates, makes them take turns; the later ones
 * then find nothing left to apply. Ending the connection releases the lock, even after a failure.
 */
async function migrateOneAtATime(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.end();
  }
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own, outside the pool. When it drops (a database restart),
 * the listener is told at once and a new connection is tried every second until it works.
 */
async function listenOnPostgres(url: string, channel: string, handlers: ChannelHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    retry = undefined;
    // Keepalive probes notice a connection that died silently (no FIN); until then the cache's
    // maximum age bounds how stale an answer can be.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let gone = false;
    const onGone = () => {
      if (gone) return;
      gone = true;
      next.removeAllListeners('notification');
      handlers.lost();
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    };
    next.on('error', onGone);
    next.on('end', onGone);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      onGone();
      return;
    }
    if (stopped || gone) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.connected();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    if (last) {
      last.removeAllListeners('end');
      last.removeAllListeners('error');
      last.on('error', () => {});
      await last.end().catch(() => {});
    }
  };
}
