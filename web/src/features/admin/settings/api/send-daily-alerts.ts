import { DailyAlertsSent } from '@shop/contract/alerts';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** docs/messages.md, "Alerts": the daily alerts queued now, whatever the hour and the switches. */
async function sendDailyAlerts(): Promise<DailyAlertsSent> {
  const { data } = await api.post('/admin/settings/alerts/send/');
  return DailyAlertsSent.parse(data);
}

export function useSendDailyAlerts() {
  return useMutation({ mutationFn: sendDailyAlerts });
}
