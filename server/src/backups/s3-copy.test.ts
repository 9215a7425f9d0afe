import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { desc } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { testDatabaseUrl } from '#server/test/scratch-postgres.ts';
import { runBackup } from './backup';

/**
 * docs/backups.md: with BACKUP_S3_* set, each archive is copied to the bucket, here a real
 * S3-compatible server (s3rver) on this machine; a refused copy is a failed backup.
 */

/** s3rver's own credentials: it refuses any other access key. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'shop-backups';

let t: TestApp;
let s3: S3rver;
let work: string;
let bucketUrl: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  bucketUrl = `http://127.0.0.1:${port}/${BUCKET}/daily/`;
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
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
