import { PushProviderError } from '#server/modules/payments/mobile-money/push-provider.ts';

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * "3755500.00" -> "3755500": mobile-money wallets hold whole shillings, so an amount with cents
 * is refused rather than rounded (docs/payments.md).
 */
export function toWholeShillings(amountTzs: string): string {
  const match = DECIMAL.exec(amountTzs);
  const whole = match?.[1]?.replace(/^0+(?=\d)/, '');
  if (!whole || /[1-9]/.test(match?.[2] ?? '') || whole === '0') {
    throw new PushProviderError(`cannot ask ClickPesa for ${amountTzs} TZS: whole shillings only`, false);
  }
  return whole;
}

/**
 * ClickPesa reports amounts as strings or JSON numbers; both become "10000.00" so the caller
 * compares decimal strings, never floats. Null for anything that is not a plain amount.
 */
export function toTzsDecimal(reported: string | number): string | null {
  const text = typeof reported === 'number' ? String(reported) : reported.trim();
  const match = DECIMAL.exec(text);
  if (!match?.[1]) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}
