import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir()` tarball of a migrated PGlite database, for runs without TEST_DATABASE_URL. */
    pgliteTemplateFile: string | undefined;
    /** A migrated PostgreSQL database each test file's database is created from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Runs every migration once per test run, not once per test file: a fresh PGlite pays for
 * initdb and the migrations, which on a busy two-core machine took several seconds per file.
 * Each file then starts from a copy (build-test-app.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `shop_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString());
    await database.migrate();
    // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateFile', undefined);
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }

  const database = await openPglite();
  await database.migrate();
  // drizzle's PGlite driver exposes its client as `$client`; the engine-neutral Db type does not.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-'));
  const file = path.join(dir, 'pgdata.tar');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', undefined);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
