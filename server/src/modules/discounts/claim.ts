import type { Currency } from '@shop/contract/common';
import type { DiscountKind } from '@shop/contract/discounts';
import type { RefusalName, RefusalParams } from '@shop/contract/refusals';
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { discountCodes, discountCodeUses, profiles } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type Basket, type CodeRules, capRefusal, judgeCode, type Refusal } from './rules';

/** A code judged good for an order, before the order exists. */
export type DiscountClaim = {
  codeId: number;
  /** As the shop spells it. */
  code: string;
  kind: DiscountKind;
  currency: Currency;
  /** The saving, its own line on the order. */
  discount: string;
  /** Free delivery: the saving is the delivery fee. */
  onDelivery: boolean;
  /** The phone numbers the use is recorded under (docs/discount-codes.md, per-phone cap). */
  phoneKeys: { account: string | null; delivery: string | null };
};

export type ClaimInput = {
  /** As the customer typed it, any case. */
  code: string;
  userId: number;
  basket: Basket;
  /** A delivered order's phone, already +255 and nine digits (TanzanianPhone); null otherwise. */
  deliveryPhone: string | null;
};

/**
 * docs/discount-codes.md: judges `input.code` for the order being placed in `tx`, with the code's
 * row locked until that transaction ends, so checkouts with one code take turns from here: each
 * counts the uses the ones before it committed, and no cap is raced past. Call it before the
 * order's other locks (the customer's, the products', a departure's) and inside the transaction
 * that inserts the order, then `recordDiscountUse` once the order has its id. Throws the code's
 * refusal (409, its stable code, its reason in the customer's language).
 */
export async function claimDiscount(tx: Tx, input: ClaimInput): Promise<DiscountClaim> {
  return judgeInDatabase(tx, input, true);
}

/** The same judgement without locking, for the checkout screen's preview. */
export async function previewDiscount(db: Db | Tx, input: ClaimInput): Promise<DiscountClaim> {
  return judgeInDatabase(db, input, false);
}

/** The order's use of its code, reserved with it; the orders trigger moves it on (migration 0035). */
export async function recordDiscountUse(
  tx: Tx,
  claim: DiscountClaim,
  orderId: number,
  userId: number,
): Promise<void> {
  await tx.insert(discountCodeUses).values({
    codeId: claim.codeId,
    orderId,
    userId,
    phoneKey: claim.phoneKeys.account,
    deliveryPhoneKey: claim.phoneKeys.delivery,
    amount: claim.discount,
  });
}

async function judgeInDatabase(db: Db | Tx, input: ClaimInput, lock: boolean): Promise<DiscountClaim> {
  const query = db
    .select({ row: discountCodes, now: sql<string>`now()::text` })
    .from(discountCodes)
    .where(eq(sql`lower(${discountCodes.code})`, input.code.trim().toLowerCase()));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw refused({ code: 'discount_unknown', name: 'discountUnknown', params: {} });
  const { row } = found;
  const rules: CodeRules = {
    code: row.code,
    brand: row.brand,
    kind: row.kind,
    percent: row.percent,
    amount: row.amount,
    currency: row.currency === 'USD' ? 'USD' : 'TZS',
    minSpend: row.minSpend,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    totalCap: row.totalCap,
    perCustomerCap: row.perCustomerCap,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    tourIds: row.tourIds,
    appliesToSaleItems: row.appliesToSaleItems,
    isActive: row.isActive,
  };
  // Database time, as the holds' expiry is, so API processes with skewed clocks agree.
  const verdict = judgeCode(rules, input.basket, new Date(found.now));
  if (!verdict.ok) throw refused(verdict.refusal);

  const [profile] = await db
    .select({ key: sql<string | null>`tz_phone_key(${profiles.countryCode}, ${profiles.phone})` })
    .from(profiles)
    .where(eq(profiles.userId, input.userId));
  const phoneKeys = { account: profile?.key ?? null, delivery: input.deliveryPhone };
  const held = and(eq(discountCodeUses.codeId, row.id), ne(discountCodeUses.state, 'released'));
  const [uses] = await db
    .select({
      held: count(),
      byCustomer: sql<number>`count(*) filter (where ${sameCustomer(input.userId, phoneKeys)})`.mapWith(
        Number,
      ),
    })
    .from(discountCodeUses)
    .where(held);
  const capped = capRefusal(rules, { held: uses?.held ?? 0, byCustomer: uses?.byCustomer ?? 0 });
  if (capped) throw refused(capped);
  return {
    codeId: row.id,
    code: row.code,
    kind: row.kind,
    currency: rules.currency,
    discount: verdict.saving.discount,
    onDelivery: verdict.saving.onDelivery,
    phoneKeys,
  };
}

/**
 * The same customer: the account, or any of its numbers on a use as the account's or the
 * delivery's phone, so a second account on one phone does not get the code again.
 */
function sameCustomer(userId: number, keys: DiscountClaim['phoneKeys']): SQL {
  const numbers = [...new Set([keys.account, keys.delivery].filter((key): key is string => key !== null))];
  const byPhone = numbers.flatMap((key) => [
    eq(discountCodeUses.phoneKey, key),
    eq(discountCodeUses.deliveryPhoneKey, key),
  ]);
  return or(eq(discountCodeUses.userId, userId), ...byPhone)!;
}

function refused(refusal: Refusal): AppError {
  const name = refusal.name as RefusalName;
  return AppError.refused(
    409,
    refusal.code,
    name,
    refusal.params as RefusalParams<typeof name>,
    'discount_code',
  );
}
