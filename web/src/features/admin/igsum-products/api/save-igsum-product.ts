import { AdminCatalogProduct } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { invalidateCatalog } from '../../shared/api/delete-admin-product';
import { statusOf } from '../../shared/lib/error-text';

/**
 * POST a new IGSUM product, or PUT an existing one: multipart form data (docs/uploads.md), so an
 * image file can travel with the fields.
 */
export async function saveIgsumProduct({ id, form }: { id?: number; form: FormData }) {
  const { data } = id
    ? await api.put(`/admin/igsum-products/${id}/`, form)
    : await api.post('/admin/igsum-products/', form);
  return AdminCatalogProduct.parse(data);
}

export function useSaveIgsumProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIgsumProduct,
    onSuccess: () => invalidateCatalog(queryClient, 'igsum-products'),
    // Someone changed the product meanwhile: fetch it again so a reopened form shows the new values.
    onError: (err) => (statusOf(err) === 409 ? invalidateCatalog(queryClient, 'igsum-products') : undefined),
  });
}
