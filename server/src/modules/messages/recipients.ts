import { TanzanianPhone } from '@shop/contract/delivery';
import { type Locale, toLocale } from '@shop/contract/locale';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

/** A phone as people type it (with its country code), as 2557XXXXXXXX; null when not a Tanzanian mobile. */
export function smsNumberOf(phone: string, countryCode = '+255'): string | null {
  const trimmed = phone.trim();
  if (!trimmed) return null;
  const full = trimmed.startsWith('+') || trimmed.startsWith('0') ? trimmed : `${countryCode}${trimmed}`;
  const parsed = TanzanianPhone.safeParse(full);
  return parsed.success ? parsed.data.slice(1) : null;
}

/** docs/messages.md: the admin notices go to every active admin account. */
export async function adminRecipients(db: Db | Tx): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.isStaff, true), eq(users.isSuperuser, true), eq(users.isActive, true)))
    .orderBy(users.id);
}

/** docs/i18n.md: the language a customer's messages are written in. */
export async function localeOfUser(db: Db | Tx, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return toLocale(row?.locale);
}
