import type { MarketingConsent, UpdateMarketingConsentBody } from '@shop/contract/marketing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** docs/marketing-consent.md: the signed-in customer's consent per channel. */
const consentKey = ['marketing', 'consent'] as const;

async function parse(data: unknown): Promise<MarketingConsent> {
  return (await import('@shop/contract/marketing')).MarketingConsent.parse(data);
}

export function useMarketingConsent() {
  return useQuery({
    queryKey: consentKey,
    queryFn: async () => parse((await api.get('/marketing/consent/')).data),
  });
}

/** Gives or withdraws one channel; the answer (with its new time) replaces the one shown. */
export function useUpdateMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateMarketingConsentBody) =>
      parse((await api.put('/marketing/consent/', body)).data),
    onSuccess: (consent) => queryClient.setQueryData(consentKey, consent),
  });
}
