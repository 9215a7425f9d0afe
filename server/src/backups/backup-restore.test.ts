import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AuthResponse } from '@shop/contract/auth';
import { desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { backupRuns, contactMessages, profiles, users } from '#server/db/schema.ts';
import { uploadsDir } from '#server/http/uploads.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeCategory, makeOrder, makeProduct } from '#server/test/builders.ts';
import { multipart, TINY_PNG } from '#server/test/multipart.ts';
import { testDatabaseUrl } from '#server/test/scratch-postgres.ts';
import { unpackArchive } from './archive';
import { runBackup } from './backup';
import { restoreArchive } from './restore';
import { archiveName } from './retention';

/**
 * docs/backups.md: an archive of the shop this suite runs on (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) restores into an empty PGlite folder and an empty PostgreSQL database with
 * every row and image; a damaged, changed or too-new archive, or an occupied target, is refused
 * before anything is written.
 */

const TIMEOUT_MS = 180_000;
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A PostgreSQL server to restore into: the suite's own, else the usual local one. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let t: TestApp;
let work: string;
let archive: string;
let before: Record<string, string>;
let imageName: string;
let postgresAnswers = false;
let customer: AuthResponse;
/** The data folder the PGlite restore filled, restored over again by the --force test. */
let restoredDataDir: string;

/** Every row of every table of the shop, as text, by table. */
async function contents(database: Database): Promise<Record<string, string>> {
  const tables = await database.db
    .select({ name: sql<string>`tablename` })
    .from(sql`pg_tables`)
    .where(sql`schemaname = 'public'`);
  const all: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await database.db
      .select({ rows: sql<string>`coalesce(json_agg(t order by t::text)::text, '[]')` })
      .from(sql`public.${sql.identifier(name)} as t`);
    all[name] = row!.rows;
  }
  return all;
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database on the PostgreSQL server, and its URL; dropped after the test file. */
const scratch: string[] = [];
async function emptyPostgres(): Promise<string> {
  const name = `shop_restore_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  scratch.push(name);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A copy of `archive` with its files changed by `change` and packed again as they are, in `order`. */
async function repacked(change: (dir: string) => void, order?: string[]): Promise<string> {
  const dir = fs.mkdtempSync(path.join(work, 'repack-'));
  await tar.x({ file: archive, cwd: dir });
  change(dir);
  const file = `${dir}.tar.gz`;
  await tar.c({ file, cwd: dir, gzip: true }, order ?? fs.readdirSync(dir));
  return file;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** The distinct modes of the folders and files under `dir`, itself included. */
function modesUnder(dir: string): { dirs: number[]; files: number[] } {
  const dirs = new Set([modeOf(dir)]);
  const files = new Set<number>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) dirs.add(modeOf(full));
    else if (entry.isFile()) files.add(modeOf(full));
  }
  return { dirs: [...dirs], files: [...files] };
}

const bytesUnder = (dir: string): number =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

/**
 * A visitor's texts that a dump or a restore must carry as they are: lines a psql meta-command
 * starts with, a line pg_dump writes in its settings, quotes, backslashes, dollar quotes, and SQL
 * after a semicolon. Once, a message ending in a line `\restrict` lost its closing quote in the
 * dump and the next message ran as SQL at the restore, making its sender an admin.
 */
const HOSTILE_MESSAGES = [
  'Habari, I would like a laptop.\n\\restrict',
  "'); update public.users set is_staff = true, is_superuser = true; select ('",
  "\\unrestrict x\n\\restrict abc\nSET transaction_timeout = 0;\n$$ $_$ \\' \\\\ ''; drop table public.users; -- end\n\\",
];
const HOSTILE_NAME = "O'Brien \\restrict $$; drop table public.orders; --";
const HOSTILE_ADDRESS =
  "P.O. Box 1\n\\unrestrict x\n\\restrict\nDar es Salaam'); delete from public.orders; --";

/** The visitor's texts, read back from a restored shop, and nobody made an admin by them. */
async function expectHostileTextsWhole(database: Database) {
  const messages = await database.db
    .select({ name: contactMessages.name, message: contactMessages.message })
    .from(contactMessages)
    .orderBy(contactMessages.id);
  expect(messages.slice(-HOSTILE_MESSAGES.length)).toEqual(
    HOSTILE_MESSAGES.map((message) => ({ name: HOSTILE_NAME, message })),
  );
  const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, customer.user.id));
  expect(profile).toMatchObject({ fullName: HOSTILE_NAME, address: HOSTILE_ADDRESS });
  const admins = await database.db.select({ id: users.id }).from(users).where(eq(users.isStaff, true));
  expect(admins.map((a) => a.id)).not.toContain(customer.user.id);
}

const freshDataDir = () => fs.mkdtempSync(path.join(work, 'data-'));

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
  t = await buildTestApp();
  const admin = await t.admin();
  customer = await t.register();
  const category = await makeCategory(t.database.db, { brand: 'fursa' });
  const laptop = await makeProduct(t.database.db, {
    brand: 'fursa',
    categoryId: category.id,
    stockQuantity: 3,
  });
  await makeCartLine(t.database.db, {
    brand: 'fursa',
    userId: customer.user.id,
    productId: laptop.id,
    quantity: 1,
  });
  await makeOrder(t.database.db, {
    userId: customer.user.id,
    brand: 'fursa',
    lines: [{ itemName: laptop.name, price: laptop.price, productId: laptop.id }],
  });
  const form = await multipart(
    {
      name: 'Pictured',
      description: 'With a photo',
      price: '1000',
      category: String(category.id),
      stock_quantity: '1',
    },
    [{ name: 'laptop.png', type: 'image/png', bytes: TINY_PNG }],
  );
  const created = await t.as(admin.access, {
    method: 'POST',
    url: '/api/admin/products/',
    payload: form.payload,
    headers: form.headers,
  });
  expect(created.statusCode).toBe(201);
  imageName = path.basename((created.json() as { image_url: string }).image_url);

  for (const message of HOSTILE_MESSAGES) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: HOSTILE_NAME, email: 'mgeni@example.com', message, business_type: 'igsum' },
    });
    expect(sent.statusCode).toBe(201);
  }
  const profile = await t.as(customer.access, {
    method: 'PUT',
    url: '/api/auth/profile/',
    payload: {
      username: customer.user.username,
      email: customer.user.email,
      profile: { full_name: HOSTILE_NAME, address: HOSTILE_ADDRESS },
    },
  });
  expect(profile.statusCode).toBe(200);

  before = await contents(t.database);
  // An earlier backup of the same day, which retention drops, and a file that is none of its business.
  // Made as they were before backups were private: a folder and an archive any local user could read.
  fs.mkdirSync(path.join(work, 'backups'), { mode: 0o755 });
  fs.chmodSync(path.join(work, 'backups'), 0o755);
  fs.writeFileSync(path.join(work, 'backups', archiveName(new Date(Date.now() - 1000))), 'older');
  fs.writeFileSync(path.join(work, 'backups', 'notes.txt'), 'kept');
  const outcome = await runBackup(
    t.database,
    { dataDir: t.dataDir, databaseUrl: await testDatabaseUrl(t.database), backups: { s3: undefined } },
    { dir: path.join(work, 'backups'), trigger: 'command' },
  );
  if (!outcome.ok) throw new Error(outcome.error);
  archive = outcome.file;
  postgresAnswers = await onServer('select 1').then(
    () => true,
    () => false,
  );
}, TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
  for (const name of scratch) await onServer(`drop database if exists ${name} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`a backup of the shop on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("replaces the same day's earlier backup in its folder and leaves other files alone", () => {
    expect(fs.readdirSync(path.join(work, 'backups')).sort()).toEqual(['notes.txt', path.basename(archive)]);
  });

  it('is for the owner only: folder 0700, archive and its dump 0600', async () => {
    expect(modeOf(path.join(work, 'backups'))).toBe(0o700);
    expect(modeOf(archive)).toBe(0o600);
    // The dump's mode in the staging folder, as tar recorded it.
    const modes: Record<string, number> = {};
    await tar.t({
      file: archive,
      onReadEntry: (entry) => {
        modes[entry.path] = entry.mode ?? 0;
      },
    });
    expect(modes['dump.sql']! & 0o777).toBe(0o600);
    expect(modes['manifest.json']! & 0o777).toBe(0o600);
  });

  it('is recorded as a good backup, and the shop goes on taking orders after it', async () => {
    const [run] = await t.database.db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1);
    expect(run).toMatchObject({ ok: true, trigger: 'command', file: path.basename(archive), error: null });
    const res = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa' },
    });
    expect(res.statusCode).toBe(201);
  });

  it(
    'restores into an empty PGlite folder with every row and image',
    async () => {
      const dataDir = freshDataDir();
      restoredDataDir = dataDir;
      const { manifest } = await restoreArchive(archive, { dataDir, databaseUrl: undefined });
      expect(manifest.database).toBe(t.database.kind);
      expect(fs.readFileSync(path.join(uploadsDir(dataDir), imageName))).toEqual(
        fs.readFileSync(path.join(uploadsDir(t.dataDir), imageName)),
      );
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modesUnder(path.join(dataDir, 'pglite'))).toEqual({ dirs: [0o700], files: [0o600] });
      const restored = await openPglite(path.join(dataDir, 'pglite'));
      try {
        await expectHostileTextsWhole(restored);
        expect(await contents(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
    TIMEOUT_MS,
  );

  it(
    "moves to PostgreSQL as docs/backups.md says: `npm run restore` with DATABASE_URL, in the embedded shop's own data folder",
    async (context) => {
      if (!postgresAnswers) context.skip(`no PostgreSQL answers at ${POSTGRES_URL}`);
      // The embedded shop as its owner has it: its database and its uploaded image in DATA_DIR.
      if (!restoredDataDir) throw new Error('runs after the PGlite restore, whose data folder it moves');
      const dataDir = restoredDataDir;
      const url = await emptyPostgres();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(SERVER_DIR, 'scripts', 'restore.ts'), archive],
        { cwd: path.dirname(SERVER_DIR), env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url } },
      );
      expect(stdout).toMatch(/^Restored the backup of .* into the PostgreSQL database shop_restore_/);
      expect(stdout).not.toContain('kept in');
      expect(fs.readdirSync(dataDir).filter((name) => name.includes('.replaced-'))).toEqual([]);
      expect(fs.readFileSync(path.join(uploadsDir(dataDir), imageName))).toEqual(
        fs.readFileSync(path.join(uploadsDir(t.dataDir), imageName)),
      );
      const moved = await openPostgres(url);
      try {
        expect(await contents(moved)).toEqual(before);
      } finally {
        await moved.close();
      }
    },
    TIMEOUT_MS,
  );

  it('is refused over a data folder holding another image, unless forced', async (context) => {
    if (!postgresAnswers) context.skip(`no PostgreSQL answers at ${POSTGRES_URL}`);
    const dataDir = freshDataDir();
    fs.mkdirSync(uploadsDir(dataDir), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(dataDir), imageName), 'another shop');
    await expect(restoreArchive(archive, { dataDir, databaseUrl: await emptyPostgres() })).rejects.toThrow(
      /uploads already holds a shop/,
    );
  });

  it(
    'restores into an empty PostgreSQL database with every row and image',
    async (context) => {
      // Only a machine without any PostgreSQL skips this; CI has one.
      if (!postgresAnswers) context.skip(`no PostgreSQL answers at ${POSTGRES_URL}`);
      const url = await emptyPostgres();
      const dataDir = freshDataDir();
      await restoreArchive(archive, { dataDir, databaseUrl: url });
      expect(fs.readFileSync(path.join(uploadsDir(dataDir), imageName))).toEqual(
        fs.readFileSync(path.join(uploadsDir(t.dataDir), imageName)),
      );
      const restored = await openPostgres(url);
      try {
        await expectHostileTextsWhole(restored);
        expect(await contents(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
    TIMEOUT_MS,
  );

  it('is refused when a file was changed after the backup, and nothing is written', async () => {
    const tampered = await repacked((dir) => {
      fs.appendFileSync(path.join(dir, 'dump.sql'), '\nupdate public.products set price = 1;\n');
    });
    const dataDir = freshDataDir();
    await expect(restoreArchive(tampered, { dataDir, databaseUrl: undefined })).rejects.toThrow(
      /dump\.sql does not match (its checksum in )?the manifest.*: the archive was changed after the backup/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('is refused as changed, not as cut short, when its bytes were changed, and nothing is written', async () => {
    const bytes = Buffer.from(fs.readFileSync(archive));
    bytes[Math.floor(bytes.length / 2)]! ^= 0x55;
    const changed = path.join(work, 'changed.tar.gz');
    fs.writeFileSync(changed, bytes);
    const dataDir = freshDataDir();
    const refusal = restoreArchive(changed, { dataDir, databaseUrl: undefined });
    await expect(refusal).rejects.toThrow(
      /was changed or damaged after the backup .*: its bytes do not match the archive's own checksums/,
    );
    await expect(refusal).rejects.not.toThrow(/cut short/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('is refused when a member would unpack past the limit, before it is written', async () => {
    // 64 MiB of zeros: a few dozen kilobytes once compressed, a bomb at a thousand times the size.
    const bomb = await repacked(
      (dir) => {
        fs.writeFileSync(path.join(dir, 'dump.sql'), Buffer.alloc(64 * 1024 * 1024));
      },
      ['dump.sql', 'manifest.json', 'uploads'],
    );
    const into = fs.mkdtempSync(path.join(work, 'bomb-'));
    await expect(unpackArchive(bomb, into, { maxBytes: 8 * 1024 * 1024 })).rejects.toThrow(
      /dump\.sql \(67108864 bytes\) would take the unpacked archive past 8388608 bytes.*refused before it was written/,
    );
    expect(bytesUnder(into)).toBeLessThan(8 * 1024 * 1024);
    // Listed first, the manifest says how large each member is: one larger is refused unread.
    const listed = await repacked(
      (dir) => {
        fs.writeFileSync(path.join(dir, 'dump.sql'), Buffer.alloc(64 * 1024 * 1024));
      },
      ['manifest.json', 'dump.sql', 'uploads'],
    );
    const dataDir = freshDataDir();
    await expect(restoreArchive(listed, { dataDir, databaseUrl: undefined })).rejects.toThrow(
      /dump\.sql does not match the manifest \(67108864 bytes, not \d+\): the archive was changed after the backup/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('is refused when a file was added after the backup', async () => {
    const added = await repacked((dir) => {
      fs.writeFileSync(path.join(dir, 'uploads', 'extra.png'), TINY_PNG);
    });
    await expect(restoreArchive(added, { dataDir: freshDataDir(), databaseUrl: undefined })).rejects.toThrow(
      /uploads\/extra\.png not listed in the manifest/,
    );
  });

  it('is refused when cut short', async () => {
    const truncated = path.join(work, 'truncated.tar.gz');
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const dataDir = freshDataDir();
    await expect(restoreArchive(truncated, { dataDir, databaseUrl: undefined })).rejects.toThrow(
      /is cut short .*: it ends before the archive does/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.each([
    [
      'a newer schema',
      { schemaVersion: '9999_from_the_future' },
      /made by a newer version of the shop \(schema 9999_from_the_future/,
    ],
    [
      'another archive format',
      { format: 2 },
      /is in archive format 2; this version of the shop reads format 1/,
    ],
  ])('is refused when made with %s', async (_name, change, message) => {
    const other = await repacked((dir) => {
      const file = path.join(dir, 'manifest.json');
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), ...change }));
    });
    await expect(restoreArchive(other, { dataDir: freshDataDir(), databaseUrl: undefined })).rejects.toThrow(
      message,
    );
  });

  it(
    'is refused over a shop that has data unless forced, which keeps the old one aside',
    async () => {
      const dataDir = restoredDataDir;
      // An image the archive does not hold, which only --force may move aside.
      fs.writeFileSync(path.join(uploadsDir(dataDir), 'other.png'), TINY_PNG);
      await expect(restoreArchive(archive, { dataDir, databaseUrl: undefined })).rejects.toThrow(
        /pglite and .*uploads already hold a shop\. Restore into an empty data folder or database, or add --force/,
      );
      const { replaced } = await restoreArchive(
        archive,
        { dataDir, databaseUrl: undefined },
        { force: true },
      );
      expect(replaced.map((p) => path.basename(p).replace(/-\d.*$/, ''))).toEqual([
        'pglite.replaced',
        'uploads.replaced',
      ]);
      const restored = await openPglite(path.join(dataDir, 'pglite'));
      try {
        expect(await contents(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
    TIMEOUT_MS,
  );
});
