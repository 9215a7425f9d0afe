import { z } from 'zod';
import { BUSINESS_TYPES, COUNT_CAP, LIST_CAP } from './constants';

export { BUSINESS_TYPES, COUNT_CAP, LIST_CAP };
export const BusinessType = z.enum(BUSINESS_TYPES);
export type BusinessType = z.infer<typeof BusinessType>;

/** Each brand's currency: laptops are sold in shillings, the tour brand in dollars. */
export const CURRENCY_OF: Record<BusinessType, 'TZS' | 'USD'> = { fursa: 'TZS', igsum: 'USD' };
export const Currency = z.enum(['TZS', 'USD']);
export type Currency = z.infer<typeof Currency>;

/** An amount: up to twelve digits and at most two decimals, never negative (docs/prices-and-currencies.md). */
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** Money travels as a decimal string with two places so no float ever rounds a price. */
export const Money = z.string().regex(MONEY_PATTERN, 'Must be an amount with at most two decimals');
export type Money = z.infer<typeof Money>;

/** The largest id a row can have: ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id in a JSON body: a real whole number, never a numeric string or a boolean. With a
 * message, every way of being wrong says it; without, a wrong type or fraction says "Must be a
 * whole number" and a range error says which bound it broke.
 */
export function refId(message?: string) {
  return z
    .int(message ?? 'Must be a whole number')
    .positive(message)
    .max(MAX_ID, message);
}

/** A row id in a path or a query string, where it arrives as text. */
export const Id = z.coerce.number().pipe(refId());
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;
/** A product's or tour's slug in a path (docs/seo.md); one that cannot be a slug finds nothing. */
export const SlugParams = z.object({ slug: z.string().max(220) });
export type SlugParams = z.infer<typeof SlugParams>;

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const CappedListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LIST_CAP).default(LIST_CAP),
});
export type CappedListQuery = z.infer<typeof CappedListQuery>;

/**
 * docs/lists.md: a long admin list, newest first, paged by number or by `after` (the id of the
 * last row of the page before, as the answer's `next` gives it): then the page is the
 * `page_size` rows after that one, found through the index without reading the rows before it.
 */
export const KeysetPageQuery = PageQuery.extend({ after: Id.optional() });

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });
}

/**
 * A page of a KeysetPageQuery list: `next` is the `after` of the following page, null on the last
 * one (and when an older server sent none).
 */
export function keysetPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({ next: z.number().int().nullable().default(null) });
}

export const OkResponse = z.object({ message: z.string() });
