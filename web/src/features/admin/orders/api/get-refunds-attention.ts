import { AdminRefundsAttention } from '@shop/contract/refunds';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getRefundsAttention() {
  const { data } = await api.get('/admin/refunds/attention/');
  return AdminRefundsAttention.parse(data).results;
}

/** docs/refunds.md: refunds failed or stuck; refreshed with the overview's figures. */
export function useRefundsAttention() {
  return useQuery({ queryKey: [...adminKeys.stats, 'refunds'], queryFn: getRefundsAttention });
}
