// `npm run uploads:to-s3`: copies DATA_DIR/uploads/ to the bucket of UPLOADS_S3_* (docs/uploads.md,
// "Moving to a bucket"). The local files are left where they are.
import { loadConfig } from '#server/config.ts';
import { uploadsDir } from '#server/http/uploads.ts';
import { copyToBucket } from '#server/lib/image-store/copy-to-bucket.ts';
import { LocalFileStore } from '#server/lib/image-store/local-file-store.ts';
import { S3FileStore } from '#server/lib/image-store/s3-file-store.ts';

const config = loadConfig();
if (!config.uploads.s3) {
  console.error('Set UPLOADS_S3_URL, UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY first.');
  process.exit(1);
}
const local = new LocalFileStore(uploadsDir(config.dataDir));
try {
  const { copied, present } = await copyToBucket(local, new S3FileStore(config.uploads.s3));
  console.log(
    `Copied ${copied} files from ${local.dir} to ${config.uploads.s3.url} (${present} were there already).`,
  );
} catch (err) {
  console.error(
    `The copy stopped: ${err instanceof Error ? err.message : String(err)}. Run it again to go on.`,
  );
  process.exit(1);
}
