import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEMO_IMAGES_DIR, DEMO_MEDIA_PREFIX } from '#server/db/seed/demo-image-url.ts';
import { registerBucketMedia } from '#server/lib/image-store/bucket-media.ts';
import type { LocalFileStore } from '#server/lib/image-store/local-file-store.ts';
import { S3FileStore } from '#server/lib/image-store/s3-file-store.ts';

const DAY = 24 * 60 * 60;

/** Shipped demo images, uploaded images (from the disk or a bucket) and, in production, the built web app. */
export async function registerStatic(
  app: FastifyInstance,
  opts: { uploads: LocalFileStore | S3FileStore; uploadsPublicUrl?: string; webDistDir?: string },
) {
  await app.register(fastifyStatic, {
    root: DEMO_IMAGES_DIR,
    prefix: DEMO_MEDIA_PREFIX,
    maxAge: DAY * 1000,
    decorateReply: false,
  });
  if (opts.uploads instanceof S3FileStore) {
    await registerBucketMedia(app, { store: opts.uploads, publicUrl: opts.uploadsPublicUrl });
  } else {
    fs.mkdirSync(opts.uploads.dir, { recursive: true });
    // Upload names are generated and never reused, so they can be cached for good.
    await app.register(fastifyStatic, {
      root: opts.uploads.dir,
      prefix: '/media/',
      maxAge: 365 * DAY * 1000,
      immutable: true,
      decorateReply: false,
    });
  }
  if (!opts.webDistDir) return;
  await app.register(fastifyStatic, {
    root: opts.webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // scripts/compress-dist.mjs writes .br and .gz files beside the build's assets.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name; everything else must be revalidated.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
