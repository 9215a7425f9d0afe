import {
  ADMIN_RECEIPTS_PAGE,
  type AdminReceipt,
  type AdminReceiptsPage,
  type AdminReceiptsQuery,
  type AdminZReport,
  RECEIPT_RESEND_PLAIN,
  RECEIPT_RESEND_SENT,
  type ReceiptPaymentType,
  type TaxCode,
} from '@shop/contract/receipts';
import { and, desc, eq, ilike, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { orders, receiptSubmissions, receipts, vfdRegistration, zReports } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { AppError } from '#server/lib/app-error.ts';
import { fromCents, toCents } from './receipt-lines';
import { receiptViews } from './receipt-views';

/**
 * docs/receipts.md, "The admin's list": receipts newest first, a page at a time, found by number,
 * order reference (a part of it), Dar es Salaam day or how far they got with TRA.
 */
export async function adminReceipts(
  db: Db,
  query: AdminReceiptsQuery,
  vfdUrl: string | undefined,
): Promise<AdminReceiptsPage> {
  const where: (SQL | undefined)[] = [
    query.number === undefined ? undefined : eq(receipts.gc, query.number),
    query.order ? ilike(orders.orderId, `%${query.order.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.date ? eq(receipts.znum, query.date.replaceAll('-', '')) : undefined,
    query.status === 'plain'
      ? isNull(receiptSubmissions.receiptId)
      : query.status
        ? eq(receiptSubmissions.status, query.status)
        : undefined,
    query.before === undefined ? undefined : lt(receipts.id, query.before),
  ];
  const found = await adminRows(db, and(...where), ADMIN_RECEIPTS_PAGE + 1);
  return {
    receipts: await adminViews(db, found.slice(0, ADMIN_RECEIPTS_PAGE), vfdUrl),
    has_more: found.length > ADMIN_RECEIPTS_PAGE,
  };
}

function adminRows(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({ receipt: receipts, reference: orders.orderId, submission: receiptSubmissions })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .leftJoin(receiptSubmissions, eq(receiptSubmissions.receiptId, receipts.id))
    .where(where)
    .orderBy(desc(receipts.id))
    .limit(limit);
}

async function adminViews(
  db: Db,
  page: Awaited<ReturnType<typeof adminRows>>,
  vfdUrl: string | undefined,
): Promise<AdminReceipt[]> {
  const views = await receiptViews(
    db,
    page.map((row) => row.receipt),
    vfdUrl,
  );
  return views.map((view, i) => {
    const { receipt, reference, submission } = page[i]!;
    return {
      ...view,
      order_id: receipt.orderId,
      order_reference: reference,
      status: submission?.status ?? 'plain',
      attempts: submission?.attempts ?? 0,
      last_error: submission?.lastError ?? null,
    };
  });
}

/**
 * docs/receipts.md, "The admin's list": a failed or stuck fiscal receipt goes to the head of the
 * worker's next pass, as the signed XML it already has (or, never tried, the XML its first try
 * makes from the numbers fixed at issue): nothing about it is numbered or signed again. A lease
 * a process holds is left to run out.
 */
export async function resendReceipt(
  db: Db,
  actor: AuditActor,
  id: number,
  vfdUrl: string | undefined,
): Promise<AdminReceipt> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ gc: receipts.gc, orderId: receipts.orderId, submission: receiptSubmissions })
      .from(receipts)
      .leftJoin(receiptSubmissions, eq(receiptSubmissions.receiptId, receipts.id))
      .where(eq(receipts.id, id))
      .for('update', { of: receipts });
    if (!found) throw AppError.notFound('Receipt not found.');
    const { submission } = found;
    if (!submission) throw AppError.conflict(RECEIPT_RESEND_PLAIN);
    if (submission.status === 'sent') throw AppError.conflict(RECEIPT_RESEND_SENT);
    await tx
      .update(receiptSubmissions)
      .set({ status: 'queued', nextAttemptAt: sql`now()` })
      .where(and(eq(receiptSubmissions.receiptId, id), sql`${receiptSubmissions.status} <> 'sent'`));
    await recordAudit(
      tx,
      actor,
      'receipt.resend',
      { type: 'receipt', id },
      {
        number: found.gc,
        order: found.orderId,
        status: submission.status,
        attempts: submission.attempts,
        reason: submission.lastError,
      },
    );
  });
  const [row] = await adminViews(db, await adminRows(db, eq(receipts.id, id), 1), vfdUrl);
  return row!;
}

/**
 * docs/receipts.md, "Z report": the Dar es Salaam day `date` as its Z report sums it (its fiscal
 * receipts; its plain ones while no VFD is registered), per currency, and how far the report got.
 */
export async function adminZReport(db: Db, date: string): Promise<AdminZReport> {
  const znum = date.replaceAll('-', '');
  const [registration] = await db
    .select({ id: vfdRegistration.id })
    .from(vfdRegistration)
    .where(eq(vfdRegistration.id, 1));
  const series = registration ? 'fiscal' : 'plain';
  const totals = await sqlRows<{ currency: string; receipts: number; total: string; vat: string }>(
    db,
    sql`select currency, count(*)::int as receipts, sum(total)::text as total, sum(vat)::text as vat
        from receipts where series = ${series} and znum = ${znum} group by currency order by currency`,
  );
  const byCode = await sqlRows<{ currency: string; tax_code: TaxCode; amount: string; vat: string }>(
    db,
    sql`select r.currency, l.tax_code, sum(l.amount)::text as amount, sum(l.vat)::text as vat
        from receipt_lines l join receipts r on r.id = l.receipt_id
        where r.series = ${series} and r.znum = ${znum}
        group by r.currency, l.tax_code order by r.currency, l.tax_code`,
  );
  const paid = await sqlRows<{ currency: string; payment_type: ReceiptPaymentType; amount: string }>(
    db,
    sql`select currency, payment_type, sum(total)::text as amount from receipts
        where series = ${series} and znum = ${znum}
        group by currency, payment_type order by currency, payment_type`,
  );
  const [report] = await db.select().from(zReports).where(eq(zReports.znum, znum));
  const money = (amount: string) => fromCents(toCents(amount));
  return {
    date,
    status: report?.status ?? (totals.length === 0 ? 'none' : registration ? 'pending' : 'plain'),
    attempts: report?.attempts ?? 0,
    last_error: report?.lastError ?? null,
    sent_at: report?.sentAt?.toISOString() ?? null,
    totals: totals.map((row) => ({ ...row, total: money(row.total), vat: money(row.vat) })),
    vat_by_code: byCode.map((row) => ({
      currency: row.currency,
      tax_code: row.tax_code,
      net: fromCents(toCents(row.amount) - toCents(row.vat)),
      vat: money(row.vat),
    })),
    payments: paid.map((row) => ({ ...row, amount: money(row.amount) })),
  };
}
