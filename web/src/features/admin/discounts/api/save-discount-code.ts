import { AdminDiscountCode, type DiscountCodeValues } from '@shop/contract/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function saveDiscountCode({ id, body }: { id?: number; body: DiscountCodeValues }) {
  const { data } = id
    ? await api.put(`/admin/discounts/${id}/`, body)
    : await api.post('/admin/discounts/', body);
  return AdminDiscountCode.parse(data);
}

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts }),
  });
}
