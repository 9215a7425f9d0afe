import { AdminStockCheck } from '@shop/contract/admin-orders';
import { api } from '#web/lib/api-client.ts';

/** What marking the order sold would be short of, asked right before the admin confirms. */
export async function getStockCheck(id: number) {
  const { data } = await api.get(`/admin/orders/${id}/stock-check/`);
  return AdminStockCheck.parse(data);
}
