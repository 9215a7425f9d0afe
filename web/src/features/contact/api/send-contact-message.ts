import type { OkResponse } from '@shop/contract/common';
import type { ContactBody } from '@shop/contract/content';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export async function sendContactMessage(body: ContactBody): Promise<z.infer<typeof OkResponse>> {
  const { data } = await api.post('/contact/', body);
  return (await import('@shop/contract/common')).OkResponse.parse(data);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
