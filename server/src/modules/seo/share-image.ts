import fs from 'node:fs/promises';
import path from 'node:path';
import { type ItemKind, SHARE_IMAGE } from '@shop/contract/item-pages';
import { MAX_UPLOAD_PIXELS } from '@shop/contract/uploads';
import { DEMO_IMAGES_DIR, DEMO_MEDIA_PREFIX } from '#server/db/seed/demo-image-url.ts';
import { type FileStore, readAll } from '#server/lib/image-store/file-store.ts';
import { loadSharp } from '#server/lib/image-variants.ts';

/** docs/seo.md: chat apps fetch at most this much of a preview image. */
export const MAX_SHARE_IMAGE_BYTES = 300 * 1024;
/** Tried in turn until the JPEG fits MAX_SHARE_IMAGE_BYTES; a detailed photo may need the lower ones. */
const QUALITIES = [82, 70, 55, 40];

/** The brand's own picture, for an item without one the shop holds (docs/seo.md). */
const BRAND_PICTURE: Record<ItemKind, string> = {
  fursa: 'brand/fursa-hero.svg',
  igsum: 'brand/isml-hero.svg',
  tour: 'brand/isml-hero.svg',
};

/** The bytes of the picture an item shows, when the shop holds them: an upload or a demo image. */
async function pictureBytes(
  files: FileStore,
  item: { image: string | null; imageUrl: string | null },
): Promise<Buffer | undefined> {
  if (item.image) return readAll(files, item.image);
  const url = item.imageUrl ?? '';
  if (!url.startsWith(DEMO_MEDIA_PREFIX)) return undefined;
  const file = path.resolve(DEMO_IMAGES_DIR, url.slice(DEMO_MEDIA_PREFIX.length));
  if (!file.startsWith(DEMO_IMAGES_DIR + path.sep)) return undefined;
  return fs.readFile(file).catch(() => undefined);
}

async function toShareJpeg(source: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = SHARE_IMAGE;
  const resized = await sharp(source, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize({ width, height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: resized.info.width, height: resized.info.height, channels: resized.info.channels };
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(resized.data, { raw }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_SHARE_IMAGE_BYTES) break;
  }
  return jpeg;
}

/**
 * docs/seo.md: the 1200 x 630 JPEG a chat app or social network shows for an item's page, made
 * with sharp from the item's own picture, else from its brand's, once, and kept in the uploads'
 * store (local disk or bucket, docs/uploads.md) under `name`.
 */
export async function shareImage(
  files: FileStore,
  kind: ItemKind,
  item: { image: string | null; imageUrl: string | null },
  name: string,
): Promise<Buffer> {
  const kept = await readAll(files, name);
  if (kept) return kept;
  const own = await pictureBytes(files, item);
  let jpeg: Buffer | undefined;
  if (own) jpeg = await toShareJpeg(own).catch(() => undefined);
  jpeg ??= await toShareJpeg(await fs.readFile(path.join(DEMO_IMAGES_DIR, BRAND_PICTURE[kind])));
  await files.put(name, jpeg);
  return jpeg;
}
