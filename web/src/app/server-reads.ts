import type { FetchQueryOptions } from '@tanstack/react-query';

/**
 * docs/server-rendering.md: the reads a screen's first drawing asks for, named by its route module
 * as `<name>Reads` so the server fetches them before it draws: the page is drawn once instead of
 * once to find its reads and again with their answers. A read missed here is still found by the
 * drawing and fetched in a further round.
 */
// biome-ignore lint/suspicious/noExplicitAny: each read answers its own type; the render only fetches them.
export type AnyRead = FetchQueryOptions<any, any, any, any>;

export type ServerReads = (
  search: URLSearchParams,
  /** The address's parameters (`{ slug }`). */
  params: Record<string, string>,
) => AnyRead[];
