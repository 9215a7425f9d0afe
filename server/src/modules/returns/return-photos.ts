import { MAX_RETURN_PHOTOS, RETURN_PHOTO_FIELD } from '@shop/contract/returns';
import { MAX_UPLOAD_BYTES } from '@shop/contract/uploads';
import type { FastifyRequest } from 'fastify';
import { asClientError, checkImage, type ImageStore, type UploadedImage } from '#server/http/uploads.ts';
import { AppError } from '#server/lib/app-error.ts';

const photos = new WeakMap<FastifyRequest, UploadedImage[]>();

/** The photos that came with this request's form, checked by their bytes (docs/uploads.md). */
export function uploadedPhotos(request: FastifyRequest): UploadedImage[] {
  return photos.get(request) ?? [];
}

/**
 * preValidation hook of a return request (docs/returns.md): a multipart form's fields become the
 * body the route's schema checks, and its `photos` files (at most MAX_RETURN_PHOTOS, each an image
 * by its bytes, at most MAX_UPLOAD_BYTES and MAX_UPLOAD_PIXELS) are kept aside, as the shop's
 * other uploads are (http/uploads.ts).
 */
export async function readReturnForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, unknown> = {};
  const images: UploadedImage[] = [];
  try {
    const parts = request.parts({
      limits: { files: MAX_RETURN_PHOTOS, fileSize: MAX_UPLOAD_BYTES, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length === 0 && !part.filename) continue;
        if (part.fieldname !== RETURN_PHOTO_FIELD) {
          throw AppError.field(
            part.fieldname,
            `Only photos in the "${RETURN_PHOTO_FIELD}" field can be uploaded.`,
          );
        }
        images.push(await checkImage(buffer));
        continue;
      }
      if (part.valueTruncated) throw AppError.field(part.fieldname, 'This value is too long.');
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const error = asClientError(err);
    // Our limit is several photos, not the one image of the shop's other forms.
    if (
      error instanceof AppError &&
      error.fields?.image &&
      (err as { code?: string }).code === 'FST_FILES_LIMIT'
    ) {
      throw AppError.field(RETURN_PHOTO_FIELD, `At most ${MAX_RETURN_PHOTOS} photos.`);
    }
    throw error;
  }
  photos.set(request, images);
  request.body = fields;
}

/** Stores the photos under new random names; if one fails, those stored before it are removed. */
export async function savePhotos(store: ImageStore, images: UploadedImage[]): Promise<string[]> {
  const names: string[] = [];
  try {
    for (const image of images) names.push(await store.save(image));
  } catch (err) {
    for (const name of names) await store.remove(name);
    throw err;
  }
  return names;
}
