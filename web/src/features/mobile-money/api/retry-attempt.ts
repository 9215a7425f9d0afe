import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startMobileMoney } from '#web/lib/payments/start-mobile-money.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** A new push for the same order, to the same or another number. */
export function useRetryMobileMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMobileMoney,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
  });
}
