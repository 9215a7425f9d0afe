import { MEDIA_PREFIX } from '@shop/contract/uploads';
import { type AnyColumn, sql } from 'drizzle-orm';

/** The URL to display: the uploaded file when there is one, else the stored URL, else null. */
export function displayImageUrl(image: string | null, imageUrl: string | null): string | null {
  if (image) return `${MEDIA_PREFIX}${image}`;
  return imageUrl || null;
}

/** displayImageUrl as SQL, for queries that build the URL in the database. */
export function displayImageUrlSql(image: AnyColumn, imageUrl: AnyColumn) {
  return sql<string | null>`coalesce(${MEDIA_PREFIX} || ${image}, nullif(${imageUrl}, ''))`;
}

/**
 * The image columns after an update, or undefined to leave them. A newly stored upload wins; a
 * new image_url replaces the uploaded file, except when the edit form just sends back that
 * file's own /media/ URL.
 */
export function imageColumnsAfterUpdate(
  currentImage: string | null,
  stored: string | null,
  imageUrl: string | null | undefined,
): { image: string | null; imageUrl: string | null } | undefined {
  if (stored) return { image: stored, imageUrl: null };
  if (imageUrl === undefined) return undefined;
  if (currentImage && imageUrl === displayImageUrl(currentImage, null)) return undefined;
  return { image: null, imageUrl };
}
