// A new PGlite data folder copied from a prebuilt image instead of made by initdb, every migration
// and the demo catalogue at the first start (docs/first-start.md, "The database image").
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, migrationsFolder as shopMigrations } from './client';
import { seedDemoData } from './seed/seed-demo-data';

const self = fileURLToPath(import.meta.url);
/**
 * DATABASE_IMAGE_DIR, else server/database-image: from server/src/db/ in the sources, from
 * server/dist/ in the compiled bundle, so `npm run build`, the sources and the bundle share one image.
 */
export const defaultImageDir =
  process.env.DATABASE_IMAGE_DIR ??
  path.resolve(
    path.dirname(self),
    path.extname(self) === '.ts' ? '../../database-image' : '../database-image',
  );

const KEY_FILE = 'key';
/** The migrated empty database (SEED_DEMO=false), and the same with the demo catalogue in it. */
const EMPTY = 'pglite';
const DEMO = 'pglite-demo';

/**
 * What the demo catalogue is made from, from the repository root: the seed's data and code, and
 * the contract's helpers it calls (slugify, the warranty months). The schema is the migrations'.
 */
export const DEMO_SOURCES = ['server/src/db/seed', 'contract/src/catalog.ts', 'contract/src/serials.ts'];
const repositoryRoot = path.resolve(path.dirname(self), path.extname(self) === '.ts' ? '../../..' : '../..');

// Set by scripts/build-server.mjs (which hashes DEMO_SOURCES as demoCatalogueKey does): the bundle
// may run where the sources are not.
declare const __DEMO_CATALOGUE_KEY__: string | undefined;

/** The demo sources' files (tests and the drawn images left out: no row holds them), sorted. */
function demoSourceFiles(root: string): string[] {
  return DEMO_SOURCES.flatMap((source) => {
    const full = path.join(root, source);
    if (!fs.statSync(full).isDirectory()) return [source];
    return fs
      .readdirSync(full)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.posix.join(source, file));
  }).sort();
}

/** The SHA-256 of DEMO_SOURCES' files, names and contents: another demo catalogue, another key. */
export function demoCatalogueKey(root = repositoryRoot): string {
  if (root === repositoryRoot && typeof __DEMO_CATALOGUE_KEY__ === 'string') return __DEMO_CATALOGUE_KEY__;
  const hash = createHash('sha256');
  for (const file of demoSourceFiles(root)) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** What drizzle's migrator reads: each migration's SQL and the journal listing them, sorted. */
function migrationFiles(dir: string): string[] {
  const sql = fs.readdirSync(dir).filter((file) => file.endsWith('.sql'));
  return [...sql, path.join('meta', '_journal.json')].sort();
}

/**
 * What an image was made from: PGlite's version (its data files belong to one PostgreSQL), every
 * migration's SQL and the journal, names and contents, and the demo catalogue's sources. A new,
 * changed or removed migration, or an edited demo catalogue, changes the key, and an image of
 * another key is never used.
 */
export function databaseImageKey(migrationsFolder = shopMigrations, demoKey = demoCatalogueKey()): string {
  const hash = createHash('sha256');
  const pglitePackage = path.resolve(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '../package.json',
  );
  hash.update(fs.readFileSync(pglitePackage));
  for (const file of migrationFiles(migrationsFolder)) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  hash.update(`\0demo catalogue\0${demoKey}`);
  return hash.digest('hex');
}

/** The key `imageDir`'s image was made with, or undefined when it has none (or no data). */
function keyOf(imageDir: string): string | undefined {
  const keyFile = path.join(imageDir, KEY_FILE);
  const hasData = [EMPTY, DEMO].every((data) => fs.existsSync(path.join(imageDir, data, 'PG_VERSION')));
  if (!fs.existsSync(keyFile) || !hasData) return undefined;
  return fs.readFileSync(keyFile, 'utf8').trim();
}

/** Whether `imageDir` holds an image made from `migrationsFolder` as it is now. */
export function databaseImageIsFresh(imageDir = defaultImageDir, migrationsFolder = shopMigrations): boolean {
  return keyOf(imageDir) === databaseImageKey(migrationsFolder);
}

/**
 * Makes the image unless a fresh one is there: a PGlite folder after initdb and every migration
 * with no row of the shop's in it, and a copy of it with the demo catalogue (no admin: made at
 * each first start). It is written beside `imageDir` and renamed into place, so a reader never
 * sees half an image; the key is written last.
 */
export async function buildDatabaseImage(
  imageDir = defaultImageDir,
  migrationsFolder = shopMigrations,
): Promise<'fresh' | 'built'> {
  if (databaseImageIsFresh(imageDir, migrationsFolder)) return 'fresh';
  const key = databaseImageKey(migrationsFolder);
  const building = `${imageDir}.building-${randomBytes(6).toString('hex')}`;
  try {
    fs.mkdirSync(building, { recursive: true });
    const empty = await openPglite(path.join(building, EMPTY));
    try {
      await empty.migrate(migrationsFolder);
    } finally {
      await empty.close();
    }
    fs.cpSync(path.join(building, EMPTY), path.join(building, DEMO), { recursive: true });
    const demo = await openPglite(path.join(building, DEMO));
    try {
      await demo.db.transaction((tx) => seedDemoData(tx));
      // Every first start copies the image: the seeding's WAL segment, 16 MB already replayed, is
      // left out (a new segment, a checkpoint in it, the old one removed rather than kept for reuse).
      await demo.db.execute(sql`set wal_recycle = off`);
      await demo.db.execute(sql`select pg_switch_wal()`);
      await demo.db.execute(sql`checkpoint`);
    } finally {
      await demo.close();
    }
    fs.writeFileSync(path.join(building, KEY_FILE), `${key}\n`);
    fs.rmSync(imageDir, { recursive: true, force: true });
    try {
      fs.renameSync(building, imageDir);
    } catch (err) {
      // Another start built the same image at the same time: theirs is as good.
      if (!databaseImageIsFresh(imageDir, migrationsFolder)) throw err;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return 'built';
}

/**
 * Copies a fresh image into `dir`, which must not exist yet (or be empty), with the demo catalogue
 * when `demo`: true when done, false when there is no fresh image and the caller must create the
 * database itself. The copy is made beside `dir` and renamed, so a start stopped halfway leaves no
 * folder that looks like a database.
 */
export function copyDatabaseImage(
  dir: string,
  { demo }: { demo: boolean },
  imageDir = defaultImageDir,
  migrationsFolder = shopMigrations,
): boolean {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return false;
  const key = databaseImageKey(migrationsFolder);
  if (keyOf(imageDir) !== key) return false;
  const copying = `${dir}.copying-${randomBytes(6).toString('hex')}`;
  try {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // A copy-on-write clone where the file system can (btrfs, XFS, APFS), else a plain copy.
    fs.cpSync(path.join(imageDir, demo ? DEMO : EMPTY), copying, {
      recursive: true,
      mode: fs.constants.COPYFILE_FICLONE,
    });
    // Made again by another start while this one copied (migrations changed meanwhile): not used.
    if (keyOf(imageDir) !== key) return false;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(copying, dir);
    return true;
  } catch {
    // The image replaced while being read, a full disk: the caller creates the database instead.
    return false;
  } finally {
    fs.rmSync(copying, { recursive: true, force: true });
  }
}
