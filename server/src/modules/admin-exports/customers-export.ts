import { type AdminExportCustomersQuery, SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import { SPENDING_ORDER_STATUSES } from '@shop/contract/admin-users';
import { and, asc, count, eq, gt, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, profiles, users } from '#server/db/schema.ts';
import { containsPattern } from '#server/modules/catalog/like-pattern.ts';
import { type CsvColumn, keysetBatches } from './csv-stream';
import { shopDayEnd, shopDayStart } from './orders-export';

function readCustomers(db: Db, query: AdminExportCustomersQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    query.from ? gte(users.dateJoined, shopDayStart(query.from)) : undefined,
    query.to ? lt(users.dateJoined, shopDayEnd(query.to)) : undefined,
    pattern ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined,
  );
  return (after: number | undefined, size: number) =>
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        fullName: profiles.fullName,
        countryCode: profiles.countryCode,
        phone: profiles.phone,
        address: profiles.address,
        isAdmin: sql<boolean>`${users.isStaff} and ${users.isSuperuser}`,
        joined: sql<string>`to_char(${users.dateJoined} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(where, after === undefined ? undefined : gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(size);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof readCustomers>>>[number] & {
  orders: number;
  spentTzs: string;
  spentUsd: string;
};

/**
 * docs/sales-and-exports.md: the customers matching `query` in the order they joined, with their
 * order count and money spent per currency as the customers list counts it (admin-users), a batch
 * at a time: each batch's totals read only that batch's orders (orders_user_created_idx).
 */
export async function* customerRows(db: Db, query: AdminExportCustomersQuery): AsyncGenerator<CustomerRow> {
  const counted = and(
    ne(orders.status, 'cancelled'),
    or(eq(orders.paymentStatus, 'paid'), inArray(orders.status, [...SPENDING_ORDER_STATUSES])),
  );
  const spentIn = (currency: 'TZS' | 'USD') =>
    sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.currency} = ${currency} and ${counted}), 0)::numeric(16, 2)::text`;
  for await (const batch of keysetBatches(readCustomers(db, query), (u) => u.id)) {
    const totals = await db
      .select({ userId: orders.userId, orders: count(), spentTzs: spentIn('TZS'), spentUsd: spentIn('USD') })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          batch.map((u) => u.id),
        ),
      )
      .groupBy(orders.userId);
    const of = new Map(totals.map((t) => [t.userId, t]));
    for (const customer of batch) {
      const t = of.get(customer.id);
      yield {
        ...customer,
        orders: t?.orders ?? 0,
        spentTzs: t?.spentTzs ?? '0.00',
        spentUsd: t?.spentUsd ?? '0.00',
      };
    }
  }
}

export const CUSTOMER_COLUMNS: CsvColumn<CustomerRow>[] = [
  { header: 'Customer id', value: (r) => r.id },
  { header: 'Username', value: (r) => r.username },
  { header: 'Full name', value: (r) => r.fullName },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Phone', value: (r) => (r.phone ? `${r.countryCode ?? ''} ${r.phone}`.trim() : '') },
  { header: 'Address', value: (r) => r.address },
  { header: 'Joined (Dar es Salaam)', value: (r) => r.joined },
  { header: 'Admin', value: (r) => (r.isAdmin ? 'yes' : 'no') },
  { header: 'Orders', value: (r) => r.orders },
  { header: 'Spent TZS', value: (r) => r.spentTzs },
  { header: 'Spent USD', value: (r) => r.spentUsd },
];
