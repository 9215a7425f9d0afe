import {
  AdminCatalogProduct,
  type AdminCreateLaptopBody,
  type AdminUpdateLaptopBody,
} from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { invalidateCatalog } from '../../shared/api/delete-admin-product';
import { statusOf } from '../../shared/lib/error-text';

export type LaptopProductInput = z.input<typeof AdminCreateLaptopBody>;
type LaptopProductChanges = z.input<typeof AdminUpdateLaptopBody>;

/** POST a new laptop, or PUT the changes (with the form's `version`) of an existing one when `id` is given. */
export async function saveLaptopProduct(
  request: { id?: undefined; body: LaptopProductInput } | { id: number; body: LaptopProductChanges },
) {
  const { id, body } = request;
  const { data } = id
    ? await api.put(`/admin/products/${id}/`, body)
    : await api.post('/admin/products/', body);
  return AdminCatalogProduct.parse(data);
}

export function useSaveLaptopProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLaptopProduct,
    onSuccess: () => invalidateCatalog(queryClient, 'products'),
    // Someone changed the product meanwhile: fetch it again so a reopened form shows the new values.
    onError: (err) => (statusOf(err) === 409 ? invalidateCatalog(queryClient, 'products') : undefined),
  });
}
