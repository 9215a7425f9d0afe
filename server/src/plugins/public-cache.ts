import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { type FastLine, logRequest, type RequestIds, rawRequestForLog } from './request-log';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read: the same answer for every visitor, kept in memory until the catalogue changes. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation when this request began; its answer is kept only if nothing changed since. */
    publicCacheGeneration: number;
    /** A handler whose answer turns stale at a known time without any write sets that time (ms). */
    publicCacheUntil: number | undefined;
  }
}

/** The channel the catalogue tables' triggers notify (see the catalog_change_notify migration). */
export const CATALOG_CHANNEL = 'catalog_changed';
/** Browsers and CDNs keep the answer but ask again every time; the ETag makes that a 304. */
export const PUBLIC_CACHE_CONTROL = 'no-cache';
/** A safety net only: entries are dropped on every catalogue change anyway. */
const MAX_AGE_MS = 60_000;
/** Bounds the memory anyone can make the cache hold by asking for many different queries. */
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

export const brotli = promisify(zlib.brotliCompress);
export const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';
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

type Entry = {
  /** The key as a JSON string, for the request log's line. */
  urlJson: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  expiresAt: number;
  bytes: number;
};

/** The q-value the Accept-Encoding header gives `coding` (with `*` as the fallback), 0 when refused. */
function acceptance(header: string, coding: string): number {
  let star = -1;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const token = name.trim().toLowerCase();
    if (token !== coding && token !== '*') continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    if (Number.isNaN(q)) q = 0;
    if (token === coding) return q;
    star = q;
  }
  return Math.max(star, 0);
}

/** Clients send few distinct Accept-Encoding headers: each is parsed once. */
const encodingOf = new Map<string, Encoding>();
const MAX_REMEMBERED_HEADERS = 256;

/** Brotli when the client takes it, else gzip, else the plain body. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (encodingOf.size < MAX_REMEMBERED_HEADERS) encodingOf.set(header, encoding);
  }
  return encoding;
}

function parseEncoding(header: string): Encoding {
  if (acceptance(header, 'br') > 0) return 'br';
  if (acceptance(header, 'gzip') > 0) return 'gzip';
  return 'identity';
}

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
 * Public catalogue answers kept in memory, with their brotli and gzip forms made once. The
 * whole cache empties whenever the database says the catalogue changed (any process's write),
 * and stays off while this process cannot hear the database.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private live = false;
  /** Bumped on every change, so an answer computed from older data is never stored. */
  generation = 0;
  /** Answers sent by the fast path, for the metrics (docs/observability.md). */
  hits = 0;
  log: FastifyBaseLogger | undefined;
  /** The same line as `log` would write, built by hand (request-log.ts). */
  line: FastLine | undefined;

  constructor(readonly requestIds: RequestIds) {}

  invalidate() {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
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
    const entry = this.entries.get(req.url);
    if (!entry) return false;
    const start = performance.now();
    if (entry.expiresAt <= Date.now()) {
      this.remove(req.url);
      return false;
    }
    const variant = entry.variants[chooseEncoding(req.headers['accept-encoding'])] ?? entry.variants.identity;
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
    if (this.line)
      this.line(this.requestIds.next(), req, entry.urlJson, res.statusCode, performance.now() - start);
    else if (this.log)
      logRequest(
        this.log,
        this.requestIds.next(),
        rawRequestForLog(req),
        res.statusCode,
        performance.now() - start,
      );
    return true;
  }

  /** When the kept answer to `url` turns stale, or undefined when none is kept. */
  expiryOf(url: string): number | undefined {
    const entry = this.entries.get(url);
    return entry && entry.expiresAt > Date.now() ? entry.expiresAt : undefined;
  }

  /**
   * Keeps a server-rendered page (pages.ts), made from public reads kept here: it is served like
   * them, from the fast path, until the first of them turns stale or the catalogue changes.
   */
  async storePage(
    url: string,
    generation: number,
    page: { html: string; headers: OutgoingHttpHeaders; expiresAt: number },
    acceptEncoding: string | undefined,
  ): Promise<KeptAnswer | undefined> {
    if (!this.live || generation !== this.generation) return undefined;
    const entry = await buildEntry(url, page.html, page.headers, page.expiresAt);
    this.store(url, generation, entry);
    const { body, headers } = entry.variants[chooseEncoding(acceptEncoding)] ?? entry.variants.identity;
    return { body, headers };
  }

  /** Stores an answer computed by the full path, unless the catalogue changed while it was computed. */
  store(key: string, generation: number, entry: Entry) {
    if (!this.live || generation !== this.generation || entry.bytes > MAX_BYTES) return;
    this.remove(key);
    // Map keeps insertion order: the first key is the oldest answer.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.bytes + entry.bytes <= MAX_BYTES) break;
      this.remove(oldest);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }
}

function flatten(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)],
  );
}

async function buildEntry(
  url: string,
  payload: string,
  captured: OutgoingHttpHeaders,
  expiresAt: number,
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
  const entry: Entry = {
    urlJson: JSON.stringify(url),
    variants: { identity: variant('identity', body) },
    expiresAt,
    bytes: body.length,
  };
  if (compressed) {
    // Made once per change, on the thread pool. Brotli above quality 6 saves little on JSON
    // for many times the work, and an uncached query costs this once per distinct URL.
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    entry.variants.br = variant('br', br);
    entry.variants.gzip = variant('gzip', gz);
    entry.bytes += br.length + gz.length;
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
export const publicCachePlugin = fp<{ cache: PublicCache; database: Database }>(
  async (app: FastifyInstance, { cache, database }) => {
    app.decorateRequest('publicCacheGeneration', 0);
    app.decorateRequest('publicCacheUntil', undefined);

    app.addHook('onRoute', (route) => {
      if (route.config?.publicCache) route.compress = false;
    });

    app.addHook('onRequest', async (request) => {
      if (isPublicRead(request)) request.publicCacheGeneration = cache.generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isPublicRead(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      // An answer that sets a cookie is somebody's own.
      if (reply.hasHeader('set-cookie')) return payload;
      const now = Date.now();
      const expiresAt = Math.min(
        now + MAX_AGE_MS,
        nextUtcMidnight(now),
        request.publicCacheUntil ?? Infinity,
      );
      const entry = await buildEntry(
        request.url,
        payload,
        reply.getHeaders() as OutgoingHttpHeaders,
        expiresAt,
      );
      if (request.method === 'GET') cache.store(request.url, request.publicCacheGeneration, entry);
      const variant =
        entry.variants[chooseEncoding(request.headers['accept-encoding'])] ?? entry.variants.identity;
      const ifNoneMatch = request.headers['if-none-match'];
      const held = ifNoneMatch ? heldVariant(ifNoneMatch, entry, variant) : undefined;
      if (held) {
        reply.code(304).removeHeader('content-type').headers(held.notModified);
        return '';
      }
      reply.headers(variant.headers);
      return variant.body;
    });

    const stop = await database.listen(CATALOG_CHANNEL, {
      notify: () => cache.invalidate(),
      connected: () => cache.setLive(true),
      lost: () => {
        cache.setLive(false);
        app.log.warn('lost the database notifications: public reads are not cached until they are back');
      },
    });
    app.addHook('onClose', async () => {
      cache.setLive(false);
      await stop();
    });
  },
);
