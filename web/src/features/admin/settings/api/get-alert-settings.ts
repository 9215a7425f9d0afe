import { AlertSettings } from '@shop/contract/alerts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getAlertSettings(): Promise<AlertSettings> {
  const { data } = await api.get('/admin/settings/alerts/');
  return AlertSettings.parse(data);
}

export function useAlertSettings(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.alertSettings, queryFn: getAlertSettings, enabled });
}
