// Values and rules shared without zod: the web app's public pages read these before any schema
// is needed, and zod is loaded only when one is (docs/server-rendering.md). The schema modules
// re-export them.

export const BUSINESS_TYPES = ['fursa', 'igsum'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export function isBusinessType(value: unknown): value is BusinessType {
  return (BUSINESS_TYPES as readonly unknown[]).includes(value);
}

/** Both flags make an admin (docs/roles-and-ownership.md). */
export function isAdmin(user: { is_staff: boolean; is_superuser: boolean } | null | undefined): boolean {
  return !!user && user.is_staff && user.is_superuser;
}

/** The country code a phone number is taken with unless another is given. */
export const DEFAULT_COUNTRY_CODE = '+255';

/** docs/prices-and-currencies.md: every laptop comes with this warranty. */
export const LAPTOP_WARRANTY_MONTHS = 3;

export const TOUR_DIFFICULTIES = ['Easy', 'Moderate', 'Challenging', 'Expert'] as const;

export const CONTACT_DEFAULT_SUBJECT: Record<BusinessType, string> = {
  igsum: 'IGSUM Inquiry',
  fursa: 'FURSA Inquiry',
};

/**
 * docs/lists.md: a list answered as a plain array holds at most LIST_CAP rows however large the
 * shop grows; `page` asks for the ones after (`page_size` for fewer at a time).
 */
export const LIST_CAP = 100;

/**
 * docs/lists.md: the admin's long lists (orders, outbox, audit log, contact messages) count at most
 * this many matching rows; a `count` of COUNT_CAP + 1 means "more than COUNT_CAP" (later pages
 * still answer).
 */
export const COUNT_CAP = 1000;

/**
 * docs/lists.md: the most categories one set holds (a brand's product categories, the tour
 * categories), so their lists, read whole by the filters and the admin, stay bounded.
 */
export const MAX_CATEGORIES = 100;

/** docs/idempotency.md: the header a client sends to have a repeat answered as the first. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How often a waiting screen asks the server where a mobile-money attempt stands (docs/payments.md). */
export const MOBILE_MONEY_POLL_MS = 2000;
