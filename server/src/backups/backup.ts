import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { backupRuns } from '#server/db/schema.ts';
import { uploadsDir } from '#server/http/uploads.ts';
import { PRIVATE_FILE_MODE, privateDir, privateTree } from '#server/lib/private-files.ts';
import { DUMP, packArchive, UPLOADS } from './archive';
import { dumpDatabase } from './dump';
import { archiveName, archiveTime, keepBackups } from './retention';
import { copyToS3 } from './s3-copy';
import { appliedSchemaVersion } from './schema-version';

export type BackupTrigger = 'schedule' | 'command';
export type BackupOutcome = { ok: true; file: string; bytes: number } | { ok: false; error: string };

/** The repository's own package.json, found upwards from here (src/backups/ or, bundled, dist/). */
function shopVersion(): string | null {
  for (
    let dir = path.dirname(fileURLToPath(import.meta.url));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string; workspaces?: unknown };
    if (pkg.workspaces) return pkg.version ?? null;
  }
  return null;
}

/** Hard links where the file system allows them: uploads are never changed in place, only added and removed. */
function snapshotUploads(from: string, to: string) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, copy] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) snapshotUploads(source, copy);
    if (!entry.isFile()) continue;
    try {
      fs.linkSync(source, copy);
    } catch (err) {
      // Removed since it was listed: its row is gone from the dump taken before, or soon will be.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      fs.copyFileSync(source, copy);
    }
  }
}

/**
 * docs/backups.md: one archive of the whole shop in `dir` (the database first, then the images,
 * so that every image a dumped row names is there), the archives in `dir` thinned to the
 * retention rule, a copy sent to S3 when configured, and the outcome recorded in backup_runs.
 * Never throws: a failure is an outcome.
 */
export async function runBackup(
  database: Database,
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & { backups: Pick<Config['backups'], 's3'> },
  { dir, trigger, now = new Date() }: { dir: string; trigger: BackupTrigger; now?: Date },
): Promise<BackupOutcome> {
  let outcome: BackupOutcome;
  // In the data folder, so that the images are linked rather than copied.
  const staging = path.join(config.dataDir, `.backup-${randomBytes(6).toString('hex')}`);
  try {
    // docs/backups.md, "Who can read them": the folders and archives the owner's alone, those made
    // before the shop made them so too, and PGlite's own files, which it writes readable by all.
    privateDir(dir);
    for (const name of fs.readdirSync(dir)) {
      if (archiveTime(name)) fs.chmodSync(path.join(dir, name), PRIVATE_FILE_MODE);
    }
    if (database.kind === 'pglite') privateTree(path.join(config.dataDir, 'pglite'));
    privateDir(staging);
    const schemaVersion = await appliedSchemaVersion(database.db);
    fs.writeFileSync(path.join(staging, DUMP), await dumpDatabase(database, config.databaseUrl), {
      mode: PRIVATE_FILE_MODE,
    });
    snapshotUploads(uploadsDir(config.dataDir), path.join(staging, UPLOADS));
    const file = path.join(dir, archiveName(now));
    await packArchive(staging, file, {
      createdAt: now.toISOString(),
      shopVersion: shopVersion(),
      schemaVersion,
      database: database.kind,
    });
    pruneBackups(dir);
    const { s3 } = config.backups;
    if (s3) {
      // A copy that did not leave the machine is a failure the overview must show.
      await copyToS3(file, s3).catch((err: Error) => {
        throw new Error(`${file} was written, but ${err.message}`);
      });
    }
    outcome = { ok: true, file, bytes: fs.statSync(file).size };
  } catch (err) {
    outcome = { ok: false, error: (err as Error).message };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  try {
    await database.db.insert(backupRuns).values({
      trigger,
      startedAt: now,
      ok: outcome.ok,
      file: outcome.ok ? path.basename(outcome.file) : null,
      bytes: outcome.ok ? outcome.bytes : null,
      error: outcome.ok ? null : outcome.error,
    });
  } catch (err) {
    const recording = `recording the outcome failed: ${(err as Error).message}`;
    outcome = outcome.ok
      ? { ok: false, error: `${outcome.file} was written, but ${recording}` }
      : { ok: false, error: `${outcome.error}; ${recording}` };
  }
  return outcome;
}

/** Removes the archives of `dir` that the retention rule no longer keeps; other files are left alone. */
function pruneBackups(dir: string) {
  const archives = fs.readdirSync(dir).flatMap((name) => {
    const time = archiveTime(name);
    return time ? [{ name, time }] : [];
  });
  const kept = new Set(keepBackups(archives).map((a) => a.name));
  for (const archive of archives) {
    if (!kept.has(archive.name)) fs.rmSync(path.join(dir, archive.name), { force: true });
  }
}
