import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startMobileMoney } from '../../../lib/payments/start-mobile-money';
import { shopKeys } from '../../../lib/shop-keys';

/** A new push for the same order, to the same or another number. */
export function useRetryMobileMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMobileMoney,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
  });
}
