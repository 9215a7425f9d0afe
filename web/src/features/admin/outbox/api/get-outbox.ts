import { OutboxPage, type OutboxStatus } from '@shop/contract/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function getOutbox(page: number, pageSize: number, status: OutboxStatus | undefined) {
  const { data } = await api.get('/admin/messages/outbox/', {
    params: { page, page_size: pageSize, status },
  });
  return OutboxPage.parse(data);
}

export function useOutbox(page: number, pageSize: number, status: OutboxStatus | undefined) {
  return useQuery({
    queryKey: [...adminKeys.outbox, page, pageSize, status ?? 'all'],
    queryFn: () => getOutbox(page, pageSize, status),
    placeholderData: keepPreviousData,
  });
}
