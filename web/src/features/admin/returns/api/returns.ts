import {
  type AdminReturnsQuery,
  ReturnRequest,
  ReturnRequestList,
  ReturnWindows,
} from '@shop/contract/returns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

const returnsKey = ['admin', 'returns'] as const;

/** docs/returns.md: the admin's list, newest first, filtered. */
export function useAdminReturns(query: AdminReturnsQuery) {
  return useQuery({
    queryKey: [...returnsKey, 'list', query] as const,
    queryFn: async () => ReturnRequestList.parse((await api.get('/admin/returns/', { params: query })).data),
  });
}

export type ReturnStepName = 'approve' | 'refuse' | 'receive' | 'restock' | 'resolve';

/** One of the admin's steps on a request; the list is read again after it. */
export function useReturnStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step, body }: { id: number; step: ReturnStepName; body: object }) =>
      ReturnRequest.parse((await api.post(`/admin/returns/${id}/${step}/`, body)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}

export function useReturnWindows() {
  return useQuery({
    queryKey: [...returnsKey, 'windows'] as const,
    queryFn: async () => ReturnWindows.parse((await api.get('/admin/returns/windows/')).data),
  });
}

export function useSaveReturnWindows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReturnWindows) =>
      ReturnWindows.parse((await api.put('/admin/returns/windows/', body)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...returnsKey, 'windows'] }),
  });
}
