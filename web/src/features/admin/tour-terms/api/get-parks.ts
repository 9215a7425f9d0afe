import { Park } from '@shop/contract/tour-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** Parks and conservation areas, by name. */
export async function getParks() {
  const { data } = await api.get('/admin/parks/');
  return z.array(Park).parse(data);
}

export const parksQuery = queryOptions({ queryKey: tourTermsKeys.parks, queryFn: getParks });

export function useParks() {
  return useQuery(parksQuery);
}
