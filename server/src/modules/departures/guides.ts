import type { Guide, GuideBody } from '@shop/contract/departures';
import { ERROR_CODES } from '@shop/contract/errors';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { departureGuides, guides, profiles, users } from '#server/db/schema.ts';
import type { UserRow } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';

export type GuideRow = typeof guides.$inferSelect;

/** The guide role of a user (docs/departures.md): their active guides row, or null. */
export async function activeGuideOf(db: Db, userId: number): Promise<GuideRow | null> {
  const [row] = await db
    .select()
    .from(guides)
    .where(and(eq(guides.userId, userId), eq(guides.isActive, true)));
  return row ?? null;
}

const guideColumns = {
  id: guides.id,
  user: guides.userId,
  username: users.username,
  fullName: profiles.fullName,
  phone: guides.phone,
  countryCode: guides.countryCode,
  locale: guides.locale,
  isActive: guides.isActive,
};
type GuideSelect = {
  id: number;
  user: number;
  username: string;
  fullName: string | null;
  phone: string;
  countryCode: string;
  locale: string;
  isActive: boolean;
};
export const guideOf = (r: GuideSelect): Guide => ({
  id: r.id,
  user: r.user,
  username: r.username,
  full_name: r.fullName ?? '',
  phone: r.phone,
  country_code: r.countryCode,
  locale: r.locale === 'en' ? 'en' : 'sw',
  is_active: r.isActive,
});

function guidesQuery(db: Db) {
  return db
    .select(guideColumns)
    .from(guides)
    .innerJoin(users, eq(users.id, guides.userId))
    .leftJoin(profiles, eq(profiles.userId, guides.userId));
}

export async function listGuides(db: Db): Promise<Guide[]> {
  const rows = await guidesQuery(db).orderBy(asc(users.username), asc(guides.id));
  return rows.map(guideOf);
}

export async function readGuide(db: Db, id: number): Promise<Guide> {
  const [row] = await guidesQuery(db).where(eq(guides.id, id));
  if (!row) throw AppError.notFound('Guide not found.');
  return guideOf(row);
}

type GuideFields = Omit<GuideBody, 'user'>;
const values = (b: GuideFields) => ({
  phone: b.phone,
  countryCode: b.country_code ?? '+255',
  locale: b.locale ?? 'sw',
  isActive: b.is_active ?? true,
});

/** Gives a user (by username or e-mail) the guide role. An admin account cannot be a guide. */
export async function createGuide(db: Db, actor: UserRow, body: GuideBody): Promise<Guide> {
  const key = body.user.toLowerCase();
  const [user] = await db
    .select({ id: users.id, isStaff: users.isStaff, isSuperuser: users.isSuperuser, erased: users.erasedAt })
    .from(users)
    .where(sql`lower(${users.username}) = ${key} or lower(${users.email}) = ${key}`);
  if (!user || user.erased)
    throw AppError.refused(400, ERROR_CODES.validation, 'guideUserMissing', {}, 'user');
  if (user.isStaff || user.isSuperuser)
    throw AppError.refused(409, ERROR_CODES.conflict, 'guideIsStaff', {}, 'user');
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(guides)
        .values({ userId: user.id, ...values(body) })
        .returning({ id: guides.id });
      await recordAudit(tx, actor, 'user.role', { type: 'guide', id: row!.id }, { created: body });
      return row!.id;
    });
    return readGuide(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.refused(409, ERROR_CODES.conflict, 'guideExists', {}, 'user');
    throw err;
  }
}

export async function updateGuide(db: Db, actor: UserRow, id: number, body: GuideFields): Promise<Guide> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(guides)
      .set(values(body))
      .where(eq(guides.id, id))
      .returning({ id: guides.id });
    if (!row) throw AppError.notFound('Guide not found.');
    await recordAudit(tx, actor, 'user.role', { type: 'guide', id }, { updated: body });
  });
  return readGuide(db, id);
}

/** Takes the role away; refused while the guide is on a departure (take them off it first). */
export async function deleteGuide(db: Db, actor: UserRow, id: number): Promise<void> {
  const inUse = async () => {
    const [n] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(departureGuides)
      .where(eq(departureGuides.guideId, id));
    return n?.count ?? 0;
  };
  const refuse = (count: number) => AppError.refused(409, ERROR_CODES.conflict, 'guideInUse', { count });
  const count = await inUse();
  if (count > 0) throw refuse(count);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(guides).where(eq(guides.id, id)).returning({ id: guides.id });
      if (!row) throw AppError.notFound('Guide not found.');
      await recordAudit(tx, actor, 'user.role', { type: 'guide', id }, { deleted: true });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse(await inUse());
  }
}
