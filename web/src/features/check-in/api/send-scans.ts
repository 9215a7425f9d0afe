import { CheckInScansAnswer, type CheckInScansBody } from '@shop/contract/check-in';
import { api } from '#web/lib/api-client.ts';

/** Sends a departure's queued scans; each is recorded once by its id, so sending again is safe. */
export async function sendScans(base: string, body: CheckInScansBody): Promise<CheckInScansAnswer> {
  const { data } = await api.post(`${base}/scans/`, body);
  return CheckInScansAnswer.parse(data);
}
