import type { BusinessType, Currency } from '@shop/contract/common';
import { DISCOUNT_ERROR_CODES, type DiscountKind } from '@shop/contract/discounts';
import { formatMoney, fromCents, toCents } from '@shop/contract/money-format';
import type { RefusalName } from '@shop/contract/refusals';

/**
 * docs/discount-codes.md: the rules of one code against one basket, with no database and no
 * clock of its own, so each rule is tested alone. The caps are counted by the caller, in the
 * transaction that places the order (claim.ts), and judged here too (capRefusal).
 */

export type CodeRules = {
  code: string;
  brand: BusinessType;
  kind: DiscountKind;
  percent: number | null;
  amount: string | null;
  currency: Currency;
  minSpend: string;
  startsAt: Date | null;
  endsAt: Date | null;
  totalCap: number | null;
  perCustomerCap: number | null;
  categoryIds: number[];
  productIds: number[];
  tourIds: number[];
  appliesToSaleItems: boolean;
  isActive: boolean;
};

/** One line of the order to be: a product (with its category) or a tour's seats. */
export type BasketLine = {
  productId: number | null;
  categoryId: number | null;
  tourId: number | null;
  /** Unit price, as the order will record it. */
  price: string;
  quantity: number;
  /** Its original price is above its price (docs/catalogue.md). */
  onSale: boolean;
};

export type Basket = {
  brand: BusinessType;
  currency: Currency;
  lines: BasketLine[];
  /** The fee docs/delivery.md gives the order without a code; '0.00' for pickup and tours. */
  deliveryFee: string;
};

export type Refusal = {
  code: (typeof DISCOUNT_ERROR_CODES)[keyof typeof DISCOUNT_ERROR_CODES];
  name: RefusalName;
  params: Record<string, string | number>;
};

export type Saving = {
  /** Off the lines, or the delivery fee for free delivery; never more than what it comes off. */
  discount: string;
  /** Whether the saving is the delivery fee (free delivery) rather than off the lines. */
  onDelivery: boolean;
};

export type Verdict = { ok: true; saving: Saving } | { ok: false; refusal: Refusal };

const refuse = (
  key: keyof typeof DISCOUNT_ERROR_CODES,
  name: RefusalName,
  params: Refusal['params'] = {},
): Verdict => ({ ok: false, refusal: { code: DISCOUNT_ERROR_CODES[key], name, params } });

/** Dar es Salaam is UTC+3 all year (no summer time), so its wall clock is a fixed offset. */
const DAR_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A moment as Dar es Salaam writes it: date YYYY-MM-DD and time HH:mm. */
export function darWallClock(moment: Date): { date: string; time: string } {
  const iso = new Date(moment.getTime() + DAR_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The lines the code reaches: its scope (empty = the whole brand), less lines on sale unless allowed. */
export function eligibleLines(
  code: CodeRules,
  lines: BasketLine[],
): { inScope: BasketLine[]; eligible: BasketLine[] } {
  const scoped = code.categoryIds.length + code.productIds.length + code.tourIds.length > 0;
  const inScope = lines.filter(
    (line) =>
      !scoped ||
      (line.productId !== null && code.productIds.includes(line.productId)) ||
      (line.categoryId !== null && code.categoryIds.includes(line.categoryId)) ||
      (line.tourId !== null && code.tourIds.includes(line.tourId)),
  );
  return { inScope, eligible: inScope.filter((line) => code.appliesToSaleItems || !line.onSale) };
}

/**
 * Percent of an amount, rounded down to what the currency is paid in: whole shillings for TZS
 * (the shop never shows shilling cents, docs/prices-and-currencies.md), cents for USD.
 */
export function percentOf(cents: bigint, percent: number, currency: Currency): bigint {
  const raw = (cents * BigInt(percent)) / 100n;
  return currency === 'TZS' ? (raw / 100n) * 100n : raw;
}

/**
 * Whether `code` applies to `basket` at `now`, and the saving. One code per order, so a
 * percentage never meets another; the saving never exceeds the eligible lines (fixed amount,
 * percentage) or the delivery fee (free delivery), so no order goes below zero, and only a
 * free-delivery code touches the fee.
 */
export function judgeCode(code: CodeRules, basket: Basket, now: Date): Verdict {
  if (!code.isActive) return refuse('inactive', 'discountInactive');
  if (code.brand !== basket.brand || code.currency !== basket.currency) {
    return refuse('otherShop', 'discountOtherShop');
  }
  if (code.startsAt && now < code.startsAt)
    return refuse('notStarted', 'discountNotStarted', darWallClock(code.startsAt));
  if (code.endsAt && now >= code.endsAt) return refuse('ended', 'discountEnded');

  const { inScope, eligible } = eligibleLines(code, basket.lines);
  if (inScope.length === 0) return refuse('notApplicable', 'discountNotApplicable');
  if (eligible.length === 0) return refuse('saleItems', 'discountSaleItems');
  const eligibleCents = eligible.reduce((sum, line) => sum + toCents(line.price) * BigInt(line.quantity), 0n);
  if (eligibleCents < toCents(code.minSpend)) {
    return refuse('minimumSpend', 'discountMinimumSpend', { min: formatMoney(code.minSpend, code.currency) });
  }

  if (code.kind === 'free_delivery') {
    const fee = toCents(basket.deliveryFee);
    if (fee <= 0n) return refuse('noDeliveryFee', 'discountNoDeliveryFee');
    return { ok: true, saving: { discount: fromCents(fee), onDelivery: true } };
  }
  const off =
    code.kind === 'percentage'
      ? percentOf(eligibleCents, code.percent ?? 0, basket.currency)
      : toCents(code.amount ?? '0');
  const capped = off > eligibleCents ? eligibleCents : off;
  return { ok: true, saving: { discount: fromCents(capped), onDelivery: false } };
}

/** Uses counted in the placing's transaction: all orders holding the code, and this customer's (account or phone). */
export type UseCounts = { held: number; byCustomer: number };

/** The caps: the code's total, then the customer's (per account and per phone number). */
export function capRefusal(
  code: Pick<CodeRules, 'totalCap' | 'perCustomerCap'>,
  counts: UseCounts,
): Refusal | null {
  if (code.totalCap !== null && counts.held >= code.totalCap) {
    return { code: DISCOUNT_ERROR_CODES.usedUp, name: 'discountUsedUp', params: {} };
  }
  if (code.perCustomerCap !== null && counts.byCustomer >= code.perCustomerCap) {
    return {
      code: DISCOUNT_ERROR_CODES.alreadyUsed,
      name: 'discountAlreadyUsed',
      params: { count: code.perCustomerCap },
    };
  }
  return null;
}
