import type { GalleryImage } from '@shop/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

async function getGallery(): Promise<GalleryImage[]> {
  const { data } = await api.get('/igsum/gallery/');
  return (await import('@shop/contract/tours')).GalleryImage.array().parse(data);
}

export function useGallery() {
  return useQuery({ queryKey: shopKeys.gallery, queryFn: getGallery });
}
