import { randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { ERROR_CODES } from '@shop/contract/errors';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES, UPLOAD_MESSAGES } from '@shop/contract/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '#server/lib/app-error.ts';
import type { FileStore } from '#server/lib/image-store/file-store.ts';
import { checkPixels, TooManyPixels, variantNames, writeVariants } from '#server/lib/image-variants.ts';

/** Where uploaded images are kept on disk, when no bucket is set (docs/uploads.md). */
export function uploadsDir(dataDir: string) {
  return path.join(dataDir, 'uploads');
}

/** The form field that carries the image file. */
export const IMAGE_FIELD = 'image';

export type UploadedImage = { buffer: Buffer; extension: string };

/** Generated names only: anything else in the `image` column (a demo path, say) is never deleted. */
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** Uploaded images, on disk or in a bucket (docs/uploads.md), served at /media/<name>. */
export class ImageStore {
  constructor(readonly files: FileStore) {}

  /**
   * Writes the image under a new random name, with its phone-sized copies (image-variants.ts),
   * and returns that name. An image that cannot be decoded is refused and nothing is kept.
   */
  async save(image: UploadedImage): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
    await this.files.put(name, image.buffer);
    try {
      await writeVariants(this.files, name, image.buffer);
    } catch (err) {
      await this.remove(name);
      throw tooManyPixels(err) ?? AppError.field(IMAGE_FIELD, UPLOAD_MESSAGES.invalidType);
    }
    return name;
  }

  /**
   * Removes a stored image; a missing file or a name this store did not make is left alone.
   * Never throws: it runs after the change was committed, and a leftover file is harmless
   * while failing a committed change is not.
   */
  async remove(name: string | null | undefined): Promise<void> {
    if (!name || !STORED_NAME.test(name)) return;
    for (const file of [name, ...variantNames(name)]) {
      await this.files.delete(file).catch(() => undefined);
    }
  }
}

/**
 * Accepts multipart/form-data in the scope it is registered in. Register it only where forms
 * with files are expected, so every other route keeps refusing multipart bodies.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 40,
      // Longer than any text field allows, so a truncated value can only be one that is too long anyway.
      fieldSize: 128 * 1024,
      parts: 50,
    },
  });
});

const images = new WeakMap<FastifyRequest, UploadedImage>();

/** The image file that came with this request's form, if any. */
export function uploadedImage(request: FastifyRequest): UploadedImage | undefined {
  return images.get(request);
}

/**
 * preValidation hook: turns a multipart body into plain fields, so the route's body schema
 * validates a form exactly like JSON, and keeps the image file aside, checked by its bytes.
 * Runs after the onRequest auth guard, so nothing of an unauthorised upload is read.
 */
export async function readImageForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // A form whose file input was left empty still sends an empty, unnamed part.
        if (buffer.length === 0 && !part.filename) continue;
        if (part.fieldname !== IMAGE_FIELD) {
          throw AppError.field(
            part.fieldname,
            `Only an image in the "${IMAGE_FIELD}" field can be uploaded.`,
          );
        }
        images.set(request, await checkImage(buffer));
        continue;
      }
      if (part.fieldname === IMAGE_FIELD && part.value === '') continue;
      if (part.valueTruncated) throw AppError.field(part.fieldname, 'This value is too long.');
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined
          ? part.value
          : Array.isArray(previous)
            ? [...previous, part.value]
            : [previous, part.value];
    }
  } catch (err) {
    throw asClientError(err);
  }
  request.body = fields;
}

/** The 413 an image over MAX_UPLOAD_PIXELS gets (docs/uploads.md), for a TooManyPixels error. */
function tooManyPixels(err: unknown): AppError | undefined {
  if (!(err instanceof TooManyPixels)) return undefined;
  return new AppError(413, ERROR_CODES.payloadTooLarge, UPLOAD_MESSAGES.tooManyPixels, {
    [IMAGE_FIELD]: [UPLOAD_MESSAGES.tooManyPixels],
  });
}

/** The image's type from its bytes, and its size in pixels from its header, before anything is decoded. */
export async function checkImage(buffer: Buffer): Promise<UploadedImage> {
  const type = await fileTypeFromBuffer(buffer);
  const extension = type && (UPLOAD_IMAGE_TYPES as Record<string, string>)[type.mime];
  if (!extension) throw AppError.field(IMAGE_FIELD, UPLOAD_MESSAGES.invalidType);
  try {
    await checkPixels(buffer);
  } catch (err) {
    throw tooManyPixels(err) ?? AppError.field(IMAGE_FIELD, UPLOAD_MESSAGES.invalidType);
  }
  return { buffer, extension };
}

/** @fastify/multipart's limit errors, worded for the person filling in the form. */
export function asClientError(err: unknown): unknown {
  const code = err && typeof err === 'object' && 'code' in err ? err.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, ERROR_CODES.payloadTooLarge, UPLOAD_MESSAGES.tooLarge, {
        [IMAGE_FIELD]: [UPLOAD_MESSAGES.tooLarge],
      });
    case 'FST_FILES_LIMIT':
      return AppError.field(IMAGE_FIELD, UPLOAD_MESSAGES.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return AppError.badRequest('The form has too many fields.');
    default:
      // Anything else thrown while reading the body is a malformed form, not a server fault.
      return err instanceof AppError ? err : AppError.badRequest('The form data could not be read.');
  }
}
