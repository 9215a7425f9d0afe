import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Carried in every access token; a new password raises it, so access tokens issued before
     * the change are refused at once rather than when they expire.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    /** The language the customer last used the shop in: their e-mails and SMS use it (docs/i18n.md). */
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    /** docs/privacy.md: the account was deleted by its customer; the row stays for the orders kept. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    check('users_locale_known', sql`${t.locale} in ('en', 'sw')`),
    // Case-insensitive uniqueness: "Admin" and "admin" are the same account name.
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // docs/admin-dashboard.md: the admin's searches match part of a name or an address (pg_trgm).
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // The customers list, newest first.
    index('users_joined_idx').on(t.dateJoined, t.id),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 150 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 5 }).notNull().default('+255'),
    address: varchar('address', { length: 500 }).notNull().default(''),
  },
  (t) => [
    index('profiles_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('profiles_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    // docs/lists.md, "Exact searches": a Tanzanian mobile number as +255 and nine digits, however
    // the customer wrote it (tz_phone_key, migration 0032), for the admin's search by a whole number.
    index('profiles_phone_key_idx').on(sql`tz_phone_key(${t.countryCode}, ${t.phone})`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a SHA-256 of the token is stored, so a leaked table cannot be replayed.
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /**
     * Every token rotated from one sign-in shares its family. A rotated-away token presented
     * again means two holders of one session: the whole family is revoked.
     */
    familyId: uuid('family_id').notNull().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Sign-in attempts in the current window, per (username, client) and per client, counted before
 * the password is checked so that parallel attempts cannot all pass one check. A client is an
 * IPv4 address or an IPv6 /64 network.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('login_attempts_window_idx').on(t.windowStartedAt)],
);
