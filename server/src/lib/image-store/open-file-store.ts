import type { Config } from '#server/config.ts';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/** docs/uploads.md, "Where images live": the bucket when UPLOADS_S3_* are set, else `localDir` (DATA_DIR/uploads/). */
export function openFileStore(
  config: Pick<Config, 'uploads'>,
  localDir: string,
): LocalFileStore | S3FileStore {
  return config.uploads.s3 ? new S3FileStore(config.uploads.s3) : new LocalFileStore(localDir);
}
