import type { KeysetPageQuery } from '@shop/contract/common';
import {
  type AdminBreach,
  type AdminBreachesPage,
  type AdminCreateBreachBody,
  type AdminUpdateBreachBody,
  BREACH_REPORT_HOURS,
} from '@shop/contract/privacy';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { newestFirstPage } from '#server/db/keyset-page.ts';
import { dataBreaches, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

type BreachRow = typeof dataBreaches.$inferSelect;
const HOUR_MS = 3_600_000;

function toAdminBreach(row: BreachRow, recordedBy: string | null): AdminBreach {
  return {
    id: row.id,
    found_at: row.foundAt.toISOString(),
    description: row.description,
    data_affected: row.dataAffected,
    people_affected: row.peopleAffected,
    people_count: row.peopleCount,
    actions_taken: row.actionsTaken,
    commission_notified_at: row.commissionNotifiedAt?.toISOString() ?? null,
    people_notified_at: row.peopleNotifiedAt?.toISOString() ?? null,
    commission_due_at: new Date(row.foundAt.getTime() + BREACH_REPORT_HOURS * HOUR_MS).toISOString(),
    recorded_by: recordedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The body's fields as columns; a field left out is left out (a PATCH keeps it). */
function columnsOf(body: AdminUpdateBreachBody) {
  const time = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  return {
    foundAt: body.found_at === undefined ? undefined : new Date(body.found_at),
    description: body.description,
    dataAffected: body.data_affected,
    peopleAffected: body.people_affected,
    peopleCount: body.people_count,
    actionsTaken: body.actions_taken,
    commissionNotifiedAt: time(body.commission_notified_at),
    peopleNotifiedAt: time(body.people_notified_at),
  };
}

/** The audit entry says which fields changed, never their text (it may hold personal data). */
const changedFields = (body: AdminUpdateBreachBody) => Object.keys(body).sort();

/** docs/privacy.md, "Breaches": records an incident, audit-logged in the same transaction. */
export async function recordBreach(
  db: Db,
  actor: AuditActor,
  body: AdminCreateBreachBody,
): Promise<AdminBreach> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataBreaches)
      .values({ ...columnsOf(body), recordedBy: actor.id } as typeof dataBreaches.$inferInsert)
      .returning();
    await recordAudit(
      tx,
      actor,
      'privacy.breach_recorded',
      { type: 'breach', id: row!.id },
      {
        fields: changedFields(body),
      },
    );
    return toAdminBreach(row!, actor.username);
  });
}

/** Corrects an incident or adds when the Commission and the people were told. */
export async function updateBreach(
  db: Db,
  actor: AuditActor,
  id: number,
  body: AdminUpdateBreachBody,
): Promise<AdminBreach> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataBreaches)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(eq(dataBreaches.id, id))
      .returning();
    if (!row) throw AppError.notFound('No such breach.');
    await recordAudit(
      tx,
      actor,
      'privacy.breach_updated',
      { type: 'breach', id },
      { fields: changedFields(body) },
    );
    const [by] = row.recordedBy
      ? await tx.select({ username: users.username }).from(users).where(eq(users.id, row.recordedBy))
      : [];
    return toAdminBreach(row, by?.username ?? null);
  });
}

const ORDER = { table: dataBreaches, createdAt: dataBreaches.foundAt, id: dataBreaches.id };

/** The register, the newest found first. */
export async function listBreaches(
  db: Db,
  query: z.infer<typeof KeysetPageQuery>,
): Promise<AdminBreachesPage> {
  return newestFirstPage(db, ORDER, undefined, query, async (rows) => {
    const ids = [...new Set(rows.flatMap((row) => (row.recordedBy === null ? [] : [row.recordedBy])))];
    const admins =
      ids.length === 0
        ? []
        : await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, ids));
    const nameOf = new Map(admins.map((admin) => [admin.id, admin.username]));
    return rows.map((row) => toAdminBreach(row, nameOf.get(row.recordedBy ?? 0) ?? null));
  });
}
