import { GalleryImage } from '@shop/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

const GalleryList = z.array(GalleryImage);

async function getGallery(): Promise<GalleryImage[]> {
  const { data } = await api.get('/igsum/gallery/');
  return GalleryList.parse(data);
}

export function useGallery() {
  return useQuery({ queryKey: shopKeys.gallery, queryFn: getGallery });
}
