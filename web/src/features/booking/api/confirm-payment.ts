import { PaymentConfirmation } from '@shop/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks the server to check the session with the provider; the server alone marks orders paid. */
export async function confirmPayment(sessionId: string): Promise<PaymentConfirmation> {
  const { data } = await api.post('/payments/confirm/', { session_id: sessionId });
  return PaymentConfirmation.parse(data);
}

export const paymentConfirmationQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'confirm', sessionId],
    queryFn: () => confirmPayment(sessionId),
    // Confirmation is idempotent, but there is nothing new to learn once it has answered.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function usePaymentConfirmation(sessionId: string | null, enabled: boolean) {
  return useQuery({
    ...paymentConfirmationQueryOptions(sessionId ?? ''),
    enabled: enabled && sessionId !== null && sessionId !== '',
  });
}
