import { TourWaitlistBody, TourWaitlistEntry } from '@shop/contract/waitlists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

const myWaitlistKey = ['tour-waitlist', 'mine'] as const;

/** docs/back-in-stock.md: a place in line for a departure too full for the travellers. */
async function joinTourWaitlist(body: TourWaitlistBody): Promise<TourWaitlistEntry> {
  const { data } = await api.post('/tour-waitlist/', TourWaitlistBody.parse(body));
  return TourWaitlistEntry.parse(data);
}

export function useJoinTourWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTourWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myWaitlistKey }),
  });
}

/** The signed-in customer's open places (position 0: seats offered until offer_expires_at). */
export function useMyTourWaitlist() {
  return useQuery({
    queryKey: myWaitlistKey,
    queryFn: async () => z.array(TourWaitlistEntry).parse((await api.get('/tour-waitlist/')).data),
  });
}
