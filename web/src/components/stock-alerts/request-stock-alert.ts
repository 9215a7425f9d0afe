import type { BusinessType } from '@shop/contract/common';
import type { Locale } from '@shop/contract/locale';
import { StockRequest, type StockRequestBody } from '@shop/contract/waitlists';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type StockAlertTarget = { brand: BusinessType; product: number };

/** What the customer typed: an e-mail has an @, anything else is read as a mobile number. */
export function contactOf(typed: string): Pick<StockRequestBody, 'email' | 'phone'> {
  const value = typed.trim();
  if (value === '') return {};
  return value.includes('@') ? { email: value.toLowerCase() } : { phone: value };
}

/**
 * docs/back-in-stock.md: a place in line for a sold-out product. Signed in, the account's e-mail
 * and mobile are used unless `typed` gives another; a visitor must give one.
 */
export async function requestStockAlert(
  target: StockAlertTarget,
  typed: string,
  locale: Locale,
  signedIn: boolean,
): Promise<z.infer<typeof StockRequest>> {
  const body: StockRequestBody = { ...target, ...contactOf(typed), locale };
  const { data } = await api.post(signedIn ? '/stock-requests/mine/' : '/stock-requests/', body);
  return StockRequest.parse(data);
}
