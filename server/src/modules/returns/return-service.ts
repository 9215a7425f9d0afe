import type { Currency } from '@shop/contract/common';
import { ERROR_CODES } from '@shop/contract/errors';
import { formatMoney } from '@shop/contract/money-format';
import { CASH_RECEIVED_STATUSES } from '@shop/contract/orders';
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  type ResolveReturnBody,
  type ReturnBasis,
  type ReturnResolution,
  type ReturnStatus,
  type ReturnStep,
  type ReturnWindows,
} from '@shop/contract/returns';
import { and, desc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  orderEvents,
  orderItems,
  orders,
  payments,
  products,
  returnRequests,
  returnWindows,
} from '#server/db/schema.ts';
import { setStockReason } from '#server/db/stock-reason.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { insertOrder } from '#server/modules/orders/order-reference.ts';
import { deductStock } from '#server/modules/orders/order-stock.ts';
import { fromCents, toCents } from '#server/modules/receipts/receipt-lines.ts';
import type { RefundProviders } from '#server/modules/refunds/refund-provider.ts';
import { requestRefund } from '#server/modules/refunds/refund-service.ts';
import { darEsSalaamDay, orderLineWarranty } from '#server/modules/serials/warranty.ts';
import { grantCredit } from '#server/modules/store-credit/ledger.ts';
import { queueReturnStep } from './return-messages';

type RequestRow = typeof returnRequests.$inferSelect;
export type ReturnActor = AuditActor;

const refuse = (name: Parameters<typeof AppError.refused>[2], params: Record<string, string | number> = {}) =>
  // biome-ignore lint/suspicious/noExplicitAny: each name's parameters are checked where it is said
  AppError.refused(409, ERROR_CODES.conflict, name, params as any);

/** YYYY-MM-DD plus `days` calendar days (the shop's days are whole dates, docs/returns.md). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** docs/returns.md: each brand's return window in days (the default for a brand never saved). */
export async function returnWindowsOf(db: Db | Tx): Promise<ReturnWindows> {
  const rows = await db.select().from(returnWindows);
  const days = (brand: Brand) => rows.find((r) => r.brand === brand)?.days ?? DEFAULT_RETURN_WINDOW_DAYS;
  return { fursa: days('fursa'), igsum: days('igsum') };
}

/** Units of a line held by open requests, and those gone for good (returned, refunded or replaced). */
const UNITS_TAKEN = sql<number>`coalesce(sum(${returnRequests.quantity}) filter (where ${returnRequests.status} in ('requested', 'approved', 'received') or (${returnRequests.status} = 'resolved' and ${returnRequests.resolution} <> 'repair')), 0)::int`;
const UNITS_OPEN = sql<number>`coalesce(sum(${returnRequests.quantity}) filter (where ${returnRequests.status} in ('requested', 'approved', 'received')), 0)::int`;

type LineRow = {
  itemId: number;
  orderId: number;
  userId: number;
  brand: Brand;
  productBrand: Brand | null;
  quantity: number;
  status: string;
  paidAt: Date | null;
};

export type Claim =
  | { ok: true; basis: ReturnBasis; until: string; unitsLeft: number; open: number }
  | {
      ok: false;
      until: string | null;
      unitsLeft: number;
      open: number;
      refusal: 'returnNotAProduct' | 'returnTourLine' | 'returnNotReceived' | 'returnClosed';
    };

/**
 * docs/returns.md: may this line be claimed today, on what basis, until when, and for how many
 * units? Inside the brand's window from the Dar es Salaam day the order was received (its first
 * delivered, completed or sold step; the day it was paid while none is recorded, as the warranty
 * counts), else under the line's warranty (orderLineWarranty).
 */
export async function claimOf(db: Db | Tx, line: LineRow, now: Date): Promise<Claim> {
  const [units] = await db
    .select({ taken: UNITS_TAKEN, open: UNITS_OPEN })
    .from(returnRequests)
    .where(eq(returnRequests.orderItemId, line.itemId));
  const unitsLeft = Math.max(line.quantity - (units?.taken ?? 0), 0);
  const open = units?.open ?? 0;
  if (line.productBrand === null)
    return { ok: false, until: null, unitsLeft: 0, open, refusal: 'returnTourLine' };
  const [received] = await db
    .select({ at: min(orderEvents.createdAt) })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, line.orderId),
        eq(orderEvents.type, 'status'),
        inArray(orderEvents.status, [...CASH_RECEIVED_STATUSES]),
      ),
    );
  // The aggregate comes back as text on node-postgres.
  const start = received?.at ? new Date(received.at) : line.paidAt;
  if (line.status === 'cancelled' || start === null) {
    return { ok: false, until: null, unitsLeft, open, refusal: 'returnNotReceived' };
  }
  const days = (await returnWindowsOf(db))[line.brand];
  const windowEnds = addDays(darEsSalaamDay(start), days);
  const today = darEsSalaamDay(now);
  if (today <= windowEnds) return { ok: true, basis: 'window', until: windowEnds, unitsLeft, open };
  const warranty = await orderLineWarranty(db, line.itemId, now);
  if (warranty?.under_warranty)
    return { ok: true, basis: 'warranty', until: warranty.ends_on, unitsLeft, open };
  const until = warranty && warranty.ends_on > windowEnds ? warranty.ends_on : windowEnds;
  return { ok: false, until, unitsLeft, open, refusal: 'returnClosed' };
}

const lineColumns = {
  itemId: orderItems.id,
  orderId: orders.id,
  userId: orders.userId,
  brand: orders.brand,
  productBrand: orderItems.productBrand,
  quantity: orderItems.quantity,
  status: orders.status,
  paidAt: orders.paidAt,
};

/** The order's product lines as a claim reads them. */
export function linesOf(db: Db | Tx, orderId: number) {
  return db
    .select({ ...lineColumns, itemName: orderItems.itemName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.id, orderId))
    .orderBy(orderItems.id) as Promise<(LineRow & { itemName: string })[]>;
}

type NewRequest = { kind: 'return' | 'repair'; quantity: number; reason: string };

/**
 * docs/returns.md: a customer asks to return or repair `quantity` units of their order's line.
 * The line's row is locked first, so two requests at once take turns and never claim more units
 * than were bought; `savePhotos` stores the photos once every check has passed.
 */
export async function createReturn(
  db: Db,
  customerId: number,
  orderId: number,
  itemId: number,
  body: NewRequest,
  savePhotos: () => Promise<string[]>,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [line] = (await tx
      .select(lineColumns)
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, itemId), eq(orders.id, orderId), eq(orders.userId, customerId)))
      .for('update', { of: orderItems })) as LineRow[];
    if (!line) throw AppError.notFound('Order line not found.');
    const claim = await claimOf(tx, line, now);
    if (!claim.ok)
      throw refuse(claim.refusal, claim.refusal === 'returnClosed' ? { until: claim.until ?? '' } : {});
    if (body.quantity > claim.unitsLeft) {
      throw claim.unitsLeft === 0 && claim.open > 0
        ? refuse('returnOpen')
        : refuse('returnUnitsLeft', { count: claim.unitsLeft });
    }
    const photos = await savePhotos();
    const [row] = await tx
      .insert(returnRequests)
      .values({
        orderId,
        orderItemId: itemId,
        userId: customerId,
        quantity: body.quantity,
        kind: body.kind,
        basis: claim.basis,
        reason: body.reason,
        photos,
        requestedAt: now,
      })
      .returning();
    await recordStep(tx, row!, 'requested', body.reason);
    return row!.id;
  });
}

/** The step on the order's timeline (docs/orders.md) and its messages, in the step's transaction. */
async function recordStep(tx: Tx, request: RequestRow, step: ReturnStep, note: string) {
  await tx.insert(orderEvents).values({
    orderId: request.orderId,
    type: 'return',
    returnRequestId: request.id,
    returnStep: step,
    note,
  });
  await queueReturnStep(tx, request, step);
}

/** Locks a request for a step, checking it is at one of `from`; answers the row. */
async function lockAt(tx: Tx, id: number, from: readonly ReturnStatus[]): Promise<RequestRow> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  if (!row) throw AppError.notFound('Return request not found.');
  if (!from.includes(row.status)) throw refuse('returnWrongStep');
  return row;
}

async function audit(
  tx: Tx,
  actor: ReturnActor,
  row: RequestRow,
  step: string,
  details: Record<string, unknown>,
) {
  await recordAudit(
    tx,
    actor,
    'return.update',
    { type: 'return_request', id: row.id },
    {
      step,
      order_id: row.orderId,
      order_item_id: row.orderItemId,
      quantity: row.quantity,
      ...details,
    },
  );
}

async function update(tx: Tx, id: number, values: Partial<typeof returnRequests.$inferInsert>) {
  const [row] = await tx.update(returnRequests).set(values).where(eq(returnRequests.id, id)).returning();
  return row!;
}

/** docs/returns.md, "The steps". Each locks the request, checks its step, and records it. */
export class ReturnsService {
  constructor(
    private readonly db: Db,
    private readonly providers: RefundProviders,
  ) {}

  approve(actor: ReturnActor, id: number, note = '') {
    return this.db.transaction(async (tx) => {
      await lockAt(tx, id, ['requested']);
      const row = await update(tx, id, {
        status: 'approved',
        approvedAt: new Date(),
        approvedBy: actor.id,
        approvalNote: note,
      });
      await recordStep(tx, row, 'approved', note);
      await audit(tx, actor, row, 'approved', { note });
    });
  }

  refuse(actor: ReturnActor, id: number, reason: string) {
    return this.db.transaction(async (tx) => {
      await lockAt(tx, id, ['requested', 'approved']);
      const row = await update(tx, id, {
        status: 'refused',
        refusedAt: new Date(),
        refusedBy: actor.id,
        refusalReason: reason,
      });
      await recordStep(tx, row, 'refused', reason);
      await audit(tx, actor, row, 'refused', { reason });
    });
  }

  /** The item came in: its condition is recorded and the request stays open until resolved. */
  receive(actor: ReturnActor, id: number, body: { condition: RequestRow['condition']; note?: string }) {
    return this.db.transaction(async (tx) => {
      await lockAt(tx, id, ['approved']);
      const note = body.note ?? '';
      const row = await update(tx, id, {
        status: 'received',
        receivedAt: new Date(),
        receivedBy: actor.id,
        condition: body.condition,
        conditionNote: note,
      });
      await recordStep(tx, row, 'received', note);
      await audit(tx, actor, row, 'received', { condition: body.condition, note });
    });
  }

  /**
   * docs/returns.md, "Stock": a received item put back on sale goes back to stock, once, with the
   * ledger's reason `return_restocked`; only units that left the stock (the order sold) go back,
   * and an item in for repair is its owner's.
   */
  restock(actor: ReturnActor, id: number) {
    return this.db.transaction(async (tx) => {
      const request = await lockAt(tx, id, ['received', 'resolved']);
      if (request.restockedAt) throw refuse('returnWrongStep');
      if (request.kind === 'repair' || request.resolution === 'repair') throw refuse('returnRepairKept');
      const [line] = await tx
        .select({
          productBrand: orderItems.productBrand,
          productId: orderItems.productId,
          deducted: orderItems.deductedQuantity,
          reference: orders.orderId,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.id, request.orderItemId))
        .for('update', { of: orderItems });
      const [back] = await tx
        .select({ units: sql<number>`coalesce(sum(${returnRequests.quantity}), 0)::int` })
        .from(returnRequests)
        .where(
          and(eq(returnRequests.orderItemId, request.orderItemId), isNotNull(returnRequests.restockedAt)),
        );
      if (
        !line?.productBrand ||
        line.productId === null ||
        line.deducted - (back?.units ?? 0) < request.quantity
      ) {
        throw refuse('returnNotFromStock');
      }
      await setStockReason(tx, {
        reason: 'return_restocked',
        order: { id: request.orderId, reference: line.reference },
        actor,
      });
      const moved = await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + ${request.quantity}`, updatedAt: new Date() })
        .where(and(eq(products.brand, line.productBrand), eq(products.id, line.productId)))
        .returning({ id: products.id });
      if (moved.length === 0) throw refuse('returnNotFromStock');
      const row = await update(tx, id, { restockedAt: new Date(), restockedBy: actor.id });
      await audit(tx, actor, row, 'restocked', {});
    });
  }

  /**
   * docs/returns.md, "Resolving": money back (a refund through the order's payments, newest
   * first, and/or store credit; together at most what the units cost), a replacement (a new
   * order at no charge, its stock taken), or a repair. A retried resolve finds the request
   * resolved; the refund's and the credit's own keys also answer a repeat with the first.
   */
  resolve(actor: ReturnActor, id: number, body: ResolveReturnBody) {
    return this.db.transaction(async (tx) => {
      const request = await lockAt(tx, id, ['received']);
      const [line] = await tx
        .select({
          price: orderItems.price,
          itemName: orderItems.itemName,
          productBrand: orderItems.productBrand,
          productId: orderItems.productId,
          order: orders,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.id, request.orderItemId));
      if (!line) throw AppError.notFound('Order line not found.');
      const reason = `Return of ${request.quantity} x ${line.itemName}, order ${line.order.orderId}`;
      let resolution: ReturnResolution = body.outcome === 'replacement' ? 'replacement' : 'repair';
      let refundAmount = '0.00';
      let creditAmount = '0.00';
      let replacementOrderId: number | null = null;
      if (body.outcome === 'money') {
        const refund = toCents(body.refund_amount ?? '0');
        const credit = toCents(body.credit_amount ?? '0');
        if (refund + credit <= 0n) throw refuse('returnNothingToPay');
        const worth = toCents(line.price) * BigInt(request.quantity);
        if (refund + credit > worth) {
          throw refuse('returnMoneyTooMuch', {
            max: formatMoney(fromCents(worth), line.order.currency as Currency),
          });
        }
        if (refund > 0n) await this.refund(tx, actor, request, refund, reason, body);
        if (credit > 0n) {
          await grantCredit(tx, {
            userId: line.order.userId,
            currency: line.order.currency === 'USD' ? 'USD' : 'TZS',
            amount: fromCents(credit),
            kind: 'return',
            reason,
            by: actor,
            source: `return:${request.id}`,
          });
        }
        refundAmount = fromCents(refund);
        creditAmount = fromCents(credit);
        resolution =
          refund > 0n && credit > 0n ? 'refund_and_credit' : refund > 0n ? 'refund' : 'store_credit';
      }
      if (body.outcome === 'replacement') {
        replacementOrderId = await this.replace(tx, actor, request, line);
      }
      const row = await update(tx, id, {
        status: 'resolved',
        resolvedAt: new Date(),
        resolvedBy: actor.id,
        resolution,
        refundAmount,
        creditAmount,
        replacementOrderId,
        resolutionNote: body.note ?? '',
      });
      await recordStep(tx, row, 'resolved', body.note ?? '');
      await audit(tx, actor, row, 'resolved', {
        resolution,
        refund_amount: refundAmount,
        credit_amount: creditAmount,
        replacement_order_id: replacementOrderId,
        note: body.note ?? '',
      });
    });
  }

  /** Shares the refund over the order's applied payments, newest first, each never above what it still holds. */
  private async refund(
    tx: Tx,
    actor: ReturnActor,
    request: RequestRow,
    cents: bigint,
    reason: string,
    body: Extract<ResolveReturnBody, { outcome: 'money' }>,
  ) {
    const paid = await tx
      .select({
        id: payments.id,
        left: sql<string>`(${payments.amount} - coalesce((select sum(r.amount) from refunds r where r.payment_id = ${payments.id} and r.status <> 'failed'), 0))::text`,
      })
      .from(payments)
      .where(and(eq(payments.orderId, request.orderId), eq(payments.outcome, 'applied')))
      .orderBy(desc(payments.id));
    if (paid.length === 0) throw refuse('returnNoPayment');
    let owed = cents;
    for (const payment of paid) {
      if (owed <= 0n) break;
      const share = toCents(payment.left) < owed ? toCents(payment.left) : owed;
      if (share <= 0n) continue;
      await requestRefund(tx, this.providers, {
        paymentId: payment.id,
        amount: fromCents(share),
        reason,
        by: actor.id,
        source: 'return',
        method: body.refund_method ?? 'provider',
        reference: body.reference,
        requestKey: `return:${request.id}:${payment.id}`,
      });
      owed -= share;
    }
    // More than the payments still hold: requestRefund says how much is left on the last one.
    if (owed > 0n) {
      await requestRefund(tx, this.providers, {
        paymentId: paid[0]!.id,
        amount: fromCents(owed),
        reason,
        by: actor.id,
        source: 'return',
      });
    }
  }

  /**
   * docs/returns.md, "Resolving": a new order of the customer's at no charge (paid, confirmed,
   * delivered as the first was), one line of the same product at 0.00, its units taken from
   * stock at once (ledger reason `return_replacement`; a cancel of it puts them back).
   */
  private async replace(
    tx: Tx,
    actor: ReturnActor,
    request: RequestRow,
    line: {
      itemName: string;
      productBrand: Brand | null;
      productId: number | null;
      order: typeof orders.$inferSelect;
    },
  ): Promise<number> {
    const { order } = line;
    const [product] =
      line.productBrand && line.productId !== null
        ? await tx
            .select({ stock: products.stockQuantity, name: products.name })
            .from(products)
            .where(and(eq(products.brand, line.productBrand), eq(products.id, line.productId)))
            .for('update')
        : [];
    if (!product || product.stock < request.quantity)
      throw refuse('returnReplacementShort', { name: line.itemName });
    const now = new Date();
    const newId = await insertOrder(tx, {
      userId: order.userId,
      brand: order.brand as Brand,
      kind: 'product_order',
      totalAmount: '0.00',
      subtotal: '0.00',
      paymentMethod: 'replacement',
      paymentStatus: 'paid',
      paidAt: now,
      status: 'confirmed',
      fulfilment: order.fulfilment,
      delivery: order.delivery,
      shippingAddress: order.shippingAddress,
      notes: `Replacement for order ${order.orderId}`,
      channel: order.channel,
      takenById: actor.id,
    });
    const [created] = await tx.select({ reference: orders.orderId }).from(orders).where(eq(orders.id, newId));
    await tx.insert(orderItems).values({
      orderId: newId,
      productBrand: line.productBrand,
      productId: line.productId,
      itemName: line.itemName,
      quantity: request.quantity,
      price: '0.00',
    });
    await setStockReason(tx, {
      reason: 'return_replacement',
      order: { id: newId, reference: created!.reference },
      actor,
    });
    await deductStock(tx, newId);
    return newId;
  }

  /** docs/returns.md: the admin sets each brand's return window. */
  setWindows(actor: ReturnActor, windows: ReturnWindows) {
    return this.db.transaction(async (tx) => {
      for (const brand of ['fursa', 'igsum'] as const) {
        await tx
          .insert(returnWindows)
          .values({ brand, days: windows[brand] })
          .onConflictDoUpdate({
            target: returnWindows.brand,
            set: { days: windows[brand], updatedAt: new Date() },
          });
      }
      await recordAudit(tx, actor, 'settings.returns', { type: 'return_windows' }, { ...windows });
      return returnWindowsOf(tx);
    });
  }
}
