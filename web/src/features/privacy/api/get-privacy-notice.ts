import type { PrivacyNotice } from '@shop/contract/privacy';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** docs/privacy.md, "The privacy notice": the version in force, public and server-rendered. */
export const privacyNoticeKey = ['privacy-notice'] as const;

export async function getPrivacyNotice(): Promise<PrivacyNotice> {
  const { data } = await api.get('/privacy-notice/');
  // The contract's schema loads with the answer, not with the page (docs/performance.md).
  return (await import('@shop/contract/privacy')).PrivacyNotice.parse(data);
}

export function usePrivacyNotice() {
  return useQuery({ queryKey: privacyNoticeKey, queryFn: getPrivacyNotice, staleTime: 5 * 60_000 });
}
