import { tzsAmountOf } from '@shop/contract/mobile-money';
import type { TaxCode } from '@shop/contract/receipts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  receiptLines as receiptLinesTable,
  receiptSubmissions,
  receipts,
  vfdRegistration,
} from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { takeNumbers } from './issue-receipt';
import { allocate, fromCents, toCents, vatInside } from './receipt-lines';

type Receipt = typeof receipts.$inferSelect;

/**
 * docs/receipts.md, "Credit notes": an admin cancelled a paid order, so every receipt of it is
 * credited with all it still holds. Called in the cancellation's transaction, once the payments
 * are flagged with their refund due, as its last step (the counter's row stays locked to the commit).
 * How many credit notes it issued.
 */
export async function creditCancelledOrder(tx: Tx, orderId: number, at = new Date()): Promise<number> {
  let issued = 0;
  for (const receipt of await receiptsOf(tx, orderId)) {
    if (await creditReceipt(tx, receipt, null, 'cancel', at)) issued += 1;
  }
  return issued;
}

/**
 * docs/receipts.md, "Credit notes": a booking cancelled under its terms owes `refund` back (what
 * was paid less the fee kept): credited off its receipts, the newest first, each at most what it
 * still holds. Called last in the cancellation's transaction.
 */
export async function creditBookingRefund(
  tx: Tx,
  orderId: number,
  refund: string,
  at = new Date(),
): Promise<number> {
  // In the order's currency: each receipt takes it in the money it was paid in (docs/receipts.md, "Shillings only").
  let left = toCents(refund);
  let issued = 0;
  for (const receipt of (await receiptsOf(tx, orderId)).reverse()) {
    if (left <= 0n) break;
    const credited = await creditReceipt(tx, receipt, left, 'booking', at);
    if (credited > 0n) issued += 1;
    left -= credited;
  }
  return issued;
}

/** The order's receipts (not its credit notes), oldest first. */
function receiptsOf(tx: Tx, orderId: number): Promise<Receipt[]> {
  return tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), isNull(receipts.creditsReceiptId)))
    .orderBy(asc(receipts.issuedAt), asc(receipts.id));
}

/**
 * Issues the credit note of `reason` against `receipt`, once (its source is credit:<receipt>:<reason>):
 * `cents` of it (all it still holds when null), never more than it still holds. Each line gives
 * back its share of the refund in proportion to what the line still holds, so the VAT given back
 * follows the receipt's tax codes; a line given back whole gives back the VAT it still holds.
 * Numbered like a receipt, in the receipt's own series. What it credited, in cents.
 *
 * `cents` and the answer are in the money the receipt was paid in: for a receipt of a USD payment
 * (docs/receipts.md, "Shillings only") dollars, given back in shillings at the receipt's own rate,
 * never today's, and all the shillings it still holds once all its dollars go back.
 */
export async function creditReceipt(
  tx: Tx,
  receipt: Receipt,
  cents: bigint | null,
  // docs/refunds.md: a refund of a sale credits its receipt once, named by the refund.
  reason: 'cancel' | 'booking' | `refund:${number}`,
  at = new Date(),
): Promise<bigint> {
  const source = `credit:${receipt.id}:${reason}`;
  const [done] = await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.source, source));
  if (done) return 0n;
  const held = await heldLines(tx, receipt.id);
  const holds = held.reduce((sum, line) => sum + line.cents, 0n);
  const original = await originalHeld(tx, receipt);
  const paidHolds = original?.cents ?? holds;
  const given = cents === null || cents > paidHolds ? paidHolds : cents;
  if (given <= 0n) return 0n;
  const take = !original ? given : given < paidHolds ? min(converted(given, original.rate), holds) : holds;
  if (take <= 0n) return 0n;
  const shares = allocate(
    take,
    held.map((line) => line.cents),
  );
  const lines = held
    .map((line, i) => {
      const share = shares[i]!;
      const vat = share === line.cents ? line.vatCents : min(vatInside(share, line.taxCode), line.vatCents);
      return { ...line, cents: share, vatCents: vat };
    })
    .filter((line) => line.cents > 0n);
  const vat = lines.reduce((sum, line) => sum + line.vatCents, 0n);

  const [registration] =
    receipt.series === 'fiscal'
      ? await tx
          .select({ receiptCode: vfdRegistration.receiptCode })
          .from(vfdRegistration)
          .where(eq(vfdRegistration.id, 1))
      : [];
  if (receipt.series === 'fiscal' && !registration)
    throw new Error('a fiscal receipt without a registered VFD');
  const numbers = await takeNumbers(tx, receipt.series, at);
  const { id: _id, gc: _gc, dc: _dc, znum: _znum, issuedAt: _at, source: _source, ...kept } = receipt;
  const [note] = await tx
    .insert(receipts)
    .values({
      ...kept,
      gc: numbers.gc,
      dc: numbers.dc,
      znum: numbers.day.replaceAll('-', ''),
      issuedAt: numbers.issuedAt,
      source,
      originalAmount: original ? fromCents(-given) : null,
      total: fromCents(-take),
      vat: fromCents(-vat),
      verificationCode: registration ? `${registration.receiptCode}${numbers.gc}` : null,
      creditsReceiptId: receipt.id,
    })
    .returning({ id: receipts.id });
  await tx.insert(receiptLinesTable).values(
    lines.map((line) => ({
      receiptId: note!.id,
      // The receipt's own line's position: what a line still holds is its amount less the credits at it.
      position: line.position,
      description: line.description,
      quantity: line.quantity,
      taxCode: line.taxCode,
      amount: fromCents(-line.cents),
      vat: fromCents(-line.vatCents),
    })),
  );
  if (receipt.series === 'fiscal')
    await tx.insert(receiptSubmissions).values({ receiptId: note!.id, gc: numbers.gc });
  return given;
}

/** What a receipt of a USD payment still holds in dollars (less its credit notes'), and its rate; null for one paid in shillings. */
async function originalHeld(tx: Tx, receipt: Receipt): Promise<{ cents: bigint; rate: string } | null> {
  if (receipt.originalAmount === null || receipt.rate === null) return null;
  const [row] = await sqlRows<{ credited: string }>(
    tx,
    sql`select coalesce(sum(original_amount), 0)::text as credited from receipts where credits_receipt_id = ${receipt.id}`,
  );
  return { cents: toCents(receipt.originalAmount) + toCents(row?.credited ?? '0'), rate: receipt.rate };
}

/** `cents` of dollars in shillings' cents at `rate`: whole shillings, half up, as the receipt was converted. */
function converted(cents: bigint, rate: string): bigint {
  return toCents(tzsAmountOf(fromCents(cents), 'USD', rate));
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The receipt's lines with what each still holds: its amount and VAT less its credit notes' at the same position. */
async function heldLines(tx: Tx, receiptId: number) {
  const rows = await sqlRows<{
    position: number;
    description: string;
    quantity: number;
    tax_code: TaxCode;
    amount: string;
    vat: string;
  }>(
    tx,
    sql`select l.position, l.description, l.quantity, l.tax_code,
          (l.amount + coalesce(c.amount, 0))::text as amount, (l.vat + coalesce(c.vat, 0))::text as vat
        from receipt_lines l
        left join (
          select cl.position, sum(cl.amount) as amount, sum(cl.vat) as vat
          from receipt_lines cl join receipts n on n.id = cl.receipt_id
          where n.credits_receipt_id = ${receiptId} group by cl.position
        ) c on c.position = l.position
        where l.receipt_id = ${receiptId} order by l.position`,
  );
  return rows.map((row) => ({
    position: row.position,
    description: row.description,
    quantity: row.quantity,
    taxCode: row.tax_code,
    cents: toCents(row.amount),
    vatCents: toCents(row.vat),
  }));
}

/** What `receiptId` still holds after its credit notes, in cents. */
export async function receiptHolds(db: Db | Tx, receiptId: number): Promise<bigint> {
  const [row] = await sqlRows<{ held: string }>(
    db,
    sql`select (r.total + coalesce((select sum(n.total) from receipts n where n.credits_receipt_id = r.id), 0))::text as held
        from receipts r where r.id = ${receiptId}`,
  );
  return row ? toCents(row.held) : 0n;
}
