import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@shop/contract/uploads';
import type { MessageKey } from '#web/i18n/i18n.ts';

/** Keys of section `admin-products`. */
export type ImageProblem = { title: MessageKey; description: MessageKey };

export const IMAGE_PROBLEMS = {
  invalidType: { title: 'adminProducts.invalidType', description: 'adminProducts.invalidTypeHint' },
  tooLarge: { title: 'adminProducts.tooLarge', description: 'adminProducts.tooLargeHint' },
} as const satisfies Record<string, ImageProblem>;

/** The first bytes of each accepted format; a renamed text file has none of them. */
const SIGNATURES: { offset: number; bytes: number[] }[][] = [
  [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }], // PNG
  [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }], // JPEG
  [{ offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] }], // GIF8
  [
    { offset: 0, bytes: [0x52, 0x49, 0x46, 0x46] }, // RIFF....
    { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // WEBP
  ],
];

function looksLikeImage(head: Uint8Array): boolean {
  return SIGNATURES.some((parts) =>
    parts.every(({ offset, bytes }) => bytes.every((byte, i) => head[offset + i] === byte)),
  );
}

async function headOf(file: Blob, length: number): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  // jsdom's Blob may lack arrayBuffer(); FileReader works everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * docs/uploads.md, before anything is sent: an accepted image type, at most
 * 5 MB, and bytes that really are that image (the browser takes the type from the file name,
 * so a text file renamed .png would otherwise pass). The server checks the bytes again.
 */
export async function checkImageFile(file: File): Promise<ImageProblem | null> {
  if (!(file.type in UPLOAD_IMAGE_TYPES)) return IMAGE_PROBLEMS.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_PROBLEMS.tooLarge;
  if (!looksLikeImage(await headOf(file, 12))) return IMAGE_PROBLEMS.invalidType;
  return null;
}
