import { AuditLogPage } from '@shop/contract/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

export async function getAuditLog(page: number, pageSize: number) {
  const { data } = await api.get('/admin/audit-log/', { params: { page, page_size: pageSize } });
  return AuditLogPage.parse(data);
}

export function auditLogQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...adminKeys.auditLog, page, pageSize],
    queryFn: () => getAuditLog(page, pageSize),
  });
}

export function useAuditLog(page: number, pageSize: number) {
  // Always fresh: the log is opened to see what just happened.
  return useQuery({
    ...auditLogQueryOptions(page, pageSize),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
