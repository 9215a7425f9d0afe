import { AdminBreach, type AdminCreateBreachBody, type AdminUpdateBreachBody } from '@shop/contract/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { privacyKeys } from './privacy-keys';

/** Records a breach (no id) or corrects one. */
export async function saveBreach({
  id,
  body,
}: { id?: undefined; body: AdminCreateBreachBody } | { id: number; body: AdminUpdateBreachBody }) {
  const { data } = id
    ? await api.put(`/admin/breaches/${id}/`, body)
    : await api.post('/admin/breaches/', body);
  return AdminBreach.parse(data);
}

export function useSaveBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBreach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.breaches }),
  });
}
