import { AdminCatalogProduct } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '#web/config/brands.ts';
import { PRODUCT_BRANDS } from '#web/features/admin/products/lib/product-brands.ts';
import type { ProductBody } from '#web/features/admin/products/lib/product-form-schema.ts';
import { invalidateCatalog } from '#web/features/admin/shared/api/delete-admin-product.ts';
import { api } from '#web/lib/api-client.ts';
import { toApiError } from '#web/lib/api-error.ts';

export type SaveProductRequest = { id?: number; body: ProductBody; image?: File | null };

/** docs/uploads.md: the fields as strings, lists as JSON, beside the optional image file. */
function multipart(body: ProductBody, image: File | null | undefined): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    form.set(field, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  if (image) form.set('image', image);
  return form;
}

/**
 * POST a new product of `brand`, or PUT the changes of product `id`. An IGSUM product goes as
 * multipart form data, so an image file can travel with the fields; a laptop goes as JSON.
 */
export async function saveProduct(brand: Brand, { id, body, image }: SaveProductRequest) {
  const { kind, extras } = PRODUCT_BRANDS[brand];
  const payload = extras ? multipart(body, image) : body;
  const { data } =
    id === undefined
      ? await api.post(`/admin/${kind}/`, payload)
      : await api.put(`/admin/${kind}/${id}/`, payload);
  return AdminCatalogProduct.parse(data);
}

export function useSaveProduct(brand: Brand) {
  const queryClient = useQueryClient();
  const { kind } = PRODUCT_BRANDS[brand];
  return useMutation({
    mutationFn: (request: SaveProductRequest) => saveProduct(brand, request),
    onSuccess: () => invalidateCatalog(queryClient, kind),
    // Someone changed the product meanwhile: fetch it again so a reopened form shows the new values.
    onError: (err) => (toApiError(err).status === 409 ? invalidateCatalog(queryClient, kind) : undefined),
  });
}
