import { ERROR_CODES } from '@shop/contract/errors';
import type {
  AdminLineSerials,
  AdminLineSerialsBody,
  AdminSerialArrival,
  AdminSerialArrivalBody,
  ReceiptSerialNote,
  SerialLookup,
  SerialUnit,
} from '@shop/contract/serials';
import { SERIAL_LOOKUP_CAP } from '@shop/contract/serials';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orders, productSerials, products, profiles, users } from '#server/db/schema.ts';
import { setStockReason } from '#server/db/stock-reason.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { BRANDS } from '#server/modules/catalog/brands.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { orderWarranties } from './warranty';

const s = productSerials;

/** A serial another unit of the product has (two admins typing it at once included). */
const taken = (serial: string) =>
  AppError.refused(409, ERROR_CODES.conflict, 'serialTaken', { serial }, 'serials');

function rethrowTaken(serial: string) {
  return (err: unknown): never => {
    throw isUniqueViolation(err) ? taken(serial) : err;
  };
}

/**
 * docs/serials-and-warranty.md: serial numbers recorded at a stock arrival or on an order line,
 * corrected by an admin and looked up with their sale, customer and warranty. Every write is
 * audit-logged in its own transaction.
 */
export class SerialsService {
  constructor(private readonly db: Db) {}

  /** Units of one product arrive with their serials: the stock rises by their count. */
  async receive(actor: AuditActor, body: AdminSerialArrivalBody): Promise<AdminSerialArrival> {
    const brand = body.product_brand;
    return this.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(isProduct(brand, body.product))
        .for('update');
      if (!product) throw AppError.refused(404, ERROR_CODES.notFound, 'serialProductMissing', {}, 'product');
      const [clash] = await tx
        .select({ serial: s.serial })
        .from(s)
        .where(and(eq(s.productBrand, brand), eq(s.productId, body.product), inArray(s.serial, body.serials)))
        .limit(1);
      if (clash) throw taken(clash.serial);
      await setStockReason(tx, { reason: 'received', actor });
      const [after] = await tx
        .update(products)
        .set({
          stockQuantity: sql`${products.stockQuantity} + ${body.serials.length}`,
          // docs/catalogue.md: a laptop is active exactly when it has stock, as an edit of its stock makes it.
          ...(BRANDS[brand].activeFollowsStock && { isActive: true }),
          updatedAt: new Date(),
        })
        .where(isProduct(brand, body.product))
        .returning({ stock: products.stockQuantity });
      const now = new Date();
      const rows = await tx
        .insert(s)
        .values(
          body.serials.map((serial) => ({
            productBrand: brand,
            productId: body.product,
            serial,
            receivedAt: now,
          })),
        )
        .returning({ id: s.id })
        .catch(rethrowTaken(body.serials.join(', ')));
      await recordAudit(
        tx,
        actor,
        'serial.receive',
        { type: BRANDS[brand].productEntity, id: body.product },
        { count: body.serials.length, serials: body.serials },
      );
      return {
        stock_quantity: after!.stock,
        serials: await unitsWhere(
          tx,
          inArray(
            s.id,
            rows.map((r) => r.id),
          ),
        ),
      };
    });
  }

  /**
   * An order line's serials, all of them: one per unit at most. A serial of the product still in
   * stock is taken onto the line; one on another order's line only with `move` (a correction);
   * a new one is recorded. One the line no longer lists goes back to stock if it came with a
   * stock arrival, and is forgotten if it was only typed here (most likely a typo).
   */
  async setLineSerials(
    actor: AuditActor,
    orderId: number,
    itemId: number,
    body: AdminLineSerialsBody,
  ): Promise<AdminLineSerials> {
    return this.db.transaction(async (tx) => {
      const [line] = await tx
        .select({
          brand: orderItems.productBrand,
          productId: orderItems.productId,
          quantity: orderItems.quantity,
          status: orders.status,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
        .for('update', { of: orderItems });
      if (!line) throw AppError.notFound('Order line not found.');
      const refuse = (name: 'serialNotAProduct' | 'serialProductGone' | 'serialOrderCancelled') =>
        AppError.refused(409, ERROR_CODES.conflict, name, {}, 'serials');
      if (line.brand === null) throw refuse('serialNotAProduct');
      if (line.productId === null) throw refuse('serialProductGone');
      if (body.serials.length > line.quantity) {
        throw AppError.refused(
          400,
          ERROR_CODES.validation,
          'serialTooMany',
          { count: line.quantity },
          'serials',
        );
      }
      if (line.status === 'cancelled' && body.serials.length > 0) throw refuse('serialOrderCancelled');
      const ofProduct = and(eq(s.productBrand, line.brand), eq(s.productId, line.productId));
      const current = await tx
        .select({ id: s.id, serial: s.serial, receivedAt: s.receivedAt })
        .from(s)
        .where(eq(s.orderItemId, itemId))
        .orderBy(asc(s.id))
        .for('update');
      const known =
        body.serials.length === 0
          ? []
          : await tx
              .select({ id: s.id, serial: s.serial, itemId: s.orderItemId, reference: orders.orderId })
              .from(s)
              .leftJoin(orderItems, eq(orderItems.id, s.orderItemId))
              .leftJoin(orders, eq(orders.id, orderItems.orderId))
              .where(and(ofProduct, inArray(s.serial, body.serials)))
              .for('update', { of: s });
      const moved = known.filter((k) => k.itemId !== null && k.itemId !== itemId);
      const elsewhere = moved[0];
      if (elsewhere && !body.move) {
        throw AppError.refused(
          409,
          ERROR_CODES.conflict,
          'serialOnOtherOrder',
          { serial: elsewhere.serial, order: elsewhere.reference ?? '' },
          'serials',
        );
      }
      const keep = new Set(body.serials);
      const dropped = current.filter((c) => !keep.has(c.serial));
      const back = dropped.filter((d) => d.receivedAt !== null).map((d) => d.id);
      const forgotten = dropped.filter((d) => d.receivedAt === null).map((d) => d.id);
      const now = new Date();
      if (back.length > 0)
        await tx.update(s).set({ orderItemId: null, updatedAt: now }).where(inArray(s.id, back));
      if (forgotten.length > 0) await tx.delete(s).where(inArray(s.id, forgotten));
      const onLine = known.filter((k) => k.itemId !== itemId).map((k) => k.id);
      if (onLine.length > 0) {
        await tx.update(s).set({ orderItemId: itemId, updatedAt: now }).where(inArray(s.id, onLine));
      }
      const knownSerials = new Set(known.map((k) => k.serial));
      const added = body.serials.filter((serial) => !knownSerials.has(serial));
      if (added.length > 0) {
        await tx
          .insert(s)
          .values(
            added.map((serial) => ({
              productBrand: line.brand!,
              productId: line.productId!,
              serial,
              orderItemId: itemId,
            })),
          )
          .catch(rethrowTaken(added.join(', ')));
      }
      const before = current.map((c) => c.serial);
      if (before.join() !== body.serials.join()) {
        await recordAudit(
          tx,
          actor,
          'serial.assign',
          { type: 'order', id: orderId },
          {
            item: itemId,
            before,
            after: body.serials,
            moved: moved.map((m) => ({ serial: m.serial, from: m.reference })),
          },
        );
      }
      const warranties = await orderWarranties(tx, [orderId]);
      return {
        item_id: itemId,
        serials: (await lineSerials(tx, [itemId])).get(itemId) ?? [],
        warranty: warranties.get(itemId) ?? null,
      };
    });
  }

  /** Corrects a serial's text (a typo), wherever the unit is. */
  async correct(actor: AuditActor, id: number, serial: string): Promise<SerialUnit> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ serial: s.serial }).from(s).where(eq(s.id, id)).for('update');
      if (!row) throw AppError.notFound('Serial number not found.');
      if (row.serial !== serial) {
        await tx
          .update(s)
          .set({ serial, updatedAt: new Date() })
          .where(eq(s.id, id))
          .catch(rethrowTaken(serial));
        await recordAudit(
          tx,
          actor,
          'serial.correct',
          { type: 'product_serial', id },
          { before: row.serial, after: serial },
        );
      }
      const [unit] = await unitsWhere(tx, eq(s.id, id));
      return unit!;
    });
  }

  /** The units with this serial (of any product), oldest first, at most SERIAL_LOOKUP_CAP. */
  async lookup(serial: string): Promise<SerialLookup> {
    return { results: await unitsWhere(this.db, eq(s.serial, serial), SERIAL_LOOKUP_CAP) };
  }
}

/** The units `where` selects, with product, sale, customer and warranty. */
async function unitsWhere(db: Db | Tx, where: SQL | undefined, limit = 1000): Promise<SerialUnit[]> {
  const rows = await db
    .select({
      id: s.id,
      serial: s.serial,
      brand: s.productBrand,
      productId: products.id,
      productName: products.name,
      receivedAt: s.receivedAt,
      itemId: orderItems.id,
      itemName: orderItems.itemName,
      orderId: orders.id,
      reference: orders.orderId,
      status: orders.status,
      placedAt: orders.createdAt,
      paidAt: orders.paidAt,
      userId: users.id,
      username: users.username,
      email: users.email,
      fullName: profiles.fullName,
      phone: profiles.phone,
    })
    .from(s)
    .leftJoin(products, and(eq(products.brand, s.productBrand), eq(products.id, s.productId)))
    .leftJoin(orderItems, eq(orderItems.id, s.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(where)
    .orderBy(asc(s.id))
    .limit(limit);
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))];
  const warranties = await orderWarranties(db, orderIds);
  return rows.map((r) => ({
    id: r.id,
    serial: r.serial,
    product: r.productId === null ? null : { brand: r.brand, id: r.productId, name: r.productName ?? '' },
    received_at: r.receivedAt?.toISOString() ?? null,
    sale:
      r.orderId === null || r.itemId === null
        ? null
        : {
            order_id: r.orderId,
            order_reference: r.reference ?? '',
            item_name: r.itemName ?? '',
            status: r.status ?? '',
            placed_at: r.placedAt!.toISOString(),
            paid_at: r.paidAt?.toISOString() ?? null,
            customer: {
              id: r.userId ?? 0,
              username: r.username ?? '',
              full_name: r.fullName ?? '',
              email: r.email ?? '',
              phone: r.phone ?? '',
            },
            warranty: warranties.get(r.itemId) ?? null,
          },
  }));
}

/** The serials on each of `itemIds`' lines, in the order they were recorded. */
export async function lineSerials(db: Db | Tx, itemIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select({ itemId: s.orderItemId, serial: s.serial })
    .from(s)
    .where(inArray(s.orderItemId, itemIds))
    .orderBy(asc(s.id));
  for (const row of rows) out.set(row.itemId!, [...(out.get(row.itemId!) ?? []), row.serial]);
  return out;
}

/**
 * The receipt's note (docs/serials-and-warranty.md): each product line of the order with serials
 * or a warranty, its serials and its warranty's last day. Printed under the lines, never posted
 * to TRA.
 */
export async function receiptSerialNotes(db: Db | Tx, orderId: number): Promise<ReceiptSerialNote[]> {
  const lines = await db
    .select({ id: orderItems.id, name: orderItems.itemName })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.productBrand} is not null`))
    .orderBy(asc(orderItems.id));
  const ids = lines.map((l) => l.id);
  const [serials, warranties] = await Promise.all([lineSerials(db, ids), orderWarranties(db, [orderId])]);
  return lines.flatMap((l) => {
    const own = serials.get(l.id) ?? [];
    const warranty = warranties.get(l.id) ?? null;
    if (own.length === 0 && !warranty) return [];
    return [{ item_name: l.name, serials: own, warranty_ends_on: warranty?.ends_on ?? null }];
  });
}
