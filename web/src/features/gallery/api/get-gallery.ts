import type { GalleryImage } from '@shop/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function getGallery(): Promise<GalleryImage[]> {
  const { data } = await api.get('/igsum/gallery/');
  return (await import('@shop/contract/tours')).GalleryImage.array().parse(data);
}

export function useGallery() {
  return useQuery({ queryKey: shopKeys.gallery, queryFn: getGallery });
}
