import { AdminCatalogProductPage, type AdminListProductsQuery } from '@shop/contract/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { type AdminProductKind, adminKeys } from './admin-query-keys';

export type AdminProductFilters = Partial<
  Pick<AdminListProductsQuery, 'search' | 'category' | 'stock' | 'page' | 'page_size'>
>;

async function getAdminProducts(kind: AdminProductKind, filters: AdminProductFilters) {
  const { data } = await api.get(`/admin/${kind}/`, { params: filters });
  return AdminCatalogProductPage.parse(data);
}

/** Keeps the previous page on screen while a new search or filter loads, so the table does not jump. */
export function useAdminProducts(kind: AdminProductKind, filters: AdminProductFilters) {
  return useQuery({
    queryKey: [...adminKeys.products(kind), filters],
    queryFn: () => getAdminProducts(kind, filters),
    placeholderData: keepPreviousData,
  });
}
