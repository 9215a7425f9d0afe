import {
  type AdminReturnsQuery,
  RETURNS_PAGE,
  type ReturnRequest,
  type ReturnRequestList,
} from '@shop/contract/returns';
import { and, desc, eq, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orders, profiles, returnRequests, users } from '#server/db/schema.ts';

type Row = typeof returnRequests.$inferSelect;

/** docs/returns.md: requests as both sides read them, newest first. */
export async function returnViews(
  db: Db | Tx,
  where: SQL | undefined,
  limit = RETURNS_PAGE,
): Promise<ReturnRequest[]> {
  const rows = await db
    .select({
      request: returnRequests,
      reference: orders.orderId,
      brand: orders.brand,
      currency: orders.currency,
      itemName: orderItems.itemName,
      username: users.username,
      fullName: profiles.fullName,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, returnRequests.userId))
    .where(where)
    .orderBy(desc(returnRequests.id))
    .limit(limit);
  const actorIds = new Set<number>();
  const replacementIds = new Set<number>();
  for (const { request: r } of rows) {
    for (const id of [r.approvedBy, r.refusedBy, r.receivedBy, r.restockedBy, r.resolvedBy])
      if (id !== null) actorIds.add(id);
    if (r.replacementOrderId !== null) replacementIds.add(r.replacementOrderId);
  }
  const actors = new Map(
    actorIds.size === 0
      ? []
      : (
          await db
            .select({ id: users.id, name: users.username })
            .from(users)
            .where(inArray(users.id, [...actorIds]))
        ).map((a) => [a.id, a.name] as const),
  );
  const replacements = new Map(
    replacementIds.size === 0
      ? []
      : (
          await db
            .select({ id: orders.id, reference: orders.orderId })
            .from(orders)
            .where(inArray(orders.id, [...replacementIds]))
        ).map((o) => [o.id, o.reference] as const),
  );
  const step = (at: Date | null, by: number | null) =>
    at ? { at: at.toISOString(), by: by === null ? null : (actors.get(by) ?? null) } : null;
  return rows.map(({ request: r, ...o }) => view(r, o, step, replacements));
}

function view(
  r: Row,
  o: {
    reference: string;
    brand: ReturnRequest['brand'];
    currency: string;
    itemName: string;
    username: string;
    fullName: string | null;
  },
  step: (at: Date | null, by: number | null) => ReturnRequest['approved'],
  replacements: Map<number, string>,
): ReturnRequest {
  return {
    id: r.id,
    order_id: r.orderId,
    order_reference: o.reference,
    order_item_id: r.orderItemId,
    item_name: o.itemName,
    brand: o.brand,
    currency: o.currency === 'USD' ? 'USD' : 'TZS',
    quantity: r.quantity,
    kind: r.kind,
    basis: r.basis,
    reason: r.reason,
    photos: r.photos.map((name) => `/media/${name}`),
    status: r.status,
    customer: { id: r.userId, username: o.username, full_name: o.fullName ?? '' },
    requested_at: r.requestedAt.toISOString(),
    approved: step(r.approvedAt, r.approvedBy),
    approval_note: r.approvalNote,
    refused: step(r.refusedAt, r.refusedBy),
    refusal_reason: r.refusalReason,
    received: step(r.receivedAt, r.receivedBy),
    condition: r.condition,
    condition_note: r.conditionNote,
    restocked: step(r.restockedAt, r.restockedBy),
    resolved: step(r.resolvedAt, r.resolvedBy),
    resolution: r.resolution,
    refund_amount: r.refundAmount,
    credit_amount: r.creditAmount,
    replacement_order_reference:
      r.replacementOrderId === null ? null : (replacements.get(r.replacementOrderId) ?? null),
    resolution_note: r.resolutionNote,
  };
}

/** GET /api/admin/returns/: filtered by status, brand and part of the order's reference, 50 a page. */
export async function adminReturnList(db: Db, query: AdminReturnsQuery): Promise<ReturnRequestList> {
  const where = and(
    query.status ? eq(returnRequests.status, query.status) : undefined,
    query.brand ? eq(orders.brand, query.brand) : undefined,
    query.q ? ilike(orders.orderId, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.before ? lt(returnRequests.id, query.before) : undefined,
  );
  const list = await returnViews(db, where, RETURNS_PAGE + 1);
  const page = list.slice(0, RETURNS_PAGE);
  return { returns: page, next_before: list.length > RETURNS_PAGE ? page.at(-1)!.id : null };
}
