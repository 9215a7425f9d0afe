import path from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_IMAGE_TYPES } from '@shop/contract/uploads';

/** One stored file, read as a stream. */
export type StoredFile = {
  body: Readable;
  contentType: string;
  length: number | undefined;
  etag: string | undefined;
};

/**
 * docs/uploads.md, "Where images live": where uploaded images and their variants are kept, on
 * this machine's disk or in an S3-compatible bucket. Names are flat: no folders, no slashes.
 */
export interface FileStore {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
  /** Removing a file that is not there is not an error. */
  delete(name: string): Promise<void>;
  /** Every name stored, for the start-up variant backfill. */
  list(): Promise<string[]>;
}

/** The stored file's bytes, or undefined when there is none. */
export async function readAll(store: FileStore, name: string): Promise<Buffer | undefined> {
  const file = await store.get(name);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(UPLOAD_IMAGE_TYPES).map(([type, extension]) => [`.${extension}`, type]),
);

/** The media type a stored file is served with, from its name's extension. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
}
