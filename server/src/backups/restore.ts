import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { uploadsDir } from '#server/http/uploads.ts';
import { privateDir, privateTree } from '#server/lib/private-files.ts';
import {
  ArchiveError,
  DUMP,
  filesUnder,
  type Manifest,
  sha256Of,
  type UnpackLimits,
  UPLOADS,
  unpackArchive,
} from './archive';
import { splitDumpHeader } from './dump-header';

export type RestoreResult = { manifest: Manifest; target: string; replaced: string[] };

/**
 * The dump as two queries: its settings, then the rest. PostgreSQL reads a whole query before it
 * runs any of it, so a setting that changes how text is read (standard_conforming_strings, off in
 * the embedded database's dumps: dump.ts) must be made by a query of its own, as psql would.
 * PostgreSQL 17 added transaction_timeout and pg_dump 17+ sets it; an older server (CI's 15)
 * refuses the unknown setting. It only switches a timeout off, which is off by default anyway: it
 * goes, from the settings only, never from a row's text.
 */
function loadableSql(dump: string): { settings: string; body: string } {
  const { header, body } = splitDumpHeader(dump);
  return { settings: header.replace(/^SET transaction_timeout = 0;$/m, ''), body };
}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

function hasFiles(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

async function postgresHasData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * One transaction: the shop's schemas emptied (with --force) and the dump loaded, or, on any
 * error, nothing changed at all.
 */
async function loadIntoPostgres(url: string, sql: { settings: string; body: string }, replace: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    if (replace) {
      await client.query(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      );
    }
    await client.query(sql.settings);
    await client.query(sql.body);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * What the images folder holds next to the archive's images: nothing; the same files (the shop
 * this archive was made of, as when it moves to PostgreSQL in its own data folder); some of them
 * and nothing else (images since removed); or another image, which a restore must not drop
 * unless forced. Sizes are compared first: only files of the same size are read.
 */
function imagesAgainst(uploads: string, manifest: Manifest): 'empty' | 'same' | 'some' | 'other' {
  const present = filesUnder(uploads);
  if (present.length === 0) return 'empty';
  for (const name of present) {
    const listed = manifest.files[`${UPLOADS}/${name}`];
    const full = path.join(uploads, name);
    if (!listed || fs.statSync(full).size !== listed.bytes || sha256Of(full) !== listed.sha256)
      return 'other';
  }
  const archived = Object.keys(manifest.files).filter((name) => name.startsWith(`${UPLOADS}/`)).length;
  return present.length === archived ? 'same' : 'some';
}

/** Moves `from` to `to`, first moving what is at `to` aside; answers where the old one went. */
function switchInto(from: string, to: string, stamp: string): string | undefined {
  let aside: string | undefined;
  if (fs.existsSync(to) && !hasFiles(to)) fs.rmdirSync(to);
  if (fs.existsSync(to)) {
    aside = `${to}.replaced-${stamp}`;
    fs.renameSync(to, aside);
  }
  fs.renameSync(from, to);
  return aside;
}

/**
 * docs/backups.md, "Restoring": `file` checked whole before anything is touched, then loaded into
 * the configured database (DATABASE_URL, else the data folder's PGlite) and its images into the
 * data folder, then migrated to this version of the shop. A target that holds a shop is refused
 * unless `force`; what it held is then moved aside (PGlite, images) or dropped in the same
 * transaction as the load (PostgreSQL). A failure leaves the target as it was.
 */
export async function restoreArchive(
  file: string,
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  { force = false, limits }: { force?: boolean; limits?: UnpackLimits } = {},
): Promise<RestoreResult> {
  const unlock = lockDataDir(config.dataDir);
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const staging = path.join(config.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  try {
    privateDir(config.dataDir);
    const unpacked = path.join(staging, 'archive');
    privateDir(unpacked);
    const manifest = await unpackArchive(file, unpacked, limits);

    const url = config.databaseUrl;
    const uploads = uploadsDir(config.dataDir);
    const target = url
      ? `the PostgreSQL database ${new URL(url).pathname.slice(1)}`
      : pgliteDir(config.dataDir);
    const images = imagesAgainst(uploads, manifest);
    const occupied = [
      ...((url ? await postgresHasData(url) : fs.existsSync(pgliteDir(config.dataDir))) ? [target] : []),
      ...(images === 'other' ? [uploads] : []),
    ];
    if (occupied.length > 0 && !force) {
      throw new ArchiveError(
        `${occupied.join(' and ')} already hold${occupied.length === 1 ? 's' : ''} a shop. ` +
          'Restore into an empty data folder or database, or add --force to replace it',
      );
    }

    const sql = loadableSql(fs.readFileSync(path.join(unpacked, DUMP), 'utf8'));
    const replaced: string[] = [];
    if (url) {
      await loadIntoPostgres(url, sql, force);
      const database = await openPostgres(url);
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    } else {
      const fresh = path.join(staging, 'pglite');
      const database = await openPglite(fresh);
      try {
        const client = (database.db as unknown as { $client: PGlite }).$client;
        await client.exec(sql.settings);
        await client.exec(sql.body);
        // The migrations run with the settings of any new session, not the dump's.
        await client.exec('reset all');
        await database.migrate();
      } finally {
        await database.close();
      }
      privateTree(fresh);
      const aside = switchInto(fresh, pgliteDir(config.dataDir), stamp);
      if (aside) replaced.push(aside);
    }
    // The archive's own images (the move to PostgreSQL, docs/backups.md) stay where they are.
    if (images !== 'same') {
      const restored = path.join(unpacked, UPLOADS);
      if (!fs.existsSync(restored)) fs.mkdirSync(restored);
      const aside = switchInto(restored, uploads, stamp);
      if (aside) replaced.push(aside);
    }
    return { manifest, target, replaced };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}
