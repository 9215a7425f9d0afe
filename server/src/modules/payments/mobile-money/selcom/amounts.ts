import { MONEY_PATTERN } from '@shop/contract/common';
import { PushProviderError } from '#server/modules/payments/mobile-money/push-provider.ts';

/**
 * Selcom takes an order's amount as whole shillings (mobile money moves no cents), so "3755500.00"
 * is sent as 3755500; an amount with cents is refused before anything is sent, never rounded.
 */
export function wholeShillings(amountTzs: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amountTzs);
  if (!match || /[1-9]/.test(match[2] ?? '')) {
    throw new PushProviderError(`Selcom takes whole shillings only, not ${amountTzs}`, false);
  }
  return Number(match[1]);
}

/** Selcom's reported amount ("1000", 1000 or "1000.00") as a decimal string with two places. */
export function reportedAmount(value: string | number): string {
  const text = String(value);
  if (!MONEY_PATTERN.test(text))
    throw new PushProviderError(`Selcom reported an unreadable amount: ${text}`, false);
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}
