import type { GalleryImage } from '@shop/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function getGallery(): Promise<GalleryImage[]> {
  const { data } = await api.get('/igsum/gallery/');
  return (await import('@shop/contract/tours')).GalleryImage.array().parse(data);
}

export const galleryQuery = queryOptions({ queryKey: shopKeys.gallery, queryFn: getGallery });

export function useGallery() {
  return useQuery(galleryQuery);
}
