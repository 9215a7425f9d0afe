import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { knownMigrations } from './schema-version';

/** docs/backups.md, "What an archive holds". Raised only when a reader would need other code. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const DUMP = 'dump.sql';
export const UPLOADS = 'uploads';

export type Manifest = {
  format: number;
  createdAt: string;
  shopVersion: string | null;
  /** The last migration applied to the dumped database. */
  schemaVersion: string;
  database: 'pglite' | 'postgres';
  /** sha256 (hex) and size of every other file in the archive, by its path there. */
  files: Record<string, { sha256: string; bytes: number }>;
};

/** Something wrong with an archive itself, said so that the owner knows what to do. */
export class ArchiveError extends Error {}

function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * Packs `staging` (dump.sql and uploads/, already in place) with a manifest of checksums into
 * `file`, written under a temporary name and renamed: a half-written archive never has the name.
 */
export async function packArchive(
  staging: string,
  file: string,
  about: Omit<Manifest, 'format' | 'files'>,
): Promise<void> {
  const files = Object.fromEntries(
    filesUnder(staging).map((name) => {
      const full = path.join(staging, name);
      return [name, { sha256: sha256Of(full), bytes: fs.statSync(full).size }];
    }),
  );
  const manifest: Manifest = { format: ARCHIVE_FORMAT, ...about, files };
  fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  try {
    await tar.c({ file: partial, cwd: staging, gzip: true, portable: true }, fs.readdirSync(staging));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Unpacks `file` into `into` (an empty folder) and checks it before anything else is touched: a
 * readable manifest of a known format and schema, and every file present with its checksum.
 */
export async function unpackArchive(file: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new ArchiveError(`${file}: no such archive`);
  try {
    // strict: a truncated or corrupt stream is an error, not a warning; only files and folders.
    await tar.x({
      file,
      cwd: into,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (err) {
    throw new ArchiveError(
      `${file} is not a complete backup archive (${(err as Error).message}): it was cut short or damaged; use another copy`,
    );
  }
  const manifest = readManifest(file, into);
  const present = new Set(filesUnder(into).filter((name) => name !== MANIFEST));
  for (const [name, expected] of Object.entries(manifest.files)) {
    const full = path.join(into, name);
    if (!present.delete(name)) {
      throw new ArchiveError(
        `${file}: ${name} is listed in the manifest but missing: the archive is incomplete`,
      );
    }
    if (sha256Of(full) !== expected.sha256) {
      throw new ArchiveError(
        `${file}: ${name} does not match its checksum in the manifest: the archive was changed or damaged after the backup`,
      );
    }
  }
  if (present.size > 0) {
    throw new ArchiveError(
      `${file}: ${[...present].join(', ')} not listed in the manifest: the archive was changed after the backup`,
    );
  }
  return manifest;
}

function readManifest(file: string, dir: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new ArchiveError(`${file} has no readable ${MANIFEST}: it is not a backup of this shop`);
  }
  if (manifest.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError(
      `${file} is in archive format ${manifest.format}; this version of the shop reads format ${ARCHIVE_FORMAT}. Restore it with the version of the shop that made it`,
    );
  }
  if (!manifest.files?.[DUMP]) throw new ArchiveError(`${file} holds no ${DUMP}`);
  const known = knownMigrations();
  if (!known.some((m) => m.tag === manifest.schemaVersion)) {
    throw new ArchiveError(
      `${file} was made by a newer version of the shop (schema ${manifest.schemaVersion}; this one knows up to ${known.at(-1)?.tag}). Update the shop, then restore`,
    );
  }
  return manifest;
}
