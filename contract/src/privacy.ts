import { z } from 'zod';
import { KeysetPageQuery, keysetPageOf } from './common';

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

/**
 * The audit log's entries of these requests. Beside AUDIT_ACTIONS, not in it: the admin's log
 * shows these by their name until it has a label for them.
 */
export const PRIVACY_AUDIT_ACTIONS = ['privacy.export', 'privacy.deletion'] as const;
export type PrivacyAuditAction = (typeof PRIVACY_AUDIT_ACTIONS)[number];

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
