import {
  type AdminCustomer,
  type AdminUpdateRoleBody,
  SPENDING_ORDER_STATUSES,
} from '@shop/contract/admin-users';
import { isAdmin } from '@shop/contract/auth';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { withIndexScans } from '#server/db/index-scans.ts';
import { orders, profiles, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

/** `%` and `_` typed in a search box are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class AdminUserService {
  constructor(private readonly db: Db) {}

  /** Users, newest first, with their order count and money spent per currency. */
  customers(query: { search?: string; limit: number }): Promise<AdminCustomer[]> {
    if (!query.search) return customerRows(this.db, undefined, query.limit);
    const pattern = likePattern(query.search);
    return withIndexScans(this.db, (tx) =>
      customerRows(tx, or(ilike(users.username, pattern), ilike(users.email, pattern)), query.limit),
    );
  }

  /**
   * docs/roles-and-ownership.md: a grant sets both flags, a removal clears both. The admin rows are locked
   * first, so two admins demoting each other at once cannot leave the shop without one.
   */
  async setRole(actor: AuditActor, userId: number, body: AdminUpdateRoleBody): Promise<AdminCustomer> {
    const grant = !!(body.is_staff || body.is_superuser);
    return this.db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isStaff, true), eq(users.isSuperuser, true)))
        .orderBy(users.id)
        .for('update');
      if (!admins.some((a) => a.id === actor.id)) throw AppError.forbidden('Admin privileges required.');
      if (userId === actor.id && !grant) throw AppError.conflict('You cannot remove your own admin role.');

      const [target] = await tx
        .select({ username: users.username, isStaff: users.isStaff, isSuperuser: users.isSuperuser })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!target) throw AppError.notFound('User not found.');
      await tx.update(users).set({ isStaff: grant, isSuperuser: grant }).where(eq(users.id, userId));
      const before = { is_staff: target.isStaff, is_superuser: target.isSuperuser };
      await recordAudit(
        tx,
        actor,
        'user.role',
        { type: 'user', id: userId },
        {
          username: target.username,
          before,
          after: { is_staff: grant, is_superuser: grant },
        },
      );
      const [row] = await customerRows(tx, eq(users.id, userId), 1);
      return row!;
    });
  }
}

/**
 * One page of customers, then the totals of those customers only: their orders are read through
 * orders_user_created_idx, never every order of the shop (docs/lists.md).
 */
async function customerRows(db: Db | Tx, where: SQL | undefined, limit: number): Promise<AdminCustomer[]> {
  const page = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: profiles.fullName,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      dateJoined: users.dateJoined,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(desc(users.dateJoined), desc(users.id))
    .limit(limit);
  if (page.length === 0) return [];
  const counted = and(
    ne(orders.status, 'cancelled'),
    or(eq(orders.paymentStatus, 'paid'), inArray(orders.status, [...SPENDING_ORDER_STATUSES])),
  );
  const spentIn = (currency: 'TZS' | 'USD') =>
    sql<string>`round(coalesce(sum(${orders.totalAmount}) filter (where ${orders.currency} = ${currency} and ${counted}), 0), 2)`;
  const stats = await db
    .select({
      userId: orders.userId,
      orderCount: count(),
      spentTzs: spentIn('TZS'),
      spentUsd: spentIn('USD'),
    })
    .from(orders)
    .where(
      inArray(
        orders.userId,
        page.map((u) => u.id),
      ),
    )
    .groupBy(orders.userId);
  const statsOf = new Map(stats.map((s) => [s.userId, s]));
  const rows = page.map((u) => {
    const s = statsOf.get(u.id);
    return {
      ...u,
      orderCount: s?.orderCount ?? 0,
      spentTzs: s?.spentTzs ?? '0.00',
      spentUsd: s?.spentUsd ?? '0.00',
    };
  });
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    email: r.email,
    full_name: r.fullName ?? '',
    is_staff: r.isStaff,
    is_superuser: r.isSuperuser,
    is_admin: isAdmin({ is_staff: r.isStaff, is_superuser: r.isSuperuser }),
    date_joined: r.dateJoined.toISOString(),
    order_count: r.orderCount,
    total_spent: { TZS: r.spentTzs, USD: r.spentUsd },
  }));
}
