import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEMO_IMAGES_DIR, DEMO_MEDIA_PREFIX } from '#server/db/seed/demo-image-url.ts';
import { uploadsDir } from '#server/http/uploads.ts';

const DAY = 24 * 60 * 60;

/** Shipped demo images, uploaded images and, in production, the built web app. */
export async function registerStatic(app: FastifyInstance, opts: { dataDir: string; webDistDir?: string }) {
  await app.register(fastifyStatic, {
    root: DEMO_IMAGES_DIR,
    prefix: DEMO_MEDIA_PREFIX,
    maxAge: DAY * 1000,
    decorateReply: false,
  });
  const uploads = uploadsDir(opts.dataDir);
  fs.mkdirSync(uploads, { recursive: true });
  // Upload names are generated and never reused, so they can be cached for good.
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/media/',
    maxAge: 365 * DAY * 1000,
    immutable: true,
    decorateReply: false,
  });
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
