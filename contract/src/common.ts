import { z } from 'zod';

export const BUSINESS_TYPES = ['fursa', 'igsum'] as const;
export const BusinessType = z.enum(BUSINESS_TYPES);
export type BusinessType = z.infer<typeof BusinessType>;

/** Each brand's currency: laptops are sold in shillings, the tour brand in dollars. */
export const CURRENCY_OF: Record<BusinessType, 'TZS' | 'USD'> = { fursa: 'TZS', igsum: 'USD' };
export const Currency = z.enum(['TZS', 'USD']);
export type Currency = z.infer<typeof Currency>;

/** Money travels as a decimal string with two places so no float ever rounds a price. */
export const Money = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Must be an amount with at most two decimals');
export type Money = z.infer<typeof Money>;

/** Money accepted on input: a non-negative number or decimal string, normalised to a string. */
export const MoneyInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v))
  .pipe(Money);

export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });
}

export const OkResponse = z.object({ message: z.string() });
