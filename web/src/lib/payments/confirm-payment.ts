import { PaymentConfirmation } from '@shop/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** Asks the server to check the session with the provider; the server alone marks orders paid. */
async function confirmPayment(sessionId: string): Promise<PaymentConfirmation> {
  const { data } = await api.post('/payments/confirm/', { session_id: sessionId });
  return PaymentConfirmation.parse(data);
}

export function usePaymentConfirmation(sessionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.paymentConfirmation(sessionId ?? ''),
    queryFn: () => confirmPayment(sessionId ?? ''),
    // Confirmation is idempotent, but there is nothing new to learn once it has answered.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: enabled && sessionId !== null && sessionId !== '',
  });
}
