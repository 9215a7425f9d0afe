import type { FastifyInstance } from 'fastify';
import type { S3FileStore } from './s3-file-store';

/** Generated upload names and their variants' (http/uploads.ts, lib/image-variants.ts). */
const MEDIA_NAME = /^[a-f0-9]{32}(\.(png|jpg|gif|webp)|-\d+w\.webp)$/;
/** Names are generated and never reused, so an image can be cached for good, as from the disk. */
const FOREVER = 'public, max-age=31536000, immutable';
/** A redirect may change when the owner moves the bucket's public address. */
const A_DAY = 'public, max-age=86400';

/**
 * docs/uploads.md, "Where images live": with uploads in a bucket, /media/<name> (the URL the
 * catalogue keeps) is answered from the bucket, or redirected to UPLOADS_PUBLIC_URL when the
 * bucket is served directly, so every process behind a load balancer serves every image.
 */
export async function registerBucketMedia(
  app: FastifyInstance,
  { store, publicUrl }: { store: S3FileStore; publicUrl: string | undefined },
): Promise<void> {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params;
    if (!MEDIA_NAME.test(name)) return reply.callNotFound();
    if (publicUrl) return reply.header('cache-control', A_DAY).redirect(`${publicUrl}${name}`, 302);
    const file = await store.getIfChanged(name, request.headers['if-none-match']);
    if (!file) return reply.callNotFound();
    reply.header('cache-control', FOREVER);
    if (file === 'unchanged') {
      return reply.code(304).header('etag', request.headers['if-none-match']).send();
    }
    if (file.etag) reply.header('etag', file.etag);
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply.type(file.contentType).send(file.body);
  });
}
