import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { dumpDatabase } from './dump';

/**
 * docs/backups.md, "Who can read them": pg_dump's command line, which `ps` shows every local user,
 * never holds the database password. The real pg_dump runs, through a stand-in on the PATH that
 * writes down the arguments and environment it was given before handing over.
 */

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = `not-for-ps-${randomBytes(4).toString('hex')}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pgdump-'));
const name = `shop_argv_${randomBytes(6).toString('hex')}`;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await onServer(`drop database if exists ${name} with (force)`).catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
});

it('gives pg_dump the password through its environment, not its arguments', async (context) => {
  const answers = await onServer('select 1').then(
    () => true,
    () => false,
  );
  if (!answers) context.skip(`no PostgreSQL answers at ${SERVER}`);
  const realPgDump = execFileSync('sh', ['-c', 'command -v pg_dump'], { encoding: 'utf8' }).trim();
  const seen = path.join(work, 'seen');
  fs.mkdirSync(path.join(work, 'bin'));
  fs.writeFileSync(
    path.join(work, 'bin', 'pg_dump'),
    `#!/bin/sh\nprintf '%s\\n' "$@" > '${seen}.args'\nprintf '%s' "$PGPASSWORD" > '${seen}.password'\nexec '${realPgDump}' "$@"\n`,
    { mode: 0o700 },
  );
  await onServer(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  url.password = PASSWORD;
  const pathBefore = process.env.PATH;
  process.env.PATH = `${path.join(work, 'bin')}:${pathBefore}`;
  try {
    const dump = await dumpDatabase({ kind: 'postgres' } as Database, url.toString());
    expect(dump).toContain('PostgreSQL database dump complete');
  } finally {
    process.env.PATH = pathBefore;
  }
  const args = fs.readFileSync(`${seen}.args`, 'utf8');
  expect(args).toContain(name);
  expect(args).not.toContain(PASSWORD);
  expect(fs.readFileSync(`${seen}.password`, 'utf8')).toBe(PASSWORD);
});
