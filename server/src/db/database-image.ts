// A new PGlite data folder copied from a prebuilt image instead of made by initdb and every
// migration at the first start (docs/first-start.md, "The database image").
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, migrationsFolder as shopMigrations } from './client';

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
const DATA = 'pglite';

/** What drizzle's migrator reads: each migration's SQL and the journal listing them, sorted. */
function migrationFiles(dir: string): string[] {
  const sql = fs.readdirSync(dir).filter((file) => file.endsWith('.sql'));
  return [...sql, path.join('meta', '_journal.json')].sort();
}

/**
 * What an image was made from: PGlite's version (its data files belong to one PostgreSQL) and every
 * migration's SQL and the journal, names and contents. A new, changed or removed migration changes
 * the key, and an image of another key is never used.
 */
export function databaseImageKey(migrationsFolder = shopMigrations): string {
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
  return hash.digest('hex');
}

/** The key `imageDir`'s image was made with, or undefined when it has none (or no data). */
function keyOf(imageDir: string): string | undefined {
  const keyFile = path.join(imageDir, KEY_FILE);
  if (!fs.existsSync(keyFile) || !fs.existsSync(path.join(imageDir, DATA, 'PG_VERSION'))) return undefined;
  return fs.readFileSync(keyFile, 'utf8').trim();
}

/** Whether `imageDir` holds an image made from `migrationsFolder` as it is now. */
export function databaseImageIsFresh(imageDir = defaultImageDir, migrationsFolder = shopMigrations): boolean {
  return keyOf(imageDir) === databaseImageKey(migrationsFolder);
}

/**
 * Makes the image, a PGlite folder after initdb and every migration with no row of the shop's in
 * it, unless a fresh one is there. It is written beside `imageDir` and renamed into place, so a
 * reader never sees half an image; the key is written last.
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
    const database = await openPglite(path.join(building, DATA));
    try {
      await database.migrate(migrationsFolder);
    } finally {
      await database.close();
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
 * Copies a fresh image into `dir`, which must not exist yet (or be empty): true when done, false
 * when there is no fresh image and the caller must create the database itself. The copy is made
 * beside `dir` and renamed, so a start stopped halfway leaves no folder that looks like a database.
 */
export function copyDatabaseImage(
  dir: string,
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
    fs.cpSync(path.join(imageDir, DATA), copying, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
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
