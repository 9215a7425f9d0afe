import { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

type PushBalance = { base: string; departure: number; order: number; phone: string };

/** A mobile-money push for what a booking owes now, to the number the guide gives. */
async function pushBalance({ base, departure, order, phone }: PushBalance): Promise<MobileMoneyAttempt> {
  const { data } = await api.post(`${base}/departures/${departure}/bookings/${order}/push/`, { phone });
  return MobileMoneyAttempt.parse(data);
}

export function usePushBalance() {
  return useMutation({ mutationFn: pushBalance });
}
