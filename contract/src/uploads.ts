/** docs/uploads.md: image uploads. The server checks the file's bytes, not its name. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Width x height at most: a 50-megapixel phone photo (8160 x 6120) passes; a small file that
 * claims more pixels (a decompression bomb) is refused before it is decoded.
 */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/** The image types accepted, by MIME type, with the extension a stored file gets. */
export const UPLOAD_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

/** The value for an `<input type="file" accept>`. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(',');

export const UPLOAD_MESSAGES = {
  tooLarge: 'File too large. Please select an image smaller than 5MB.',
  invalidType: 'Invalid file type. Please select an image file (PNG, JPEG, GIF or WebP).',
  oneFile: 'Please send one image at most.',
  tooManyPixels:
    'Image too large. Please select an image of at most 50 megapixels (for example 8000 x 6000).',
} as const;

/** Uploaded files are served here; the `image` column holds only the generated file name. */
export const MEDIA_PREFIX = '/media/';
