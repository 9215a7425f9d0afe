import { MAX_UPLOAD_PIXELS } from '@shop/contract/uploads';
import type { FastifyBaseLogger } from 'fastify';
import { type FileStore, readAll } from '#server/lib/image-store/file-store.ts';

/**
 * docs/uploads.md: an uploaded raster image is kept at these widths beside the original, as WebP,
 * so a 360 px phone downloads a picture its size (the web app's ProductImage offers them in
 * srcset). Never enlarged: a smaller original gives copies of its own width.
 */
export const VARIANT_WIDTHS = [360, 720] as const;

/** Generated upload names whose images are resized; GIFs (maybe animated) are kept as they are. */
const RESIZABLE = /^([a-f0-9]{32})\.(png|jpg|webp)$/;

/** The variants' file names of a stored upload, or none when it is not resized. */
export function variantNames(name: string): string[] {
  const base = RESIZABLE.exec(name)?.[1];
  return base ? VARIANT_WIDTHS.map((width) => `${base}-${width}w.webp`) : [];
}

/** sharp (libvips) loads with the first image to resize, not with the server. */
export async function loadSharp() {
  const { default: sharp } = await import('sharp');
  // One image at a time, nothing cached: uploads are rare, memory on a small server is not.
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
}

/** An image whose header claims more pixels than the shop decodes (docs/uploads.md). */
export class TooManyPixels extends Error {
  constructor(readonly pixels: number) {
    super(`the image has ${pixels} pixels, more than ${MAX_UPLOAD_PIXELS}`);
  }
}

/**
 * Throws TooManyPixels when the image's header (read without decoding a pixel) claims more than
 * MAX_UPLOAD_PIXELS: a few hundred kilobytes of PNG can unpack to gigabytes. Throws too when
 * the header cannot be read.
 */
export async function checkPixels(image: Buffer): Promise<void> {
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const pixels = width * height;
  if (pixels > MAX_UPLOAD_PIXELS) throw new TooManyPixels(pixels);
}

/**
 * Writes the variants of the upload `name` to `files` from its bytes. The image is decoded once, to
 * the largest width; the smaller copies are made from that. Throws TooManyPixels before decoding
 * an image over the limit, and throws when the bytes are not an image libvips can decode, which
 * no browser could show either.
 */
export async function writeVariants(files: FileStore, name: string, image: Buffer): Promise<void> {
  const names = variantNames(name);
  if (names.length === 0) return;
  await checkPixels(image);
  const sharp = await loadSharp();
  const largest = Math.max(...VARIANT_WIDTHS);
  const { data, info } = await sharp(image, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const [i, width] of VARIANT_WIDTHS.entries()) {
    const resized = await sharp(data, { raw })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await files.put(names[i] as string, resized);
  }
}

/**
 * Makes the variants an upload is missing: uploads stored before variants existed, or whose
 * variants a crash cut short. Runs in the background at start and never throws.
 */
export async function backfillVariants(files: FileStore, log: FastifyBaseLogger): Promise<number> {
  let made = 0;
  try {
    const names = new Set(await files.list());
    for (const name of names) {
      const missing = variantNames(name).some((variant) => !names.has(variant));
      if (!missing) continue;
      try {
        const image = await readAll(files, name);
        if (!image) continue;
        await writeVariants(files, name, image);
        made += 1;
      } catch (err) {
        // Checked again at every start, from its header alone: never decoded.
        if (err instanceof TooManyPixels) {
          log.warn({ name, pixels: err.pixels }, 'an uploaded image has too many pixels to resize: skipped');
        } else log.warn({ err, name }, 'an uploaded image could not be resized');
      }
    }
  } catch (err) {
    log.warn({ err }, 'the uploaded images could not be listed for resizing');
  }
  if (made > 0) log.info({ images: made }, 'made the phone-sized copies of uploaded images');
  return made;
}
