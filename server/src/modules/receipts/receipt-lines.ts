import { TAX_CODE_PERCENT, type TaxCode } from '@shop/contract/receipts';

/**
 * An order's line as a receipt starts from, in cents, VAT included. A negative line (a discount)
 * comes off the positive lines of its tax code, or off every positive line when it has none.
 */
export type SourceLine = { description: string; quantity: number; cents: bigint; taxCode: TaxCode | null };

/** A receipt's line: its share of the payment, in cents, and the VAT inside it. */
export type ReceiptLine = {
  description: string;
  quantity: number;
  taxCode: TaxCode;
  cents: bigint;
  vatCents: bigint;
};

const DESCRIPTION_MAX = 200;

/**
 * docs/receipts.md, "Lines": the lines a payment of `paidCents` receipts: the order's lines with
 * discounts taken off, then each line's share of the payment, adding up to it exactly.
 */
export function receiptLines(source: SourceLine[], paidCents: bigint): ReceiptLine[] {
  const lines = withoutDiscounts(source);
  const shares = allocate(
    paidCents,
    lines.map((line) => line.cents),
  );
  return lines
    .map((line, i) => ({
      description: line.description.slice(0, DESCRIPTION_MAX),
      quantity: line.quantity,
      taxCode: line.taxCode,
      cents: shares[i]!,
      vatCents: vatInside(shares[i]!, line.taxCode),
    }))
    .filter((line) => line.cents > 0n);
}

type PricedLine = Omit<SourceLine, 'taxCode'> & { taxCode: TaxCode };

function withoutDiscounts(source: SourceLine[]): PricedLine[] {
  let lines = source.filter((line): line is PricedLine => line.cents > 0n && line.taxCode !== null);
  for (const discount of source.filter((line) => line.cents < 0n)) {
    const targets = lines.filter((line) => discount.taxCode === null || line.taxCode === discount.taxCode);
    const pool = targets.length > 0 ? targets : lines;
    const before = pool.reduce((sum, line) => sum + line.cents, 0n);
    const after = allocate(
      before + discount.cents > 0n ? before + discount.cents : 0n,
      pool.map((line) => line.cents),
    );
    const reduced = new Map(pool.map((line, i) => [line, after[i]!]));
    lines = lines.map((line) => ({ ...line, cents: reduced.get(line) ?? line.cents }));
  }
  return lines;
}

/**
 * `total` split in proportion to `weights` (all >= 0) in whole cents, adding up to `total`
 * exactly: each takes the floor of its share, and the largest remainders one cent more (ties to
 * the earlier line). No weight at all: nothing to split.
 */
export function allocate(total: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum <= 0n) return weights.map(() => 0n);
  const floors = weights.map((w) => (total * w) / sum);
  let left = total - floors.reduce((a, b) => a + b, 0n);
  const byRemainder = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left <= 0n) break;
    floors[i]! += 1n;
    left -= 1n;
  }
  return floors;
}

/** The VAT inside a VAT-inclusive amount of `code`: amount x rate / (100 + rate), half up to a cent. */
export function vatInside(cents: bigint, code: TaxCode): bigint {
  const rate = BigInt(TAX_CODE_PERCENT[code]);
  if (rate === 0n) return 0n;
  const numerator = cents * rate * 2n;
  const denominator = (100n + rate) * 2n;
  return (numerator + denominator / 2n) / denominator;
}

/** "1234.50" as 123450n cents; amounts are numeric(14, 2) strings. */
export function toCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** 123450n cents as "1234.50". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
