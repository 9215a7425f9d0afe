import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@shop/contract/uploads';
import pino from 'pino';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from '#server/lib/image-store/local-file-store.ts';
import { backfillVariants, variantNames } from '#server/lib/image-variants.ts';
import { pngClaiming, TINY_GIF } from '#server/test/multipart.ts';
import { ImageStore } from './uploads';

const silent = pino({ level: 'silent' });

function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .toFormat(format)
    .toBuffer();
}

async function widthOf(file: string): Promise<number | undefined> {
  return (await sharp(file).metadata()).width;
}

describe('phone-sized copies of uploaded images', () => {
  let dir: string;
  let store: ImageStore;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-variants-'));
    store = new ImageStore(new LocalFileStore(dir));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps a PNG or JPEG 360 and 720 px wide as WebP beside the original', async () => {
    for (const [format, extension] of [
      ['png', 'png'],
      ['jpeg', 'jpg'],
    ] as const) {
      const name = await store.save({ buffer: await picture(1600, 1200, format), extension });
      const [small, large] = variantNames(name).map((variant) => path.join(dir, variant));
      expect(await widthOf(small as string)).toBe(360);
      expect(await widthOf(large as string)).toBe(720);
      expect((await sharp(small as string).metadata()).format).toBe('webp');
      expect((await sharp(small as string).metadata()).height).toBe(270);
    }
  });

  it('never enlarges a small image, and keeps a GIF as it is', async () => {
    const name = await store.save({ buffer: await picture(300, 200), extension: 'png' });
    for (const variant of variantNames(name)) expect(await widthOf(path.join(dir, variant))).toBe(300);

    const gif = await store.save({ buffer: TINY_GIF, extension: 'gif' });
    expect(variantNames(gif)).toEqual([]);
    expect(fs.readdirSync(dir).filter((file) => file.startsWith(gif.slice(0, 32)))).toEqual([gif]);
  });

  it('refuses bytes that only look like an image, keeping nothing', async () => {
    const fake = Buffer.concat([(await picture(10, 10)).subarray(0, 40), Buffer.alloc(200, 7)]);
    await expect(store.save({ buffer: fake, extension: 'png' })).rejects.toMatchObject({ status: 400 });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('removes the copies with their image', async () => {
    const name = await store.save({ buffer: await picture(800, 600), extension: 'png' });
    expect(fs.readdirSync(dir)).toHaveLength(3);
    await store.remove(name);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('makes the copies an older upload is missing, and leaves other files alone', async () => {
    const old = `${'c0ffee12'.repeat(4)}.jpg`;
    fs.writeFileSync(path.join(dir, old), await picture(1000, 500, 'jpeg'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an upload');
    // An upload that has its copies is not made again.
    await store.save({ buffer: await picture(400, 400), extension: 'png' });

    expect(await backfillVariants(store.files, silent)).toBe(1);
    expect(await widthOf(path.join(dir, `${'c0ffee12'.repeat(4)}-720w.webp`))).toBe(720);
    expect(await backfillVariants(store.files, silent)).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('not an upload');
  });

  it('refuses an image whose header claims too many pixels, before decoding it, keeping nothing', async () => {
    // 16000 x 16000 RGBA would be 1 GB decoded; its header alone says so.
    const bomb = pngClaiming(16000, 16000);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(store.save({ buffer: bomb, extension: 'png' })).rejects.toMatchObject({
      status: 413,
      message: UPLOAD_MESSAGES.tooManyPixels,
    });
    expect(fs.readdirSync(dir)).toEqual([]);
    // A 50-megapixel phone photo's size is within the limit: this one fails only on its missing rows.
    await expect(store.save({ buffer: pngClaiming(8160, 6120), extension: 'png' })).rejects.toMatchObject({
      status: 400,
      fields: { image: [UPLOAD_MESSAGES.invalidType] },
    });
  });

  it('skips an older upload with too many pixels at start, and says so, without decoding it', async () => {
    const name = `${'ba5eba11'.repeat(4)}.png`;
    fs.writeFileSync(path.join(dir, name), pngClaiming(16000, 16000));
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    expect(await backfillVariants(store.files, log)).toBe(0);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        name,
        pixels: 256_000_000,
        msg: 'an uploaded image has too many pixels to resize: skipped',
      }),
    ]);
    expect(fs.readdirSync(dir)).toEqual([name]);
  });
});
