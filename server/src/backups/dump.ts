import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { protocol } from '@electric-sql/pglite';
import type { Database } from '#server/db/client.ts';

/**
 * docs/backups.md, "What an archive holds": the whole database as plain SQL, one snapshot, with
 * multi-row INSERTs instead of COPY so that restore.ts loads it with one simple query on either
 * engine, and without owners or grants so that it loads under any role.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=200'];

/** pg_dump 17+ marks its psql meta-commands this way; the dump is loaded without psql. */
const PSQL_RESTRICT = /^\\(?:un)?restrict\b.*\r?\n?/gm;

export async function dumpDatabase(database: Database, databaseUrl: string | undefined): Promise<string> {
  if (database.kind === 'postgres') {
    if (!databaseUrl) throw new Error('a PostgreSQL database needs its DATABASE_URL to be dumped');
    return dumpPostgres(databaseUrl);
  }
  return dumpPglite((database.db as unknown as { $client: PGlite }).$client);
}

/**
 * Debian's (or any) pg_dump, which refuses a server newer than itself with a message that says so.
 * It reads one REPEATABLE READ snapshot on a connection of its own while the shop goes on writing.
 */
async function dumpPostgres(url: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pg_dump', [...DUMP_ARGS, '--inserts', '--dbname', url], {
    maxBuffer: 1024 * 1024 * 1024,
    encoding: 'utf8',
  }).catch((err: NodeJS.ErrnoException & { stderr?: string }) => {
    if (err.code === 'ENOENT') {
      throw new Error("pg_dump was not found: install PostgreSQL's client tools (Debian: postgresql-client)");
    }
    throw new Error(`pg_dump failed: ${err.stderr?.trim() || err.message}`);
  });
  return stdout.replace(PSQL_RESTRICT, '');
}

/**
 * PGlite has one session, shared with the running shop. pglite-tools' pg_dump speaks to it
 * through the raw protocol, which PGlite's locks do not guard: taken here, they keep every
 * query and transaction of the shop out until the dump is done (the shop waits, it does not
 * fail). pg_dump leaves its read-only transaction open on that session and its own settings
 * (an empty search_path above all) on it, so both are undone here before the shop may write again.
 */
async function dumpPglite(client: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const exec = (statement: string) => client.execProtocol(protocol.serialize.query(statement));
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      try {
        // pgDump's own query() and exec() would wait for the locks held here; the search_path it
        // asks for only to set it back is reset below anyway.
        const session = {
          query: async () => ({ rows: [{ search_path: 'public' }] }),
          exec,
          execProtocolRawStream: client.execProtocolRawStream.bind(client),
        } as unknown as PGlite;
        const file = await pgDump({ pg: session, args: DUMP_ARGS });
        return await file.text();
      } finally {
        await exec('rollback; reset all');
      }
    }),
  );
}
