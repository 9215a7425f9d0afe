import { SerialLookup } from '@shop/contract/serials';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

async function lookupSerial(serial: string) {
  const { data } = await api.get('/admin/serials/', { params: { serial } });
  return SerialLookup.parse(data);
}

/** docs/serials-and-warranty.md: the units with a serial, their sale, customer and warranty. */
export function useSerialLookup(serial: string) {
  return useQuery({
    queryKey: ['admin', 'serials', serial] as const,
    queryFn: () => lookupSerial(serial),
    enabled: serial !== '',
  });
}
