import fs from 'node:fs';
import path from 'node:path';

/**
 * docs/backups.md, "Who can read them": the data folder, the backups and their dumps hold every
 * password hash, address and phone of the shop, so they are the owner's alone: folders 0700,
 * files 0600, also those made before the shop made them so.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * `dir` made if missing, and readable by its owner only either way. A folder the shop's user does
 * not own (a mount point set up by root for BACKUP_DIR) is its owner's to set: it is left as it is,
 * and what the shop writes in it is still 0600.
 */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}

/**
 * Every folder and file under `dir` (and `dir` itself) readable by its owner only: PGlite writes
 * its files 0666 whatever the umask. Links are not followed.
 */
export function privateTree(dir: string): void {
  let entries: fs.Dirent[];
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    // Gone while walked: a file PGlite removed in the meantime has nothing left to hide.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) privateTree(full);
    else if (entry.isFile()) {
      try {
        fs.chmodSync(full, PRIVATE_FILE_MODE);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
}
