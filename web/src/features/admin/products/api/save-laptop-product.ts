import { type AdminCreateLaptopBody, CatalogProduct } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { invalidateCatalog } from '../../shared/api/delete-admin-product';

export type LaptopProductInput = z.input<typeof AdminCreateLaptopBody>;

/** POST a new laptop, or PUT the changes of an existing one when `id` is given. */
export async function saveLaptopProduct({ id, body }: { id?: number; body: LaptopProductInput }) {
  const { data } = id
    ? await api.put(`/admin/products/${id}/`, body)
    : await api.post('/admin/products/', body);
  return CatalogProduct.parse(data);
}

export function useSaveLaptopProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLaptopProduct,
    onSuccess: () => invalidateCatalog(queryClient, 'products'),
  });
}
