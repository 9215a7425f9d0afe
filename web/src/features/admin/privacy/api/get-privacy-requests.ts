import { AdminPrivacyRequestsPage } from '@shop/contract/privacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { privacyKeys } from './privacy-keys';

/** docs/privacy.md, "Admin": customers' downloads and deletions, newest first. */
export async function getPrivacyRequests(page: number, pageSize: number) {
  const { data } = await api.get('/admin/privacy-requests/', { params: { page, page_size: pageSize } });
  return AdminPrivacyRequestsPage.parse(data);
}

export function usePrivacyRequests(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...privacyKeys.requests, page, pageSize],
    queryFn: () => getPrivacyRequests(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
