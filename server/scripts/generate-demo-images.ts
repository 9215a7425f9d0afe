import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_IMAGE_FOLDERS, DEMO_IMAGES_DIR } from '#server/db/seed/demo-image-url.ts';
import { avatarImages } from './demo-images/avatars';
import { brandImages } from './demo-images/brand-images';
import { igsumProductImages } from './demo-images/igsum-product-images';
import { laptopImages } from './demo-images/laptops';
import type { DemoImage } from './demo-images/svg';
import { tourImages } from './demo-images/tour-images';

/**
 * Draws the demo catalogue's illustrations into src/db/seed/images/. The output is committed;
 * every drawing is seeded, so running this again changes nothing unless the drawings change.
 */
const images: DemoImage[] = [
  ...laptopImages(),
  ...igsumProductImages(),
  ...tourImages(),
  ...avatarImages(),
  ...brandImages(),
];

for (const folder of DEMO_IMAGE_FOLDERS) {
  // Start clean so a renamed drawing leaves no stale file behind.
  rmSync(path.join(DEMO_IMAGES_DIR, folder), { recursive: true, force: true });
  mkdirSync(path.join(DEMO_IMAGES_DIR, folder), { recursive: true });
}

let largest = { name: '', bytes: 0 };
for (const image of images) {
  const file = path.join(DEMO_IMAGES_DIR, image.folder, `${image.name}.svg`);
  writeFileSync(file, image.svg);
  const bytes = Buffer.byteLength(image.svg);
  if (bytes > largest.bytes) largest = { name: `${image.folder}/${image.name}`, bytes };
}
console.log(
  `Wrote ${images.length} images to ${DEMO_IMAGES_DIR} (largest: ${largest.name}, ${largest.bytes} bytes)`,
);
