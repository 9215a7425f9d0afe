import { z } from 'zod';
import { KeysetPageQuery, keysetPageOf } from './common';
import type { Locale } from './locale';

/**
 * docs/privacy.md: days the shop has to answer a request under the customer's data rights. The
 * text of GN 449C/2023 was not at hand; 30 days is the assumption docs/privacy.md records.
 */
export const PRIVACY_REQUEST_DAYS = 30;

/** docs/privacy.md: years orders, payments and receipts are kept after a deletion, for the tax records. */
export const TAX_RECORD_YEARS = 5;

/** docs/privacy.md: downloads of one's data per account and hour. */
export const DATA_EXPORTS_PER_HOUR = 3;

/** Deletion requests per account and hour, wrong passwords included. */
export const ACCOUNT_DELETIONS_PER_HOUR = 5;

export const PRIVACY_REQUEST_KINDS = ['export', 'deletion'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_STATUSES = ['done', 'refused'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** The files inside the download, fixed names (never a name a person typed). */
export const DATA_EXPORT_FILE = 'my-data.json';

/** The account is deleted only with its password typed again. */
export const AccountDeleteBody = z.strictObject({
  password: z.string().min(1).max(128),
});
export type AccountDeleteBody = z.infer<typeof AccountDeleteBody>;

export const AccountDeleteResponse = z.object({
  deleted: z.literal(true),
  /** Orders kept for the tax records, their personal fields reduced (docs/privacy.md). */
  orders_kept: z.number().int(),
});
export type AccountDeleteResponse = z.infer<typeof AccountDeleteResponse>;

export const ListPrivacyRequestsQuery = KeysetPageQuery.extend({
  kind: z.enum(PRIVACY_REQUEST_KINDS).optional(),
});
export type ListPrivacyRequestsQuery = z.infer<typeof ListPrivacyRequestsQuery>;

export const AdminPrivacyRequest = z.object({
  id: z.number().int(),
  /** Null only if the account row itself is gone; an erased account keeps its id. */
  user_id: z.number().int().nullable(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  requested_at: z.string(),
  /** The last day of the time limit (YYYY-MM-DD, Dar es Salaam). */
  due_on: z.string(),
  completed_at: z.string().nullable(),
  /** What was done: rows per kind of data, or the refusal's reason. */
  outcome: z.record(z.string(), z.unknown()),
});
export type AdminPrivacyRequest = z.infer<typeof AdminPrivacyRequest>;

export const AdminPrivacyRequestsPage = keysetPageOf(AdminPrivacyRequest);
export type AdminPrivacyRequestsPage = z.infer<typeof AdminPrivacyRequestsPage>;

/**
 * docs/privacy.md, "Breaches": hours the shop gives itself to tell the Commission after finding a
 * breach. The Act (s.27(5)) says "without undue delay"; 72 hours is our own target (as the GDPR
 * and Kenya's Act set), not a figure we could confirm in GN 449C/2023.
 */
export const BREACH_REPORT_HOURS = 72;

/** What a breach's texts may hold, each. */
export const BREACH_TEXT_MAX = 2000;

const BreachText = z.string().trim().min(1, 'Required').max(BREACH_TEXT_MAX);
const EARLIEST_BREACH_TIME = Date.UTC(2000, 0, 1);
/** A time since 2000 and not in the future (a day's leeway for a wrong clock): PostgreSQL refuses year 0. */
const BreachTime = z.iso.datetime({ offset: true, error: 'Must be a date and time' }).refine((value) => {
  const time = Date.parse(value);
  return time >= EARLIEST_BREACH_TIME && time <= Date.now() + 86_400_000;
}, 'Must be a date and time');

/** docs/privacy.md, "Breaches": an incident as the admin records it. */
export const AdminCreateBreachBody = z.strictObject({
  found_at: BreachTime,
  description: BreachText,
  data_affected: BreachText,
  people_affected: BreachText,
  people_count: z.number().int().min(0).max(100_000_000).nullable().optional(),
  actions_taken: z.string().trim().max(BREACH_TEXT_MAX).optional(),
  commission_notified_at: BreachTime.nullable().optional(),
  people_notified_at: BreachTime.nullable().optional(),
});
export type AdminCreateBreachBody = z.infer<typeof AdminCreateBreachBody>;

/** A later correction or the notifications' times; a field left out stays as it is. */
export const AdminUpdateBreachBody = AdminCreateBreachBody.partial();
export type AdminUpdateBreachBody = z.infer<typeof AdminUpdateBreachBody>;

export const AdminBreach = z.object({
  id: z.number().int(),
  found_at: z.string(),
  description: z.string(),
  data_affected: z.string(),
  people_affected: z.string(),
  people_count: z.number().int().nullable(),
  actions_taken: z.string(),
  commission_notified_at: z.string().nullable(),
  people_notified_at: z.string().nullable(),
  /** found_at plus BREACH_REPORT_HOURS. */
  commission_due_at: z.string(),
  /** The admin who recorded it; null once their account is gone. */
  recorded_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBreach = z.infer<typeof AdminBreach>;

export const AdminBreachesPage = keysetPageOf(AdminBreach);
export type AdminBreachesPage = z.infer<typeof AdminBreachesPage>;

/** docs/privacy.md, "The privacy notice": who receives customers' data, by what they do for the shop. */
export const NOTICE_RECIPIENT_KINDS = [
  'card_payments',
  'mobile_money',
  'email',
  'sms',
  'tax_receipts',
  'backup_storage',
] as const;
export type NoticeRecipientKind = (typeof NOTICE_RECIPIENT_KINDS)[number];

/** A retention rule's words in each language (contract/src/retention.ts). */
const LocaleText = z.object({ en: z.string(), sw: z.string() }) satisfies z.ZodType<Record<Locale, string>>;

export const PrivacyNotice = z.object({
  /** The version's number; each consent records the one in force. */
  version: z.number().int(),
  published_at: z.string(),
  /** The shop's registration with the Personal Data Protection Commission, when set. */
  registration: z.string().nullable(),
  officer: z.object({ name: z.string().nullable(), email: z.string() }),
  recipients: z.array(
    z.object({
      kind: z.enum(NOTICE_RECIPIENT_KINDS),
      /** The provider by name, or the host of the service the shop is set to use. */
      name: z.string(),
      /** Whether the data leaves Tanzania; null when it depends on where that service is. */
      abroad: z.boolean().nullable(),
    }),
  ),
  retention: z.array(
    z.object({
      id: z.string(),
      data: LocaleText,
      period: z.object({ amount: z.number().int(), unit: z.enum(['days', 'months', 'years']) }).nullable(),
      from: LocaleText,
      outcome: LocaleText,
      why: LocaleText,
    }),
  ),
  /** Backups age out by their own schedule: the oldest kept is this many months old. */
  backup_months: z.number().int(),
});
export type PrivacyNotice = z.infer<typeof PrivacyNotice>;
