import { CUSTOMER_ID_TYPE, type Receipt, type ReceiptDocument } from '@shop/contract/receipts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, receiptLines, receipts, vfdRegistration } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { darEsSalaamClock } from './dar-es-salaam-clock';

/**
 * docs/receipts.md, "What TRA's rules say": where a receipt is verified, TRA's production page
 * unless the shop talks to TRA's test system (or a stand-in).
 */
export function verifyBase(vfdUrl: string | undefined): string {
  return vfdUrl && new URL(vfdUrl).hostname === 'vfd.tra.go.tz'
    ? 'https://verify.tra.go.tz/'
    : 'https://virtual.tra.go.tz/efdmsRctVerify/';
}

/**
 * The receipts of `userId`'s order `orderId`, oldest first, each with its credit notes; not found
 * when the order is not theirs.
 */
export async function customerOrderReceipts(
  db: Db,
  userId: number,
  orderId: number,
  vfdUrl: string | undefined,
): Promise<Receipt[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw AppError.notFound('Order not found.');
  const rows = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), isNull(receipts.creditsReceiptId)))
    .orderBy(asc(receipts.issuedAt));
  return receiptViews(db, rows, vfdUrl);
}

type Row = typeof receipts.$inferSelect;

/**
 * `rows` as their customer keeps them: lines, Dar es Salaam date and time, TRA's seller and link,
 * and a receipt's credit notes (docs/receipts.md, "Credit notes"), a credit note naming its receipt.
 */
export async function receiptViews(db: Db, rows: Row[], vfdUrl: string | undefined): Promise<Receipt[]> {
  if (rows.length === 0) return [];
  const notes = await db
    .select()
    .from(receipts)
    .where(
      inArray(
        receipts.creditsReceiptId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(receipts.issuedAt), asc(receipts.id));
  const creditedIds = rows.flatMap((r) => (r.creditsReceiptId === null ? [] : [r.creditsReceiptId]));
  const credited =
    creditedIds.length === 0
      ? []
      : await db
          .select({ id: receipts.id, gc: receipts.gc })
          .from(receipts)
          .where(inArray(receipts.id, creditedIds));
  const numberOf = new Map([...rows, ...credited].map((r) => [r.id, r.gc]));
  const documents = await documentViews(db, [...rows, ...notes], numberOf, vfdUrl);
  return rows.map((r, i) => ({
    ...documents[i]!,
    credit_notes: documents.slice(rows.length).filter((_, j) => notes[j]!.creditsReceiptId === r.id),
  }));
}

async function documentViews(
  db: Db,
  rows: Row[],
  numberOf: Map<number, number>,
  vfdUrl: string | undefined,
): Promise<ReceiptDocument[]> {
  const lines = await db
    .select()
    .from(receiptLines)
    .where(
      inArray(
        receiptLines.receiptId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(receiptLines.receiptId), asc(receiptLines.position));
  const [registration] = await db.select().from(vfdRegistration).where(eq(vfdRegistration.id, 1));
  const seller = registration
    ? {
        name: registration.answer.NAME ?? '',
        tin: registration.tin,
        vrn: registration.vrn,
        serial: registration.serial,
        uin: registration.uin,
        tax_office: registration.taxOffice,
      }
    : null;
  return rows.map((r) => {
    const { date, time } = darEsSalaamClock(r.issuedAt);
    return {
      id: r.id,
      number: r.gc,
      fiscal: r.fiscal,
      daily_number: r.dc,
      z_number: r.znum,
      date,
      time,
      payment_type: r.paymentType,
      currency: r.currency,
      original:
        r.originalCurrency && r.originalAmount && r.rate
          ? { currency: r.originalCurrency, amount: r.originalAmount, rate: r.rate }
          : null,
      total: r.total,
      vat: r.vat,
      customer_name: r.customerName,
      customer_tin: r.customerIdType === CUSTOMER_ID_TYPE.tin ? r.customerId : null,
      customer_vrn: r.customerVrn,
      lines: lines
        .filter((l) => l.receiptId === r.id)
        .map((l) => ({
          description: l.description,
          quantity: l.quantity,
          tax_code: l.taxCode,
          amount: l.amount,
          vat: l.vat,
        })),
      verification_code: r.verificationCode,
      verify_url: r.verificationCode
        ? `${verifyBase(vfdUrl)}${r.verificationCode}_${time.replaceAll(':', '')}`
        : null,
      seller: r.fiscal ? seller : null,
      credits_number: r.creditsReceiptId === null ? null : (numberOf.get(r.creditsReceiptId) ?? null),
    };
  });
}
