import { z } from 'zod';
import {
  ForgedCallbackError,
  type VerifiedCallback,
} from '#server/modules/payments/mobile-money/push-provider.ts';
import { signatureProblem } from './signing';

/** What a callback must name: the order it is about. The rest only prompts a status question. */
const CallbackBody = z.looseObject({ order_id: z.string().min(1) });

/**
 * Checks a Selcom callback: signed with the API secret like every request, and its order_id among
 * the signed fields, so a forger can neither change the body nor point it at another order. A
 * replayed genuine callback passes; it only makes the caller ask the status API again.
 */
export function verifySelcomCallback(
  apiSecret: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
): VerifiedCallback {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ForgedCallbackError('callback body is not JSON');
  }
  const body = CallbackBody.safeParse(json);
  if (!body.success) throw new ForgedCallbackError('callback names no order_id');
  const problem = signatureProblem(apiSecret, headers, body.data, ['order_id']);
  if (problem) throw new ForgedCallbackError(`callback signature: ${problem}`);
  return { reference: body.data.order_id };
}
