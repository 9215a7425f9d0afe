import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a migrated PGlite database, for runs without TEST_DATABASE_URL. */
    pgliteTemplateDir: string | undefined;
    /** A migrated PostgreSQL database each test file's database is created from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Runs every migration once per test run, not once per test file: a fresh PGlite pays for
 * initdb and the migrations, which on a busy two-core machine took several seconds per file.
 * Each file then opens a copy of the folder (build-test-app.ts); copying files is also quicker
 * than loading a `dumpDataDir()` tarball into an in-memory PGlite.
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
    project.provide('pgliteTemplateDir', undefined);
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-'));
  const database = await openPglite(dir);
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplateDir', dir);
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
