import { ParkFee } from '@shop/contract/tour-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** The dated fee table of every park, by park, type, residency and date. */
export async function getParkFees() {
  const { data } = await api.get('/admin/park-fees/');
  return z.array(ParkFee).parse(data);
}

export const parkFeesQuery = queryOptions({ queryKey: tourTermsKeys.parkFees, queryFn: getParkFees });

export function useParkFees() {
  return useQuery(parkFeesQuery);
}
