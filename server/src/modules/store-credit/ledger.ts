import { ERROR_CODES } from '@shop/contract/errors';
import { formatMoney } from '@shop/contract/money-format';
import type { StoreCreditAccount, StoreCreditKind } from '@shop/contract/store-credit';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orders, storeCreditBalances, storeCreditEntries, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

// docs/store-credit.md: a customer's store credit. Every change of a balance locks its row first
// (lockBalance), writes its ledger entry and moves the balance in the same transaction, so
// changes of one balance take turns in any number of processes and none spends it twice.

type CreditCurrency = 'TZS' | 'USD';

/** Signed amounts to cents and back ("-12.50" <-> -1250n): the contract's helpers read no sign. */
export function signedCents(amount: string): bigint {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', cents = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const value = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

export function fromSignedCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The largest balance a numeric(14, 2) holds, in cents. */
const MAX_BALANCE_CENTS = 99_999_999_999_999n;

/**
 * Locks the balance of `userId` in `currency` until `tx` ends (its row made at zero the first
 * time: a second maker waits for the first and finds it), and answers it in cents.
 */
export async function lockBalance(tx: Tx, userId: number, currency: CreditCurrency): Promise<bigint> {
  await tx.insert(storeCreditBalances).values({ userId, currency }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(and(eq(storeCreditBalances.userId, userId), eq(storeCreditBalances.currency, currency)))
    .for('update');
  return signedCents(row!.balance);
}

async function move(
  tx: Tx,
  entry: {
    userId: number;
    currency: CreditCurrency;
    cents: bigint;
    kind: StoreCreditKind;
    reason?: string;
    orderId?: number | null;
    by?: { id: number; username: string } | null;
    source?: string | null;
  },
): Promise<number> {
  const amount = fromSignedCents(entry.cents);
  await tx
    .update(storeCreditBalances)
    .set({ balance: sql`${storeCreditBalances.balance} + ${amount}::numeric`, updatedAt: new Date() })
    .where(
      and(eq(storeCreditBalances.userId, entry.userId), eq(storeCreditBalances.currency, entry.currency)),
    );
  const [row] = await tx
    .insert(storeCreditEntries)
    .values({
      userId: entry.userId,
      currency: entry.currency,
      amount,
      kind: entry.kind,
      reason: entry.reason ?? '',
      orderId: entry.orderId ?? null,
      actorId: entry.by?.id ?? null,
      actorName: entry.by?.username.slice(0, 150) ?? null,
      source: entry.source ?? null,
    })
    .returning({ id: storeCreditEntries.id });
  return row!.id;
}

export type GrantCredit = {
  userId: number;
  currency: CreditCurrency;
  /** Positive for a grant or a return; a correction may be negative, never below a zero balance. */
  amount: string;
  /** Plain text as typed: stored as given, always shown escaped. */
  reason: string;
  kind: 'admin_grant' | 'return' | 'admin_correction';
  /** The admin who gives it; null when the shop does (a return's own step may name its admin). */
  by: { id: number; username: string } | null;
  /** The caller's key for this credit (a return: `return:<id>`): given once however often called. */
  source?: string;
};

/**
 * docs/store-credit.md, "Giving credit": gives (or corrects) `input.userId`'s credit in the
 * caller's transaction, which should also hold what the credit is for (a return's row, the
 * admin's audit entry). Answers the ledger entry's id, or null when `source` was given before.
 * Throws 409 `storeCreditBelowZero` when a correction would take the balance below zero.
 */
export async function grantCredit(tx: Tx, input: GrantCredit): Promise<number | null> {
  const cents = signedCents(input.amount);
  if (cents === 0n || (cents < 0n && input.kind !== 'admin_correction')) {
    throw AppError.badRequest('A store credit is a positive amount; only a correction takes some away.');
  }
  const balance = await lockBalance(tx, input.userId, input.currency);
  if (input.source) {
    // After the lock: a second call with the same source waits for the first and finds it.
    const [given] = await tx
      .select({ id: storeCreditEntries.id })
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.source, input.source));
    if (given) return null;
  }
  // numeric(14, 2): a balance past it would fail the write; the admin is told instead.
  if (balance + cents > MAX_BALANCE_CENTS) {
    throw AppError.refused(409, ERROR_CODES.conflict, 'storeCreditTooLarge', {}, 'amount');
  }
  if (balance + cents < 0n) {
    throw AppError.refused(409, ERROR_CODES.conflict, 'storeCreditBelowZero', {
      balance: formatMoney(fromSignedCents(balance), input.currency),
    });
  }
  return move(tx, { ...input, cents });
}

/**
 * docs/store-credit.md, "At checkout": spends as much of the customer's credit as `upTo` (the
 * order's total) allows on `orderId`, in the order's transaction, and answers what it spent
 * ("0.00" for none). The balance's row stays locked to the commit, so a parallel checkout of the
 * same customer reads what this one left.
 */
export async function spendCredit(
  tx: Tx,
  input: { userId: number; currency: CreditCurrency; orderId: number; upTo: string },
): Promise<string> {
  const balance = await lockBalance(tx, input.userId, input.currency);
  const due = signedCents(input.upTo);
  const spent = balance < due ? balance : due;
  if (spent <= 0n) return '0.00';
  await move(tx, { ...input, cents: -spent, kind: 'order_used' });
  return fromSignedCents(spent);
}

/**
 * An order cancelled gave its credit back (the trigger of migration 0055); reopened (an admin, or a
 * payment arriving after its hold ran out) it takes it again, or cannot be reopened: false when
 * the balance no longer holds it. Called with the order's other holds (tour-capacity.ts).
 */
export async function retakeOrderCredit(tx: Tx, orderId: number): Promise<boolean> {
  const held = await tx
    .select({
      userId: storeCreditEntries.userId,
      currency: storeCreditEntries.currency,
      // What a use took (every use of an order takes the same) less what it still holds.
      used: sql<string>`(-min(${storeCreditEntries.amount}))::text`,
      holds: sql<string>`(-sum(${storeCreditEntries.amount}))::text`,
    })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.orderId, orderId))
    .groupBy(storeCreditEntries.userId, storeCreditEntries.currency)
    .orderBy(asc(storeCreditEntries.userId), asc(storeCreditEntries.currency));
  for (const line of held) {
    const missing = signedCents(line.used) - signedCents(line.holds);
    if (missing <= 0n) continue;
    const currency = line.currency === 'USD' ? 'USD' : 'TZS';
    const balance = await lockBalance(tx, line.userId, currency);
    if (balance < missing) return false;
    await move(tx, { userId: line.userId, currency, cents: -missing, kind: 'order_used', orderId });
  }
  return true;
}

/** A customer's balance in `currency`, read without a lock (what a screen offers; the order decides). */
export async function balanceOf(db: Db | Tx, userId: number, currency: CreditCurrency): Promise<string> {
  const [row] = await db
    .select({ balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(and(eq(storeCreditBalances.userId, userId), eq(storeCreditBalances.currency, currency)));
  return row?.balance ?? '0.00';
}

/** The credit each order took (its first use), "0.00" for none: its own line on the order. */
export async function creditUsedOn(db: Db | Tx, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: storeCreditEntries.orderId,
      used: sql<string>`(-min(${storeCreditEntries.amount}))::numeric(14, 2)::text`,
    })
    .from(storeCreditEntries)
    .where(and(inArray(storeCreditEntries.orderId, orderIds), eq(storeCreditEntries.kind, 'order_used')))
    .groupBy(storeCreditEntries.orderId);
  return new Map(rows.map((row) => [row.orderId!, row.used]));
}

/** How many entries a ledger shows: the newest; the balance is kept whole on its own row. */
export const LEDGER_PAGE = 100;

/** A customer's balances and newest entries, as the dashboard and the admin see them. */
export async function creditAccountOf(db: Db | Tx, userId: number): Promise<StoreCreditAccount> {
  const balances = await db
    .select({ currency: storeCreditBalances.currency, balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, userId))
    .orderBy(asc(storeCreditBalances.currency));
  const entries = await db
    .select({
      id: storeCreditEntries.id,
      currency: storeCreditEntries.currency,
      amount: storeCreditEntries.amount,
      kind: storeCreditEntries.kind,
      reason: storeCreditEntries.reason,
      orderId: storeCreditEntries.orderId,
      orderReference: orders.orderId,
      by: sql<string | null>`coalesce(${users.username}, ${storeCreditEntries.actorName})`,
      createdAt: storeCreditEntries.createdAt,
    })
    .from(storeCreditEntries)
    .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
    .leftJoin(users, eq(users.id, storeCreditEntries.actorId))
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
    .limit(LEDGER_PAGE);
  const currencyOf = (c: string) => (c === 'USD' ? 'USD' : 'TZS') as CreditCurrency;
  return {
    balances: balances.map((b) => ({ currency: currencyOf(b.currency), balance: b.balance })),
    entries: entries.map((e) => ({
      id: e.id,
      currency: currencyOf(e.currency),
      amount: e.amount,
      kind: e.kind,
      reason: e.reason,
      order_id: e.orderId,
      order_reference: e.orderReference,
      by: e.by,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
