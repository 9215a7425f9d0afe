import { BUSINESS_TYPES, type BusinessType } from '@shop/contract/common';

/**
 * What a catalogue change can make stale: one brand's public answers, or everything
 * (docs/decisions/0003-catalogue-cache-invalidated-by-triggers.md).
 */
export type CacheScope = BusinessType;
export const ALL_SCOPES: readonly CacheScope[] = BUSINESS_TYPES;

/**
 * The brand a notification of the catalog_changed channel names (the triggers of the
 * catalog_change_scope migration), or undefined for a change that may show anywhere.
 */
export function scopeOfNotification(payload: string): CacheScope | undefined {
  return (BUSINESS_TYPES as readonly string[]).includes(payload) ? (payload as CacheScope) : undefined;
}

/**
 * The brands an API route's answers show: a route under /api/<brand>/ reads that brand's
 * tables only; any other route may read both.
 */
export function scopesOfRoute(url: string): readonly CacheScope[] {
  const brand = BUSINESS_TYPES.find((b) => url.startsWith(`/api/${b}/`));
  return brand ? [brand] : ALL_SCOPES;
}

/** A parameter name sent as plain characters, which every query parser reads alike. */
const PLAIN_NAME = /^[A-Za-z0-9_.-]+$/;

function nameOf(pair: string): string {
  const eq = pair.indexOf('=');
  return eq === -1 ? pair : pair.slice(0, eq);
}

const byName = (a: string, b: string) => {
  const [x, y] = [nameOf(a), nameOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The cache key of `url` for an answer that reads the query parameters `reads`: the path, then
 * those parameters as sent, sorted by name (each name's values in the order sent). Every other
 * parameter (utm_*, fbclid, a cache-buster) is left out: the answer does not depend on it, so
 * `?utm_x=1` is answered from the same entry as the bare path. Undefined, so the answer is
 * computed and not kept, when a name is percent-encoded or otherwise not plain: the route's own
 * parser might decode it to one of `reads` (`c%61tegory`) and answer a filtered list.
 */
export function cacheKey(url: string, reads: ReadonlySet<string>): string | undefined {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  const kept: string[] = [];
  for (const pair of url.slice(q + 1).split('&')) {
    if (pair === '') continue;
    const name = nameOf(pair);
    if (!PLAIN_NAME.test(name)) return undefined;
    if (reads.has(name)) kept.push(pair);
  }
  // Array.prototype.sort is stable: a repeated parameter keeps the order of its values.
  return kept.length === 0 ? path : `${path}?${kept.sort(byName).join('&')}`;
}

/** The query parameters a route's querystring schema (a zod object) declares, which are all it reads. */
export function queryNamesOf(schema: unknown, url: string): ReadonlySet<string> {
  if (schema === undefined) return new Set();
  const shape = (schema as { shape?: unknown }).shape;
  if (!shape || typeof shape !== 'object') {
    throw new Error(
      `${url}: a public read's querystring must be a zod object, so its cache knows what it reads`,
    );
  }
  return new Set(Object.keys(shape));
}
