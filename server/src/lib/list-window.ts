import { type CappedListQuery, LIST_CAP } from '@shop/contract/common';

/** docs/lists.md: the rows of one page of a list capped at LIST_CAP (the first page by default). */
export function listWindow(query: Partial<CappedListQuery> = {}): { limit: number; offset: number } {
  const limit = query.page_size ?? LIST_CAP;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
