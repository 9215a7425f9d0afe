import fs from 'node:fs';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { BackupConfig } from '#server/config.ts';

/**
 * docs/backups.md, "Making backups": the archive PUT under the bucket URL, signed with AWS
 * Signature V4, which S3 and the S3-compatible stores (R2, B2, MinIO, Wasabi...) all accept.
 * Throws with the store's answer when it refuses.
 */
export async function copyToS3(file: string, s3: NonNullable<BackupConfig['s3']>): Promise<void> {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: 's3',
    retries: 2,
  });
  const target = new URL(path.basename(file), s3.url);
  const res = await client.fetch(target.toString(), {
    method: 'PUT',
    body: fs.readFileSync(file),
    headers: { 'content-type': 'application/gzip' },
  });
  if (!res.ok) {
    const body = await res.text();
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
    throw new Error(`the copy to ${target.origin} was refused: ${res.status}${code ? ` ${code}` : ''}`);
  }
}
