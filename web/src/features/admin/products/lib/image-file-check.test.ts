import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_PROBLEMS } from './image-file-check';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

function file(bytes: number[] | string, name: string, type: string, padTo = 0): File {
  const head = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  const body = new Uint8Array(Math.max(padTo, head.length));
  body.set(head);
  return new File([body], name, { type });
}

describe('checkImageFile', () => {
  it('accepts a real PNG', async () => {
    expect(await checkImageFile(file(PNG_HEAD, 'kanga.png', 'image/png'))).toBeNull();
  });

  it('accepts JPEG, GIF and WebP by their bytes', async () => {
    expect(await checkImageFile(file([0xff, 0xd8, 0xff, 0xe0], 'a.jpg', 'image/jpeg'))).toBeNull();
    expect(await checkImageFile(file('GIF89a', 'a.gif', 'image/gif'))).toBeNull();
    expect(await checkImageFile(file('RIFF\0\0\0\0WEBPVP8 ', 'a.webp', 'image/webp'))).toBeNull();
  });

  it('refuses a file that is not an image type', async () => {
    expect(await checkImageFile(file('%PDF-1.7', 'menu.pdf', 'application/pdf'))).toEqual(
      IMAGE_PROBLEMS.invalidType,
    );
    expect(IMAGE_PROBLEMS.invalidType).toEqual({
      title: 'adminProducts.invalidType',
      description: 'adminProducts.invalidTypeHint',
    });
  });

  it('refuses a text file renamed .png, whose type the browser takes from the name', async () => {
    expect(await checkImageFile(file('just some notes\n', 'notes.png', 'image/png'))).toEqual(
      IMAGE_PROBLEMS.invalidType,
    );
  });

  it('refuses an image over 5MB', async () => {
    const big = file(PNG_HEAD, 'big.png', 'image/png', 5 * 1024 * 1024 + 1);
    expect(await checkImageFile(big)).toEqual({
      title: 'adminProducts.tooLarge',
      description: 'adminProducts.tooLargeHint',
    });
  });

  it('accepts an image of exactly 5MB', async () => {
    expect(await checkImageFile(file(PNG_HEAD, 'ok.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
  });
});
