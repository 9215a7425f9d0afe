import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { protocol } from '@electric-sql/pglite';
import type { Database } from '#server/db/client.ts';
import { splitDumpHeader, withoutPsqlRestrict } from './dump-header';

/**
 * docs/backups.md, "What an archive holds": the whole database as plain SQL, one snapshot, with
 * multi-row INSERTs instead of COPY so that restore.ts loads it with one simple query on either
 * engine, and without owners or grants so that it loads under any role.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=200'];

/**
 * pglite-tools' pgDump deletes every line of its dump that starts with `\restrict` or `\unrestrict`,
 * rows' text included: a visitor's message with such a line lost its closing quote, and the next
 * row's text ran as SQL at the restore. With standard_conforming_strings off, pg_dump doubles every
 * backslash of a row's text, so no row's line can start with one; the restore honours the setting
 * (restore.ts).
 */
const PGLITE_DUMP_SETTING = 'standard_conforming_strings';

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
  const { args, env } = pgDumpInvocation(url);
  const { stdout } = await promisify(execFile)('pg_dump', args, {
    maxBuffer: 1024 * 1024 * 1024,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  }).catch((err: NodeJS.ErrnoException & { stderr?: string }) => {
    if (err.code === 'ENOENT') {
      throw new Error("pg_dump was not found: install PostgreSQL's client tools (Debian: postgresql-client)");
    }
    throw new Error(`pg_dump failed: ${err.stderr?.trim() || err.message}`);
  });
  return withoutPsqlRestrict(stdout);
}

/**
 * pg_dump's arguments and environment for `url`: the password goes through PGPASSWORD, which only
 * this user (and root) can read in /proc, never on the command line, which `ps` shows everyone.
 */
export function pgDumpInvocation(url: string): { args: string[]; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = parsed.password
    ? decodeURIComponent(parsed.password)
    : (parsed.searchParams.get('password') ?? undefined);
  parsed.password = '';
  if (parsed.searchParams.has('password')) parsed.searchParams.delete('password');
  return {
    args: [...DUMP_ARGS, '--inserts', '--dbname', parsed.toString()],
    env: password === undefined ? {} : { PGPASSWORD: password },
  };
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
        await exec(`set ${PGLITE_DUMP_SETTING} = off`);
        const dump = await (await pgDump({ pg: session, args: DUMP_ARGS })).text();
        if (!splitDumpHeader(dump).header.includes(`SET ${PGLITE_DUMP_SETTING} = off;`)) {
          throw new Error(`pg_dump did not dump with ${PGLITE_DUMP_SETTING} off: its rows' text is not safe`);
        }
        return withoutPsqlRestrict(dump);
      } finally {
        await exec('rollback; reset all');
      }
    }),
  );
}
