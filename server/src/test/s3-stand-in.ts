import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's own credentials: it refuses any other access key (it does not check the secret). */
export const S3_STAND_IN_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3StandIn = {
  /** The URL of `folder` (ending in `/`) in the bucket. */
  url(folder: string): string;
  /** A scratch folder beside the stand-in's storage, removed by close(). */
  work: string;
  close(): Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free loopback port, holding one empty `bucket`. */
export async function startS3StandIn(bucket: string): Promise<S3StandIn> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${bucket}-`));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  return {
    url: (folder) => `http://127.0.0.1:${port}/${bucket}/${folder}`,
    work,
    async close() {
      await s3.close();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
