import { type AuditAction, AuditLogPage } from '@shop/contract/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export type AuditLogFilter = { page: number; pageSize: number; action?: AuditAction };

export async function getAuditLog({ page, pageSize, action }: AuditLogFilter) {
  const { data } = await api.get('/admin/audit-log/', { params: { page, page_size: pageSize, action } });
  return AuditLogPage.parse(data);
}

export function useAuditLog(filter: AuditLogFilter) {
  // Always fresh: the log is opened to see what just happened.
  return useQuery({
    queryKey: [...adminKeys.auditLog, filter],
    queryFn: () => getAuditLog(filter),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
