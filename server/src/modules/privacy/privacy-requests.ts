import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import {
  type AdminPrivacyRequestsPage,
  type ListPrivacyRequestsQuery,
  PRIVACY_REQUEST_DAYS,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@shop/contract/privacy';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { newestFirstPage } from '#server/db/keyset-page.ts';
import { privacyRequests } from '#server/db/schema.ts';

/**
 * docs/privacy.md: notes a request under the customer's data rights, answered at once (`done`) or
 * refused with its reason; its deadline is PRIVACY_REQUEST_DAYS after the day it came in, in Dar
 * es Salaam's calendar. Called in the transaction that answers it, so the record and the answer
 * commit together.
 */
export async function recordPrivacyRequest(
  db: Db | Tx,
  userId: number,
  kind: PrivacyRequestKind,
  status: PrivacyRequestStatus,
  outcome: Record<string, unknown>,
): Promise<void> {
  await db.insert(privacyRequests).values({
    userId,
    kind,
    status,
    dueOn: sql`(now() at time zone ${SHOP_TIME_ZONE})::date + ${PRIVACY_REQUEST_DAYS}::int`,
    completedAt: status === 'done' ? sql`now()` : null,
    outcome,
  });
}

const ORDER = { table: privacyRequests, createdAt: privacyRequests.requestedAt, id: privacyRequests.id };

/** The admin's list of requests, newest first. */
export async function listPrivacyRequests(
  db: Db,
  query: ListPrivacyRequestsQuery,
): Promise<AdminPrivacyRequestsPage> {
  const where = query.kind ? eq(privacyRequests.kind, query.kind) : undefined;
  return newestFirstPage(db, ORDER, where, query, (rows) =>
    rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      kind: row.kind,
      status: row.status,
      requested_at: row.requestedAt.toISOString(),
      due_on: row.dueOn,
      completed_at: row.completedAt?.toISOString() ?? null,
      outcome: row.outcome,
    })),
  );
}
