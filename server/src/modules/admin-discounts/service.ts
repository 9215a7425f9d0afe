import type { CappedListQuery } from '@shop/contract/common';
import { CURRENCY_OF } from '@shop/contract/common';
import type { AdminDiscountCode, AdminDiscountCodeUse, DiscountCodeValues } from '@shop/contract/discounts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  discountCodes,
  discountCodeUses,
  orders,
  productCategories,
  products,
  tours,
  users,
} from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { listWindow } from '#server/lib/list-window.ts';
import { darWallClock } from '#server/modules/discounts/rules.ts';

/** A paid order that is not cancelled: its total counts as the code's revenue. */
const paidOrder = sql`${orders.paymentStatus} = 'paid' and ${orders.status} <> 'cancelled'`;

/** docs/discount-codes.md: the admin's codes, their uses and the revenue of their paid orders. */
export class AdminDiscountsService {
  constructor(private readonly db: Db) {}

  async list(query: Partial<CappedListQuery>): Promise<AdminDiscountCode[]> {
    const { limit, offset } = listWindow(query);
    return this.read(undefined, limit, offset);
  }

  async get(id: number): Promise<AdminDiscountCode> {
    const [code] = await this.read(eq(discountCodes.id, id), 1, 0);
    if (!code) throw AppError.notFound('Discount code not found.');
    return code;
  }

  async create(actor: AuditActor, values: DiscountCodeValues): Promise<AdminDiscountCode> {
    const id = await this.db.transaction(async (tx) => {
      await refuseUnknownScope(tx, values);
      const [row] = await saving(() =>
        tx.insert(discountCodes).values(columnsOf(values)).returning({ id: discountCodes.id }),
      );
      await recordAudit(
        tx,
        actor,
        'discount.create',
        { type: 'discount_code', id: row!.id },
        { code: values.code.toUpperCase(), after: values },
      );
      return row!.id;
    });
    return this.get(id);
  }

  async update(actor: AuditActor, id: number, values: DiscountCodeValues): Promise<AdminDiscountCode> {
    const before = await this.get(id);
    await this.db.transaction(async (tx) => {
      await refuseUnknownScope(tx, values);
      const changed = await saving(() =>
        tx
          .update(discountCodes)
          .set({ ...columnsOf(values), updatedAt: new Date() })
          .where(eq(discountCodes.id, id))
          .returning({ id: discountCodes.id }),
      );
      if (changed.length === 0) throw AppError.notFound('Discount code not found.');
      await recordAudit(
        tx,
        actor,
        'discount.update',
        { type: 'discount_code', id },
        { code: values.code.toUpperCase(), before, after: values },
      );
    });
    return this.get(id);
  }

  /** Only a code no order has used: one with uses is switched off instead, so its orders keep it. */
  async remove(actor: AuditActor, id: number): Promise<null> {
    await this.db.transaction(async (tx) => {
      const [used] = await tx
        .select({ id: discountCodeUses.id })
        .from(discountCodeUses)
        .where(eq(discountCodeUses.codeId, id))
        .limit(1);
      if (used) throw AppError.conflict('Orders have used this code: switch it off instead of deleting it.');
      const [gone] = await tx
        .delete(discountCodes)
        .where(eq(discountCodes.id, id))
        .returning({ code: discountCodes.code });
      if (!gone) throw AppError.notFound('Discount code not found.');
      await recordAudit(tx, actor, 'discount.delete', { type: 'discount_code', id }, { code: gone.code });
    });
    return null;
  }

  /** The code's uses, newest first, with their orders. */
  async uses(id: number, query: Partial<CappedListQuery>): Promise<AdminDiscountCodeUse[]> {
    await this.get(id);
    const { limit, offset } = listWindow(query);
    const rows = await this.db
      .select({
        id: discountCodeUses.id,
        order: orders.id,
        orderId: orders.orderId,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        total: orders.totalAmount,
        currency: orders.currency,
        username: users.username,
        state: discountCodeUses.state,
        amount: discountCodeUses.amount,
        createdAt: discountCodeUses.createdAt,
      })
      .from(discountCodeUses)
      .innerJoin(orders, eq(orders.id, discountCodeUses.orderId))
      .innerJoin(users, eq(users.id, discountCodeUses.userId))
      .where(eq(discountCodeUses.codeId, id))
      .orderBy(desc(discountCodeUses.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      order: r.order,
      order_id: r.orderId,
      order_status: r.status,
      payment_status: r.paymentStatus,
      order_total: r.total,
      currency: r.currency === 'USD' ? 'USD' : 'TZS',
      username: r.username,
      state: r.state,
      amount: r.amount,
      created_at: r.createdAt.toISOString(),
    }));
  }

  private async read(where: SQL | undefined, limit: number, offset: number): Promise<AdminDiscountCode[]> {
    const codes = await this.db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(desc(discountCodes.id))
      .limit(limit)
      .offset(offset);
    if (codes.length === 0) return [];
    const figures = await this.db
      .select({
        codeId: discountCodeUses.codeId,
        reserved: sql<number>`count(*) filter (where ${discountCodeUses.state} = 'reserved')`.mapWith(Number),
        redeemed: sql<number>`count(*) filter (where ${discountCodeUses.state} = 'redeemed')`.mapWith(Number),
        released: sql<number>`count(*) filter (where ${discountCodeUses.state} = 'released')`.mapWith(Number),
        revenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${paidOrder}), 0)::numeric(16, 2)::text`,
        discount: sql<string>`coalesce(sum(${discountCodeUses.amount}) filter (where ${paidOrder}), 0)::numeric(16, 2)::text`,
      })
      .from(discountCodeUses)
      .innerJoin(orders, eq(orders.id, discountCodeUses.orderId))
      .where(
        inArray(
          discountCodeUses.codeId,
          codes.map((c) => c.id),
        ),
      )
      .groupBy(discountCodeUses.codeId);
    const byCode = new Map(figures.map((f) => [f.codeId, f]));
    return codes.map((row) => {
      const f = byCode.get(row.id);
      return {
        id: row.id,
        code: row.code,
        brand: row.brand,
        kind: row.kind,
        percent: row.percent,
        amount: row.amount,
        currency: row.currency === 'USD' ? 'USD' : 'TZS',
        min_spend: row.minSpend,
        starts_at: localTime(row.startsAt),
        ends_at: localTime(row.endsAt),
        total_cap: row.totalCap,
        per_customer_cap: row.perCustomerCap,
        category_ids: row.categoryIds,
        product_ids: row.productIds,
        tour_ids: row.tourIds,
        applies_to_sale_items: row.appliesToSaleItems,
        is_active: row.isActive,
        note: row.note,
        created_at: row.createdAt.toISOString(),
        uses: { reserved: f?.reserved ?? 0, redeemed: f?.redeemed ?? 0, released: f?.released ?? 0 },
        paid_revenue: f?.revenue ?? '0.00',
        paid_discount: f?.discount ?? '0.00',
      };
    });
  }
}

/** Dar es Salaam is UTC+3 all year, so its wall clock converts by a fixed offset (docs/discount-codes.md). */
function fromLocalTime(local: string | null): Date | null {
  return local === null ? null : new Date(`${local}:00+03:00`);
}

function localTime(moment: Date | null): string | null {
  if (!moment) return null;
  const { date, time } = darWallClock(moment);
  return `${date}T${time}`;
}

function columnsOf(values: DiscountCodeValues) {
  return {
    code: values.code.toUpperCase(),
    brand: values.brand,
    kind: values.kind,
    percent: values.kind === 'percentage' ? values.percent : null,
    amount: values.kind === 'fixed_amount' ? values.amount : null,
    currency: CURRENCY_OF[values.brand],
    minSpend: values.min_spend,
    startsAt: fromLocalTime(values.starts_at),
    endsAt: fromLocalTime(values.ends_at),
    totalCap: values.total_cap,
    perCustomerCap: values.per_customer_cap,
    categoryIds: [...new Set(values.category_ids)],
    productIds: [...new Set(values.product_ids)],
    tourIds: values.brand === 'igsum' ? [...new Set(values.tour_ids)] : [],
    appliesToSaleItems: values.applies_to_sale_items,
    isActive: values.is_active,
    note: values.note,
  };
}

/** A duplicate code (any case) is the admin's 409, not a 500. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err))
      throw AppError.conflict('A discount code with this name already exists.', {
        code: ['A discount code with this name already exists.'],
      });
    throw err;
  }
}

/** The scope names only categories and products of the code's brand, and tours for the tour brand. */
async function refuseUnknownScope(tx: Tx, values: DiscountCodeValues): Promise<void> {
  const missing = async (field: string, ids: number[], found: () => Promise<{ id: number }[]>) => {
    if (ids.length === 0) return;
    const known = new Set((await found()).map((r) => r.id));
    const unknown = [...new Set(ids)].filter((id) => !known.has(id));
    if (unknown.length > 0) throw AppError.field(field, `Not in this shop: ${unknown.join(', ')}`);
  };
  await missing('category_ids', values.category_ids, () =>
    tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(
        and(eq(productCategories.brand, values.brand), inArray(productCategories.id, values.category_ids)),
      ),
  );
  await missing('product_ids', values.product_ids, () =>
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brand, values.brand), inArray(products.id, values.product_ids))),
  );
  if (values.brand !== 'igsum' && values.tour_ids.length > 0) {
    throw AppError.field('tour_ids', 'Only an IGSUM code can name tours.');
  }
  await missing('tour_ids', values.tour_ids, () =>
    tx.select({ id: tours.id }).from(tours).where(inArray(tours.id, values.tour_ids)),
  );
}
