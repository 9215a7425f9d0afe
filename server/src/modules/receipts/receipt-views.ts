import { CUSTOMER_ID_TYPE, type Receipt } from '@shop/contract/receipts';
import { and, asc, eq, inArray } from 'drizzle-orm';
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

/** The receipts of `userId`'s order `orderId`, oldest first; not found when the order is not theirs. */
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
    .where(eq(receipts.orderId, orderId))
    .orderBy(asc(receipts.issuedAt));
  return receiptViews(db, rows, vfdUrl);
}

/** `rows` as their customer keeps them: lines, Dar es Salaam date and time, TRA's seller and link. */
export async function receiptViews(
  db: Db,
  rows: (typeof receipts.$inferSelect)[],
  vfdUrl: string | undefined,
): Promise<Receipt[]> {
  if (rows.length === 0) return [];
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
    };
  });
}
