import { StockHistoryPage } from '@shop/contract/stock-ledger';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminProductKind, adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getStockHistory(kind: AdminProductKind, id: number, page: number, pageSize: number) {
  const { data } = await api.get(`/admin/${kind}/${id}/stock-history/`, {
    params: { page, page_size: pageSize },
  });
  return StockHistoryPage.parse(data);
}

/** docs/stock.md, "The stock ledger": one product's stock changes, newest first. */
export function useStockHistory(kind: AdminProductKind, id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.stockHistory(kind, id), page, pageSize],
    queryFn: () => getStockHistory(kind, id, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
