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

/** docs/prices-and-currencies.md: every laptop comes with this warranty. */
export const LAPTOP_WARRANTY_MONTHS = 3;

export const TOUR_DIFFICULTIES = ['Easy', 'Moderate', 'Challenging', 'Expert'] as const;
