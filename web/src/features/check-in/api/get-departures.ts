import { CheckInDeparture } from '@shop/contract/check-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { checkInKeys } from './check-in-base';

/** The departures to check in from today on: a guide's own, or for an admin those with bookings. */
async function getDepartures(base: string): Promise<CheckInDeparture[]> {
  const { data } = await api.get(`${base}/departures/`);
  return z.array(CheckInDeparture).parse(data);
}

export const departuresQuery = (base: string) =>
  queryOptions({ queryKey: checkInKeys.departures(base), queryFn: () => getDepartures(base) });

export function useDepartures(base: string, options: { refetchInterval?: number } = {}) {
  return useQuery({ ...departuresQuery(base), ...options });
}
