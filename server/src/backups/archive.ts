import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/lib/private-files.ts';
import { knownMigrations } from './schema-version';

/** docs/backups.md, "What an archive holds". Raised only when a reader would need other code. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const DUMP = 'dump.sql';
export const UPLOADS = 'uploads';

/** A manifest is read into memory: tens of thousands of images list in a few megabytes. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
/** What a member costs besides its bytes: its 512-byte header. */
const MEMBER_OVERHEAD_BYTES = 512;
/** docs/backups.md, "Restoring": an archive may unpack to this share of the free space at most. */
const FREE_SPACE_SHARE = 0.9;

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

/** Read in pieces: a dump may be larger than the memory the shop has. */
export function sha256Of(file: string): string {
  const hash = createHash('sha256');
  const chunk = Buffer.allocUnsafe(1024 * 1024);
  const fd = fs.openSync(file, 'r');
  try {
    for (let read = fs.readSync(fd, chunk); read > 0; read = fs.readSync(fd, chunk)) {
      hash.update(chunk.subarray(0, read));
    }
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir: string, prefix = ''): string[] {
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
 * The manifest comes first, so that a restore knows every member's size before it writes one.
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
  fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
  const partial = `${file}.partial`;
  try {
    // Made the owner's before a byte of the database is in it; tar writes into it as it is.
    fs.writeFileSync(partial, '', { mode: PRIVATE_FILE_MODE });
    fs.chmodSync(partial, PRIVATE_FILE_MODE);
    const members = [
      MANIFEST,
      ...fs
        .readdirSync(staging)
        .filter((name) => name !== MANIFEST)
        .sort(),
    ];
    await tar.c({ file: partial, cwd: staging, gzip: true, portable: true }, members);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export type UnpackLimits = {
  /** The most the members may hold together; unset: FREE_SPACE_SHARE of the free space in `into`. */
  maxBytes?: number;
};

/** A member's path as the archive names it, if it is one a restore may write: inside the folder. */
function safeMemberPath(name: string): string | undefined {
  const trimmed = name.replace(/\/+$/, '');
  const parts = trimmed.split('/');
  if (!trimmed || trimmed.includes('\0') || trimmed.includes('\\') || trimmed.startsWith('/')) return;
  return parts.every((part) => part !== '' && part !== '.' && part !== '..') ? trimmed : undefined;
}

/** Why tar or gzip could not read `file`, in the owner's words: cut short is not changed. */
function unreadable(file: string, err: Error & { code?: string }): ArchiveError {
  const detail = err.message.replace(/^zlib: /, '');
  if (err.code === 'Z_BUF_ERROR' || /Truncated input/.test(err.message)) {
    return new ArchiveError(
      `${file} is cut short (${detail}): it ends before the archive does (an interrupted copy or a full disk); use another copy`,
    );
  }
  if (err.code === 'Z_DATA_ERROR' || /checksum failure/.test(err.message)) {
    return new ArchiveError(
      `${file} was changed or damaged after the backup (${detail}): its bytes do not match the archive's own checksums; use another copy`,
    );
  }
  return new ArchiveError(`${file} is not a backup archive (${detail}): use a shop-backup-*.tar.gz file`);
}

type Unpacked = { manifest: unknown; files: Map<string, { sha256: string; bytes: number }> };

/**
 * The members of `file` written into `into` as they are read, each hashed on the way: a member
 * that would pass `maxBytes` (by the size its header declares, before any of it is written), that
 * the manifest read before it does not list with that size, or that leaves the folder is refused
 * at once, so that a small archive that unpacks to terabytes never fills the disk.
 */
function extract(file: string, into: string, maxBytes: number): Promise<Unpacked> {
  const files = new Map<string, { sha256: string; bytes: number }>();
  let manifest: unknown;
  let total = 0;
  return new Promise((resolve, reject) => {
    let refusal: ArchiveError | undefined;
    const input = fs.createReadStream(file);
    const parser = new tar.Parser({ strict: true });
    const refuse = (err: ArchiveError) => {
      refusal ??= err;
      input.destroy();
      parser.abort(err);
    };
    parser.on('entry', (entry: tar.ReadEntry) => {
      if (refusal) return entry.resume();
      const name = safeMemberPath(entry.path);
      if (!name)
        return refuse(
          new ArchiveError(`${file}: ${entry.path} would be written outside the archive's folder`),
        );
      const full = path.join(into, name);
      if (entry.type === 'Directory') {
        fs.mkdirSync(full, { recursive: true, mode: PRIVATE_DIR_MODE });
        return entry.resume();
      }
      // Links and devices have no place in a backup; the manifest check reports one it lists.
      if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
        return entry.resume();
      }
      const declared = entry.size;
      total += declared + MEMBER_OVERHEAD_BYTES;
      if (total > maxBytes) {
        return refuse(
          new ArchiveError(
            `${file}: ${name} (${declared} bytes) would take the unpacked archive past ${maxBytes} bytes, more than this disk can spare: refused before it was written`,
          ),
        );
      }
      const listed = manifest ? (manifest as Partial<Manifest>).files?.[name] : undefined;
      if (manifest && name !== MANIFEST && listed?.bytes !== declared) {
        return refuse(
          new ArchiveError(
            `${file}: ${name} ${listed ? `does not match the manifest (${declared} bytes, not ${listed.bytes})` : 'not listed in the manifest'}: the archive was changed after the backup`,
          ),
        );
      }
      if (name === MANIFEST && declared > MANIFEST_MAX_BYTES) {
        return refuse(
          new ArchiveError(`${file}: its ${MANIFEST} is ${declared} bytes: it is not a backup of this shop`),
        );
      }
      fs.mkdirSync(path.dirname(full), { recursive: true, mode: PRIVATE_DIR_MODE });
      const fd = fs.openSync(full, 'wx', PRIVATE_FILE_MODE);
      const hash = createHash('sha256');
      const text: Buffer[] = [];
      let bytes = 0;
      entry.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
        if (name === MANIFEST) text.push(chunk);
        fs.writeSync(fd, chunk);
      });
      entry.on('end', () => {
        fs.closeSync(fd);
        files.set(name, { sha256: hash.digest('hex'), bytes });
        if (name !== MANIFEST) return;
        try {
          manifest = JSON.parse(Buffer.concat(text).toString('utf8'));
        } catch {
          // Reported by readManifest, with the rest of what a manifest must be.
        }
      });
    });
    parser.on('error', (err: Error & { code?: string }) => reject(refusal ?? unreadable(file, err)));
    parser.on('end', () => (refusal ? reject(refusal) : resolve({ manifest, files })));
    input.on('error', (err) => reject(refusal ?? new ArchiveError(`${file}: ${err.message}`)));
    input.pipe(parser);
  });
}

/**
 * Unpacks `file` into `into` (an empty folder) and checks it before anything else is touched: a
 * readable manifest of a known format and schema, and every file present with its checksum.
 */
export async function unpackArchive(
  file: string,
  into: string,
  limits: UnpackLimits = {},
): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new ArchiveError(`${file}: no such archive`);
  const free = fs.statfsSync(into);
  const maxBytes = limits.maxBytes ?? Math.floor(free.bavail * free.bsize * FREE_SPACE_SHARE);
  const { files } = await extract(file, into, maxBytes);
  const manifest = readManifest(file, into);
  const present = new Map([...files].filter(([name]) => name !== MANIFEST));
  for (const [name, expected] of Object.entries(manifest.files)) {
    const found = present.get(name);
    if (!present.delete(name) || !found) {
      throw new ArchiveError(
        `${file}: ${name} is listed in the manifest but missing: the archive is incomplete`,
      );
    }
    if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes) {
      throw new ArchiveError(
        `${file}: ${name} does not match its checksum in the manifest: the archive was changed after the backup`,
      );
    }
  }
  if (present.size > 0) {
    throw new ArchiveError(
      `${file}: ${[...present.keys()].join(', ')} not listed in the manifest: the archive was changed after the backup`,
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
