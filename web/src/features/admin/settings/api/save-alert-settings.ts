import { AlertSettings, type UpdateAlertSettingsBody } from '@shop/contract/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** docs/messages.md, "Alerts": applies from the server's next alert pass. */
async function saveAlertSettings(body: UpdateAlertSettingsBody): Promise<AlertSettings> {
  const { data } = await api.put('/admin/settings/alerts/', body);
  return AlertSettings.parse(data);
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.alertSettings, saved),
  });
}
