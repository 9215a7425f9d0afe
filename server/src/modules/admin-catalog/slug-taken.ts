import { AppError } from '#server/lib/app-error.ts';

/** docs/seo.md: a product's or tour's slug is its page's address, so two items cannot share one. */
export function slugTaken(owner: string): AppError {
  return AppError.conflict(`This address is already used by ${owner}: choose another slug.`, {
    slug: [`Already used by ${owner}`],
  });
}
