import { OverdueBalance } from '@shop/contract/tour-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** Deposits paid whose balance's due day has passed, oldest due first. */
export async function getOverdueBalances() {
  const { data } = await api.get('/admin/tour-bookings/overdue/');
  return z.array(OverdueBalance).parse(data);
}

export const overdueBalancesQuery = queryOptions({
  queryKey: tourTermsKeys.overdue,
  queryFn: getOverdueBalances,
});

export function useOverdueBalances(enabled = true) {
  return useQuery({ ...overdueBalancesQuery, enabled });
}
