import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The drawn demo images that ship with the repository; the server serves this folder at /media/demo/. */
export const DEMO_IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
export const DEMO_MEDIA_PREFIX = '/media/demo/';

export const DEMO_IMAGE_FOLDERS = [
  'laptops',
  'igsum-products',
  'tours',
  'gallery',
  'testimonials',
  'brand',
] as const;
export type DemoImageFolder = (typeof DEMO_IMAGE_FOLDERS)[number];

export function demoImageUrl(folder: DemoImageFolder, name: string): string {
  return `${DEMO_MEDIA_PREFIX}${folder}/${name}.svg`;
}
