import { GalleryImage } from '@shop/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const GalleryList = z.array(GalleryImage);

export async function getGallery(): Promise<GalleryImage[]> {
  const { data } = await api.get('/igsum/gallery/');
  return GalleryList.parse(data);
}

export const galleryQueryOptions = () => queryOptions({ queryKey: ['gallery'], queryFn: getGallery });

export function useGallery() {
  return useQuery(galleryQueryOptions());
}
