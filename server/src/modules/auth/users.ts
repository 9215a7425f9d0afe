import type { User } from '@shop/contract/auth';
import { type Locale, toLocale } from '@shop/contract/locale';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { profiles, users } from '#server/db/schema.ts';
import type { UserRow } from '#server/http/current-user.ts';

export async function findUser(
  db: Db | Tx,
  where: { id: number } | { login: string },
): Promise<UserRow | undefined> {
  const condition =
    'id' in where
      ? eq(users.id, where.id)
      : where.login.includes('@')
        ? eq(sql`lower(${users.email})`, where.login.toLowerCase())
        : eq(sql`lower(${users.username})`, where.login.toLowerCase());
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(condition)
    .limit(1);
  return row && { ...row.user, profile: row.profile };
}

/** The public shape of a user: top-level fields plus the nested profile (docs/roles-and-ownership.md). */
export function toUserDto(row: UserRow): User {
  const profile = {
    full_name: row.profile?.fullName ?? '',
    phone: row.profile?.phone ?? '',
    country_code: row.profile?.countryCode ?? '+255',
    address: row.profile?.address ?? '',
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
  };
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    full_name: profile.full_name,
    phone: profile.phone,
    country_code: profile.country_code,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    date_joined: row.dateJoined.toISOString(),
    locale: toLocale(row.locale),
    profile,
  };
}

/** Remembers the language the customer reads the shop in (docs/i18n.md). */
export async function setUserLocale(db: Db | Tx, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}
