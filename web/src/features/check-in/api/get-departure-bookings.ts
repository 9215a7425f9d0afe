import { CheckInDepartureBookings } from '@shop/contract/check-in';
import { api } from '#web/lib/api-client.ts';

/** A departure's bookings, travellers and check-in so far: what the guide's phone keeps. */
export async function getDepartureBookings(base: string, id: number): Promise<CheckInDepartureBookings> {
  const { data } = await api.get(`${base}/departures/${id}/`);
  return CheckInDepartureBookings.parse(data);
}
