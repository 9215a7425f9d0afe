import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type FileStore, type StoredFile } from './file-store';

/** The default: files under one folder of this machine (DATA_DIR/uploads/). */
export class LocalFileStore implements FileStore {
  constructor(readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), bytes);
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const file = path.join(this.dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    return {
      body: createReadStream(file),
      contentType: contentTypeOf(name),
      length: stat.size,
      etag: undefined,
    };
  }

  async exists(name: string): Promise<boolean> {
    return (await fs.stat(path.join(this.dir, name)).catch(() => undefined))?.isFile() ?? false;
  }

  async delete(name: string): Promise<void> {
    await fs.rm(path.join(this.dir, name), { force: true });
  }

  list(): Promise<string[]> {
    return fs.readdir(this.dir);
  }
}
