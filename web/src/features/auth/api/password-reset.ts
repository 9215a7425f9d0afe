import { OkResponse } from '@shop/contract/common';
import type { PasswordResetConfirmBody, PasswordResetRequestBody } from '@shop/contract/password-reset';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

type Ok = z.infer<typeof OkResponse>;

export async function requestPasswordReset(body: PasswordResetRequestBody): Promise<Ok> {
  const { data } = await api.post('/auth/password-reset/', body);
  return OkResponse.parse(data);
}

export async function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<Ok> {
  const { data } = await api.post('/auth/password-reset/confirm/', body);
  return OkResponse.parse(data);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
