import fs from 'node:fs/promises';
import path from 'node:path';
import type { LocalFileStore } from './local-file-store';
import type { S3FileStore } from './s3-file-store';

/**
 * docs/uploads.md, "Switching to a bucket": copies every file of the local uploads folder that the
 * bucket does not have yet, so it can be run again after a failure or a late upload.
 */
export async function copyToBucket(
  local: LocalFileStore,
  bucket: S3FileStore,
): Promise<{ copied: number; present: number }> {
  let copied = 0;
  let present = 0;
  for (const name of await local.list()) {
    const file = path.join(local.dir, name);
    if (!(await fs.stat(file)).isFile()) continue;
    if (await bucket.exists(name)) {
      present += 1;
      continue;
    }
    await bucket.put(name, await fs.readFile(file));
    copied += 1;
  }
  return { copied, present };
}
