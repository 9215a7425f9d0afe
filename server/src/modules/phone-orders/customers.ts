import { ERROR_CODES } from '@shop/contract/errors';
import { toLocale } from '@shop/contract/locale';
import type {
  AdminCreatePhoneCustomerBody,
  AdminCustomerSearchQuery,
  PhoneOrderCustomer,
  PhoneOrderCustomerPage,
} from '@shop/contract/phone-orders';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { profiles, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

/**
 * docs/phone-orders.md: an account made from a phone number has no password: argon2 never
 * produces this, so no password signs in to it until its customer sets one (a reset).
 */
export const NO_PASSWORD = '!';

/** Its e-mail: unique as the column requires, in the `.invalid` domain, which nothing delivers to. */
const PHONE_EMAIL_DOMAIN = '@phone.invalid';

const phoneKey = sql<string | null>`tz_phone_key(${profiles.countryCode}, ${profiles.phone})`;

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: profiles.fullName,
  phone: phoneKey,
  locale: users.locale,
  passwordHash: users.passwordHash,
};

type Row = {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  locale: string;
  passwordHash: string;
};

function toCustomer(row: Row): PhoneOrderCustomer {
  return {
    id: row.id,
    username: row.username,
    email: row.email.endsWith(PHONE_EMAIL_DOMAIN) ? '' : row.email,
    full_name: row.fullName ?? '',
    phone: row.phone ?? '',
    locale: toLocale(row.locale),
    has_password: row.passwordHash !== NO_PASSWORD,
  };
}

/** `q` as a phone number, +255 and nine digits, when it reads as one (0754..., 255754..., 754...). */
function asPhone(q: string): string | null {
  const digits = q.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const nine = digits.match(/^(?:255|0)?([67]\d{8})$/)?.[1];
  return nine ? `+255${nine}` : null;
}

/** LIKE's own characters in what an admin typed match themselves. */
const likeText = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Active customers (never staff, never an erased account) whose phone, e-mail, username or name
 * matches `q`, by name; a page of at most 20 (docs/lists.md).
 */
export async function searchCustomers(
  db: Db,
  query: AdminCustomerSearchQuery,
): Promise<PhoneOrderCustomerPage> {
  const phone = asPhone(query.q);
  const like = likeText(query.q);
  const matches: SQL[] = [
    sql`lower(${users.username}) like ${like}`,
    sql`lower(${users.email}) like ${like}`,
    sql`lower(${profiles.fullName}) like ${like}`,
  ];
  if (phone) matches.push(eq(phoneKey, phone));
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.isActive, true), eq(users.isStaff, false), isNull(users.erasedAt), or(...matches)))
    .orderBy(asc(profiles.fullName), asc(users.id))
    .limit(query.page_size + 1)
    .offset((query.page - 1) * query.page_size);
  return {
    results: rows.slice(0, query.page_size).map((r) => toCustomer(r as Row)),
    page: query.page,
    has_more: rows.length > query.page_size,
  };
}

/** One customer as the phone order reads them, or 404. */
export async function customerById(db: Db | Tx, id: number): Promise<PhoneOrderCustomer> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.isActive, true), eq(users.isStaff, false), isNull(users.erasedAt)));
  if (!row) throw AppError.notFound('Customer not found.');
  return toCustomer(row as Row);
}

/**
 * A customer from a phone number and a name, without a password (docs/phone-orders.md). A number
 * some account already has is refused (409): the admin searches for that customer instead.
 */
export async function createPhoneCustomer(
  db: Db,
  admin: AuditActor,
  body: AdminCreatePhoneCustomerBody,
): Promise<PhoneOrderCustomer> {
  const digits = body.phone.slice(1);
  return db.transaction(async (tx) => {
    // One creation per number at a time: the check below and the insert are one step.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-customer:${digits}`}))`);
    const [taken] = await tx.select({ id: profiles.userId }).from(profiles).where(eq(phoneKey, body.phone));
    if (taken) throw AppError.refused(409, ERROR_CODES.conflict, 'customerPhoneTaken', {}, 'phone');
    // The number is the username when free (a customer may sign in with it later), else a suffix.
    const [sameName] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, digits));
    const username = sameName ? `${digits}-${Date.now().toString(36)}` : digits;
    const [created] = await tx
      .insert(users)
      .values({
        username,
        email: `${username}${PHONE_EMAIL_DOMAIN}`,
        passwordHash: NO_PASSWORD,
        locale: body.locale,
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({
      userId: created!.id,
      fullName: body.full_name,
      phone: `0${body.phone.slice(4)}`,
      countryCode: '+255',
    });
    await recordAudit(tx, admin, 'customer.create_by_phone', { type: 'user', id: created!.id });
    return customerById(tx, created!.id);
  });
}
