import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotli, chooseEncoding, type Encoding, gzip } from './accept-encoding';
import { ALL_SCOPES, type CacheScope, cacheKey, queryNamesOf, scopesOfRoute } from './public-cache-key';
import { type FastLine, logRequest, type RequestIds, rawRequestForLog } from './request-log';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read: the same answer for every visitor, kept in memory until the catalogue changes. */
    publicCache?: boolean;
    /** Set by the plugin from the route's URL and querystring schema: what its answers depend on. */
    publicCacheReads?: AnswerReads;
  }
  interface FastifyRequest {
    /** The cache generation when this request began; its answer is kept only if nothing it shows changed since. */
    publicCacheGeneration: number;
    /** A handler whose answer turns stale at a known time without any write sets that time (ms). */
    publicCacheUntil: number | undefined;
  }
  interface FastifyInstance {
    /**
     * The URL patterns of the public reads (GET), as registered: the test that every table they
     * read carries the cache-emptying trigger asks each of them (public-cache-triggers.test.ts).
     */
    publicReads: readonly string[];
  }
}

/** Browsers and CDNs keep the answer but ask again every time; the ETag makes that a 304. */
export const PUBLIC_CACHE_CONTROL = 'no-cache';
/** A safety net only: entries are dropped on every change of what they show anyway. */
const MAX_AGE_MS = 60_000;
/**
 * Bounds the memory anyone can make the cache hold by asking for many different queries: bodies
 * in every encoding and keys are counted.
 */
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Below this size compression saves less than it costs (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;
const HEADERS_NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'cache-control',
  'vary',
  'date',
  'connection',
  'keep-alive',
]);

type Variant = {
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  /** The same headers as one flat [name, value, ...] list, which node:http writes without a lookup per name. */
  rawHeaders: string[];
  rawNotModified: string[];
};
/** A kept answer as one client takes it: the body in its encoding and the headers it goes with. */
export type KeptAnswer = { body: Buffer; headers: OutgoingHttpHeaders };

/** What an answer depends on besides its path: the query parameters it reads and the brands it shows. */
export type AnswerReads = { query: ReadonlySet<string>; scopes: readonly CacheScope[] };

type Entry = AnswerReads & {
  path: string;
  /** Big enough to be sent compressed: a client that takes br or gzip gets that variant, made when first asked. */
  compressed: boolean;
  /** The URL it was computed for, as a JSON string, for the request log's line. */
  url: string;
  urlJson: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  expiresAt: number;
  bytes: number;
};

/**
 * The variant the client already holds, if If-None-Match names one (compared weakly: W/"x"
 * matches "x"). A 304 repeats that variant's ETag, so a client whose Accept-Encoding changed
 * keeps the right validator for the bytes it stored.
 */
function heldVariant(ifNoneMatch: string, entry: Entry, chosen: Variant): Variant | undefined {
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return chosen;
    for (const variant of Object.values(entry.variants)) if (variant?.etag === tag) return variant;
  }
  return undefined;
}

function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

/**
 * Public catalogue answers kept in memory, with their brotli and gzip forms made once, keyed by
 * their path and the query parameters they read (public-cache-key.ts). When the database says
 * a brand's catalogue changed (any process's write), the answers showing that brand are dropped;
 * a change it cannot place empties the whole cache. It stays off while this process cannot hear
 * the database.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** The query parameters read at each path with kept answers, and how many are kept there. */
  private readonly paths = new Map<string, { query: ReadonlySet<string>; entries: number }>();
  private bytes = 0;
  private live = false;
  /** Bumped on every change, so an answer computed from older data is never stored. */
  generation = 0;
  /** The generation of the last change of each brand's catalogue. */
  private readonly changedAt: Record<CacheScope, number> = { fursa: 0, igsum: 0 };
  /** Answers sent by the fast path, for the metrics (docs/observability.md). */
  hits = 0;
  log: FastifyBaseLogger | undefined;
  /** The same line as `log` would write, built by hand (request-log.ts). */
  line: FastLine | undefined;
  private readonly maxBytes: number;

  constructor(
    readonly requestIds: RequestIds,
    limits: { maxBytes?: number } = {},
  ) {
    this.maxBytes = limits.maxBytes ?? MAX_BYTES;
  }

  /** Drops the answers that show `scope`'s catalogue, or every answer when no scope is given. */
  invalidate(scope?: CacheScope) {
    this.generation += 1;
    if (scope === undefined) {
      for (const s of ALL_SCOPES) this.changedAt[s] = this.generation;
      this.entries.clear();
      this.paths.clear();
      this.bytes = 0;
      return;
    }
    this.changedAt[scope] = this.generation;
    for (const [key, entry] of this.entries) if (entry.scopes.includes(scope)) this.remove(key);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const path = this.paths.get(entry.path);
    if (path && --path.entries === 0) this.paths.delete(entry.path);
  }

  /** The key `url` is kept under, or undefined when nothing is kept at its path (or it cannot be kept). */
  private keyOf(url: string): string | undefined {
    const q = url.indexOf('?');
    if (q === -1) return url;
    const path = this.paths.get(url.slice(0, q));
    return path && cacheKey(url, path.query);
  }

  setLive(live: boolean) {
    this.live = live;
    this.invalidate();
  }

  /**
   * The fast path, before Fastify: answers a GET from memory and returns true, or returns false
   * and leaves the request untouched. Headers were recorded from the full path, so both agree.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !this.live || req.url === undefined) return false;
    const key = this.keyOf(req.url);
    if (key === undefined) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    const start = performance.now();
    if (entry.expiresAt <= Date.now()) {
      this.remove(key);
      return false;
    }
    const variant = variantFor(entry, chooseEncoding(req.headers['accept-encoding']));
    // Not made yet for this encoding: the full path computes it once and keeps it beside the others.
    if (!variant) return false;
    const ifNoneMatch = req.headers['if-none-match'];
    const held = ifNoneMatch ? heldVariant(ifNoneMatch, entry, variant) : undefined;
    this.hits += 1;
    if (held) {
      res.writeHead(304, held.rawNotModified);
      res.end();
    } else {
      res.writeHead(200, variant.rawHeaders);
      res.end(variant.body);
    }
    if (this.line) {
      const urlJson = req.url === entry.url ? entry.urlJson : JSON.stringify(req.url);
      this.line(this.requestIds.next(), req, urlJson, res.statusCode, performance.now() - start);
    } else if (this.log)
      logRequest(
        this.log,
        this.requestIds.next(),
        rawRequestForLog(req),
        res.statusCode,
        performance.now() - start,
      );
    return true;
  }

  /** When the kept answer to `url` turns stale and the brands it shows, or undefined when none is kept. */
  keptRead(url: string): { expiresAt: number; scopes: readonly CacheScope[] } | undefined {
    const key = this.keyOf(url);
    const entry = key === undefined ? undefined : this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  /** Whether an answer showing `scopes`, computed from the data of `generation`, is still current. */
  isCurrent(generation: number, scopes: readonly CacheScope[]): boolean {
    return this.live && scopes.every((scope) => this.changedAt[scope] <= generation);
  }

  /**
   * Keeps a server-rendered page (pages.ts), made from public reads kept here: it is served like
   * them, from the fast path, until the first of them turns stale or what they show changes.
   */
  async storePage(
    url: string,
    generation: number,
    page: { html: string; headers: OutgoingHttpHeaders; expiresAt: number; reads: AnswerReads },
    acceptEncoding: string | undefined,
  ): Promise<KeptAnswer | undefined> {
    const key = cacheKey(url, page.reads.query);
    if (key === undefined || !this.isCurrent(generation, page.reads.scopes)) return undefined;
    const encoding = chooseEncoding(acceptEncoding);
    const entry = await buildEntry(url, page.reads, page.html, page.headers, page.expiresAt, encoding);
    this.store(key, generation, entry);
    const { body, headers } = variantFor(entry, encoding) ?? entry.variants.identity;
    return { body, headers };
  }

  /** Stores an answer computed by the full path, unless what it shows changed while it was computed. */
  store(key: string, generation: number, entry: Entry) {
    entry.bytes += Buffer.byteLength(key);
    if (!this.isCurrent(generation, entry.scopes) || entry.bytes > this.maxBytes) return;
    const kept = this.entries.get(key);
    if (kept && kept.variants.identity.etag === entry.variants.identity.etag) {
      // The same answer asked in another encoding: its variants join the ones already kept.
      for (const [encoding, variant] of Object.entries(kept.variants) as [Encoding, Variant][]) {
        if (entry.variants[encoding]) continue;
        entry.variants[encoding] = variant;
        entry.bytes += variant.body.length;
      }
      entry.expiresAt = Math.min(entry.expiresAt, kept.expiresAt);
    }
    this.remove(key);
    // Map keeps insertion order: the first key is the oldest answer.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.bytes + entry.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    const path = this.paths.get(entry.path);
    if (path) path.entries += 1;
    else this.paths.set(entry.path, { query: entry.query, entries: 1 });
  }
}

/** The variant a client taking `encoding` gets, undefined when it has not been made yet. */
function variantFor(entry: Entry, encoding: Encoding): Variant | undefined {
  return entry.compressed ? entry.variants[encoding] : entry.variants.identity;
}

function flatten(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)],
  );
}

async function buildEntry(
  url: string,
  reads: AnswerReads,
  payload: string,
  captured: OutgoingHttpHeaders,
  expiresAt: number,
  encoding: Encoding,
): Promise<Entry> {
  const body = Buffer.from(payload);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const base: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(captured)) {
    if (value !== undefined && !HEADERS_NOT_KEPT.has(name.toLowerCase())) base[name] = value;
  }
  const compressed = body.length >= COMPRESS_THRESHOLD;
  const variant = (encoding: Encoding, bytes: Buffer): Variant => {
    // A strong ETag names exact bytes, so each encoding has its own.
    const etag = encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
    // An answer too small to compress has one form whatever the client accepts: nothing varies.
    const common = {
      etag,
      'cache-control': PUBLIC_CACHE_CONTROL,
      ...(compressed ? { vary: 'accept-encoding' } : {}),
    };
    const { 'content-type': _type, ...notModifiedBase } = base;
    const headers = {
      ...base,
      ...common,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': bytes.length,
    };
    const notModified = { ...notModifiedBase, ...common };
    return {
      body: bytes,
      etag,
      headers,
      notModified,
      rawHeaders: flatten(headers),
      rawNotModified: flatten(notModified),
    };
  };
  const q = url.indexOf('?');
  const urlJson = JSON.stringify(url);
  const entry: Entry = {
    ...reads,
    path: q === -1 ? url : url.slice(0, q),
    compressed,
    url,
    urlJson,
    variants: { identity: variant('identity', body) },
    expiresAt,
    // The strings it is found and logged by count too: a long URL may be most of a small answer.
    bytes: body.length + Buffer.byteLength(url) + Buffer.byteLength(urlJson),
  };
  if (compressed && encoding !== 'identity') {
    // Only the encoding this client takes, on the thread pool: a list asked with every filter and
    // page is mostly asked once, and compressing it both ways cost more than computing it
    // (docs/performance-log.md, 2026-11-26 08:40). Brotli above quality 6 saves little on JSON
    // for many times the work.
    const bytes =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    entry.variants[encoding] = variant(encoding, bytes);
    entry.bytes += bytes.length;
  }
  return entry;
}

function isPublicRead(request: FastifyRequest) {
  return (
    request.routeOptions.config.publicCache === true &&
    (request.method === 'GET' || request.method === 'HEAD')
  );
}

/**
 * Routes with `config: { publicCache: true }` answer with a strong ETag and `Cache-Control:
 * no-cache`, 304 when the client's copy is current, and are kept in `cache` for the fast path.
 * Register before @fastify/compress: these routes compress once, here.
 */
export const publicCachePlugin = fp<{ cache: PublicCache }>(async (app: FastifyInstance, { cache }) => {
  app.decorateRequest('publicCacheGeneration', 0);
  app.decorateRequest('publicCacheUntil', undefined);

  const publicReads: string[] = [];
  app.decorate('publicReads', publicReads);

  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    if (route.method === 'GET' || (Array.isArray(route.method) && route.method.includes('GET')))
      publicReads.push(route.url);
    route.compress = false;
    route.config.publicCacheReads = {
      query: queryNamesOf(route.schema?.querystring, route.url),
      scopes: scopesOfRoute(route.url),
    };
  });

  app.addHook('onRequest', async (request) => {
    if (isPublicRead(request)) request.publicCacheGeneration = cache.generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPublicRead(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // An answer that sets a cookie is somebody's own.
    if (reply.hasHeader('set-cookie')) return payload;
    const now = Date.now();
    const expiresAt = Math.min(now + MAX_AGE_MS, nextUtcMidnight(now), request.publicCacheUntil ?? Infinity);
    const reads = request.routeOptions.config.publicCacheReads as AnswerReads;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const entry = await buildEntry(
      request.url,
      reads,
      payload,
      reply.getHeaders() as OutgoingHttpHeaders,
      expiresAt,
      encoding,
    );
    const key = cacheKey(request.url, reads.query);
    if (request.method === 'GET' && key !== undefined) cache.store(key, request.publicCacheGeneration, entry);
    const variant = variantFor(entry, encoding) ?? entry.variants.identity;
    const ifNoneMatch = request.headers['if-none-match'];
    const held = ifNoneMatch ? heldVariant(ifNoneMatch, entry, variant) : undefined;
    if (held) {
      reply.code(304).removeHeader('content-type').headers(held.notModified);
      return '';
    }
    reply.headers(variant.headers);
    return variant.body;
  });
});
