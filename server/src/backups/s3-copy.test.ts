import fs from 'node:fs';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { S3_STAND_IN_KEYS, type S3StandIn, startS3StandIn } from '#server/test/s3-stand-in.ts';
import { testDatabaseUrl } from '#server/test/scratch-postgres.ts';
import { runBackup } from './backup';

/**
 * docs/backups.md: with BACKUP_S3_* set, each archive is copied to the bucket, here a real
 * S3-compatible server (s3rver) on this machine; a refused copy is a failed backup.
 */

const KEYS = S3_STAND_IN_KEYS;

let t: TestApp;
let s3: S3StandIn;
let work: string;
let bucketUrl: string;

beforeAll(async () => {
  s3 = await startS3StandIn('shop-backups');
  work = s3.work;
  bucketUrl = s3.url('daily/');
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const backUp = async (accessKeyId: string) =>
  runBackup(
    t.database,
    {
      dataDir: t.dataDir,
      databaseUrl: await testDatabaseUrl(t.database),
      backups: { s3: { url: bucketUrl, region: 'us-east-1', ...KEYS, accessKeyId } },
    },
    { dir: path.join(work, 'local'), trigger: 'schedule' },
  );

describe('a backup with S3 configured', () => {
  it('is copied to the bucket, byte for byte', async () => {
    const outcome = await backUp(KEYS.accessKeyId);
    if (!outcome.ok) throw new Error(outcome.error);
    const client = new AwsClient({ ...KEYS, region: 'us-east-1', service: 's3' });
    const res = await client.fetch(`${bucketUrl}${path.basename(outcome.file)}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(fs.readFileSync(outcome.file));
  });

  it('fails, and is recorded as failed, when the store refuses the copy', async () => {
    const outcome = await backUp('NOT-A-KEY');
    expect(outcome).toEqual({
      ok: false,
      error: expect.stringMatching(
        /\.tar\.gz was written, but the copy to http:\/\/127\.0\.0\.1:\d+ was refused: 403 InvalidAccessKeyId$/,
      ),
    });
    const [run] = await t.database.db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1);
    expect(run).toMatchObject({ ok: false, error: outcome.ok ? null : outcome.error });
  });
});
