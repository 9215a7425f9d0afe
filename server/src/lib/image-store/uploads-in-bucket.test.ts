import fs from 'node:fs';
import path from 'node:path';
import type { AuthResponse } from '@shop/contract/auth';
import type { CatalogProduct } from '@shop/contract/catalog';
import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { uploadsDir } from '#server/http/uploads.ts';
import { backfillVariants, variantNames } from '#server/lib/image-variants.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory } from '#server/test/builders.ts';
import { multipart } from '#server/test/multipart.ts';
import { S3_STAND_IN_KEYS, type S3StandIn, startS3StandIn } from '#server/test/s3-stand-in.ts';
import { copyToBucket } from './copy-to-bucket';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/**
 * docs/uploads.md, "Where images live": with UPLOADS_S3_* set, an image uploaded through one API
 * process is served by another one that has its own data folder, as behind a load balancer; the
 * bucket is a real S3-compatible server (s3rver) started on this machine.
 */

const KEYS = S3_STAND_IN_KEYS;

let s3: S3StandIn;
let work: string;
let bucketUrl: string;
let bucket: AwsClient;

beforeAll(async () => {
  s3 = await startS3StandIn('shop-media');
  work = s3.work;
  bucketUrl = s3.url('products/');
  bucket = new AwsClient({ ...KEYS, region: 'us-east-1', service: 's3' });
});
afterAll(async () => {
  await s3?.close();
});

const s3Settings = () => ({
  UPLOADS_S3_URL: bucketUrl,
  UPLOADS_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  UPLOADS_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
});

const picture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer();

/** An admin of `t` creates an IGSUM product with `image`; its stored name is returned. */
async function uploadThrough(t: TestApp, admin: AuthResponse, image: Buffer): Promise<CatalogProduct> {
  const category = await makeCategory(t.database.db, { brand: 'igsum' });
  const form = await multipart(
    {
      name: 'Makonde carving',
      description: 'Ebony',
      price: '40.00',
      category: String(category.id),
      stock_quantity: '3',
    },
    [{ name: 'carving.png', type: 'image/png', bytes: image }],
  );
  const res = await t.as(admin.access, {
    method: 'POST',
    url: '/api/admin/igsum-products/',
    payload: form.payload,
    headers: form.headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as CatalogProduct;
}

const inBucket = async (name: string) => {
  const res = await bucket.fetch(`${bucketUrl}${name}`);
  return res.ok ? Buffer.from(await res.arrayBuffer()) : res.status;
};
const otherDataDir = () => fs.mkdtempSync(path.join(work, 'data-'));

describe('uploads in an S3-compatible bucket', () => {
  let t: TestApp;
  let admin: AuthResponse;
  let b: FastifyInstance;
  let bDataDir: string;

  beforeAll(async () => {
    t = await buildTestApp(s3Settings());
    admin = await t.admin();
    bDataDir = otherDataDir();
    b = await t.anotherApp({ DATA_DIR: bDataDir });
  });
  afterAll(() => t?.close());

  it('are written to the bucket and served by another process with another data folder', async () => {
    const original = await picture();
    const product = await uploadThrough(t, admin, original);
    const name = product.image!;
    expect(product.image_url).toBe(`/media/${name}`);

    const served = await b.inject({ method: 'GET', url: product.image_url! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(original);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBeTruthy();
    expect(await inBucket(name)).toEqual(original);

    for (const variant of variantNames(name)) {
      const copy = await b.inject({ method: 'GET', url: `/media/${variant}` });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.rawPayload).toEqual(await inBucket(variant));
    }
    expect((await sharp((await inBucket(variantNames(name)[0]!)) as Buffer).metadata()).width).toBe(360);
    // Nothing on either machine's disk.
    for (const dataDir of [t.dataDir, bDataDir]) expect(fs.existsSync(uploadsDir(dataDir))).toBe(false);
  });

  it('answers a browser that already has the image with 304', async () => {
    const product = await uploadThrough(t, admin, await picture());
    const first = await b.inject({ method: 'GET', url: product.image_url! });
    const again = await b.inject({
      method: 'GET',
      url: product.image_url!,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('serves 404 for an image that is not there, and for a name the shop never makes', async () => {
    for (const url of [`/media/${'ab'.repeat(16)}.png`, '/media/..%2Fsecret.png', '/media/notes.txt']) {
      expect((await b.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('deletes the image and its variants from the bucket with the product', async () => {
    const product = await uploadThrough(t, admin, await picture());
    const name = product.image!;
    for (const file of [name, ...variantNames(name)]) expect(await inBucket(file)).toBeInstanceOf(Buffer);
    const res = await t.as(admin.access, {
      method: 'DELETE',
      url: `/api/admin/igsum-products/${product.id}/`,
    });
    expect(res.statusCode).toBe(204);
    for (const file of [name, ...variantNames(name)]) {
      expect(await inBucket(file)).toBe(404);
      expect((await b.inject({ method: 'GET', url: `/media/${file}` })).statusCode).toBe(404);
    }
  });

  it('makes the variants an image in the bucket is missing, as at start', async () => {
    const name = `${'0ddba11a'.repeat(4)}.png`;
    const put = await bucket.fetch(`${bucketUrl}${name}`, { method: 'PUT', body: await picture() });
    expect(put.status).toBe(200);
    const store = new S3FileStore(loadConfig(s3Settings()).uploads.s3!);
    expect(await backfillVariants(store, pino({ level: 'silent' }))).toBe(1);
    expect(
      (await sharp((await inBucket(`${'0ddba11a'.repeat(4)}-720w.webp`)) as Buffer).metadata()).width,
    ).toBe(720);
    expect(await backfillVariants(store, pino({ level: 'silent' }))).toBe(0);
  });

  it('redirects to UPLOADS_PUBLIC_URL when the bucket is served directly', async () => {
    const cdn = await t.anotherApp({
      DATA_DIR: otherDataDir(),
      UPLOADS_PUBLIC_URL: 'https://cdn.example/media',
    });
    const name = `${'ab'.repeat(16)}-360w.webp`;
    const res = await cdn.inject({ method: 'GET', url: `/media/${name}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example/media/${name}`);
  });
});

describe('uploads on the local disk (the default)', () => {
  it('are not served by another process with another data folder', async () => {
    const t = await buildTestApp();
    try {
      const product = await uploadThrough(t, await t.admin(), await picture());
      expect((await t.app.inject({ method: 'GET', url: product.image_url! })).statusCode).toBe(200);
      const b = await t.anotherApp({ DATA_DIR: otherDataDir() });
      for (const file of [product.image!, ...variantNames(product.image!)]) {
        expect((await b.inject({ method: 'GET', url: `/media/${file}` })).statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

describe('npm run uploads:to-s3', () => {
  it('copies the local uploads to the bucket, where another process serves them', async () => {
    const t = await buildTestApp();
    try {
      const original = await picture();
      const product = await uploadThrough(t, await t.admin(), original);
      const local = new LocalFileStore(uploadsDir(t.dataDir));
      const bucketStore = new S3FileStore(loadConfig(s3Settings()).uploads.s3!);
      expect(await copyToBucket(local, bucketStore)).toEqual({ copied: 3, present: 0 });
      expect(await copyToBucket(local, bucketStore)).toEqual({ copied: 0, present: 3 });

      const b = await t.anotherApp({ ...s3Settings(), DATA_DIR: otherDataDir() });
      const served = await b.inject({ method: 'GET', url: product.image_url! });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(original);
      for (const variant of variantNames(product.image!)) {
        const copy = await b.inject({ method: 'GET', url: `/media/${variant}` });
        expect(copy.rawPayload).toEqual(fs.readFileSync(path.join(local.dir, variant)));
      }
    } finally {
      await t.close();
    }
  });
});
