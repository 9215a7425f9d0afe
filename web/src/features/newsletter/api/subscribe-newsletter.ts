import { OkResponse } from '@shop/contract/common';
import type { NewsletterSubscribeBody } from '@shop/contract/content';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

/** docs/forms-and-messages.md: a real subscription; a repeated address is accepted without a duplicate. */
export async function subscribeNewsletter(
  body: NewsletterSubscribeBody,
): Promise<z.infer<typeof OkResponse>> {
  const { data } = await api.post('/newsletter/subscribe/', body);
  return OkResponse.parse(data);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
