// A receipt's totals per tax code, for the receipt page and its PDF alike. No zod: the receipt
// page is a first visit from a message's link.
import type { ReceiptLine, TaxCode } from './receipts';

/** One tax code's part of a receipt: what its lines add up to, VAT included, and the VAT in it. */
export type TaxTotal = { code: TaxCode; net: string; vat: string; gross: string };

/**
 * docs/prices-and-currencies.md, "VAT": prices are VAT-inclusive and each line carries the VAT in
 * it (worked out once, on the server, when the receipt was issued); a code's totals are the sums
 * of its lines, in cents, so nothing is rounded again. In the order the codes first appear.
 */
export function taxTotals(lines: readonly ReceiptLine[]): TaxTotal[] {
  const sums = new Map<TaxCode, { gross: bigint; vat: bigint }>();
  for (const line of lines) {
    const sum = sums.get(line.tax_code) ?? { gross: 0n, vat: 0n };
    sum.gross += toCents(line.amount);
    sum.vat += toCents(line.vat);
    sums.set(line.tax_code, sum);
  }
  return [...sums].map(([code, { gross, vat }]) => ({
    code,
    net: fromCents(gross - vat),
    vat: fromCents(vat),
    gross: fromCents(gross),
  }));
}

/** `amount` less `part`, exactly: a receipt's total without its VAT. */
export function amountLess(amount: string, part: string): string {
  return fromCents(toCents(amount) - toCents(part));
}

/** A decimal amount ("-12.50" too: a credit note's) as whole cents. */
function toCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', cents = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

function fromCents(cents: bigint): string {
  const size = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${size / 100n}.${(size % 100n).toString().padStart(2, '0')}`;
}
