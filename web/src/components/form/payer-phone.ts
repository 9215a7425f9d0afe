import { MobileMoneyPhone } from '@shop/contract/mobile-money';
import type { z } from 'zod';

/**
 * The number a mobile money payment is pushed to, checked by the contract only when the customer
 * chose mobile money; it comes back as the aggregators want it (255 and nine digits).
 */
export function checkPayerPhone(
  phone: string,
  ctx: z.RefinementCtx,
  path: (string | number)[],
): string | undefined {
  const parsed = MobileMoneyPhone.safeParse(phone);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path });
  return undefined;
}
