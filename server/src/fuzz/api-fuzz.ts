import { ErrorBody } from '@shop/contract/errors';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import {
  aroundValue,
  BACKTRACK_TEXTS,
  encodePart,
  everyString,
  hostileText,
  hostileValue,
  type JsonSchema,
  oddContentType,
  rawJsonBody,
  rawUrlPart,
  toJsonText,
  validValue,
} from './arbitraries';

/*
 * Property-based test of the whole HTTP API: every operation of the OpenAPI document the server
 * builds gets generated valid and invalid bodies, queries and path parameters, as a visitor, a
 * customer and an admin. No answer may be a 5xx, every 4xx carries the one error body, and no
 * request may take long enough to hint at a pattern that backtracks.
 *
 * FUZZ_SEED repeats a run (each file prints its seed); FUZZ_RUNS sets the requests per route and
 * actor (default: enough for 10,000 requests in all); FUZZ_SLOW_MS the time bound.
 */

const TOTAL_REQUESTS = 10_000;
/**
 * Far above any honest request, even on a loaded machine, yet well below what a quadratic
 * pattern spends on the ~100 KB texts sent here (seconds at 20 KB).
 */
const SLOW_MS = Number(process.env.FUZZ_SLOW_MS ?? 3000);

type Actor = 'visitor' | 'customer' | 'admin';
const ACTORS: Actor[] = ['visitor', 'customer', 'admin'];

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
  contentTypes: string[];
};

type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
};

function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body: content['application/json']?.schema,
        contentTypes: Object.keys(content),
      });
    }
  }
  return ops;
}

/* -------------------------------------------------------------- requests */

function pathArb(op: Operation): fc.Arbitrary<string> {
  const parts = op.params.map((p) =>
    fc.oneof(
      { arbitrary: validValue(p.schema, p.name).map((v) => encodePart(String(v))), weight: 6 },
      {
        arbitrary: hostileValue.map((v) => encodePart(typeof v === 'string' ? v : toJsonText(v))),
        weight: 3,
      },
      { arbitrary: rawUrlPart, weight: 1 },
    ),
  );
  return fc.tuple(...parts).map((values) => {
    let path = op.path;
    op.params.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, values[i] === '' ? '%20' : (values[i] as string));
    });
    return path;
  });
}

function queryArb(op: Operation): fc.Arbitrary<string> {
  const pair = (name: string, schema: JsonSchema | undefined) =>
    fc.oneof(
      { arbitrary: validValue(schema, name).map((v) => `${name}=${encodePart(String(v))}`), weight: 5 },
      {
        arbitrary: hostileValue.map(
          (v) => `${name}=${encodePart(typeof v === 'string' ? v : toJsonText(v))}`,
        ),
        weight: 3,
      },
      { arbitrary: rawUrlPart.map((raw) => `${name}=${raw}`), weight: 1 },
      // a repeated key arrives as an array
      {
        arbitrary: validValue(schema, name).map((v) => `${name}=${encodePart(String(v))}&${name}=1`),
        weight: 1,
      },
    );
  const known = op.query.map((p) => fc.option(pair(p.name, p.schema), { nil: undefined, freq: 2 }));
  const unknown = fc.option(
    fc.tuple(hostileText, hostileText).map(([k, v]) => `${encodePart(k) || 'x'}=${encodePart(v)}`),
    { nil: undefined, freq: 6 },
  );
  return fc.tuple(fc.tuple(...known), unknown).map(([pairs, extra]) => {
    const all = [...pairs, extra].filter((p): p is string => p !== undefined);
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

type Body = { payload?: string | Buffer; contentType?: string };

function multipartBody(fields: unknown, file?: Buffer): Body {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  const entries =
    typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? Object.entries(fields) : [];
  for (const [key, value] of entries) {
    const text = typeof value === 'string' ? value : toJsonText(value);
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function bodyArb(op: Operation): fc.Arbitrary<Body> {
  const firstField = Object.keys(op.body?.properties ?? {})[0] ?? 'x';
  const json = aroundValue(op.body).map((value) => ({
    payload: toJsonText(value),
    contentType: 'application/json',
  }));
  const raw = rawJsonBody(firstField).map((payload) => ({ payload, contentType: 'application/json' }));
  const oddType = fc
    .tuple(validValue(op.body), oddContentType)
    .map(([value, contentType]) => ({ payload: toJsonText(value), contentType }));
  const none = fc.constant<Body>({});
  const options: fc.WeightedArbitrary<Body>[] = op.body
    ? [
        { arbitrary: json, weight: 14 },
        { arbitrary: raw, weight: 2 },
        { arbitrary: oddType, weight: 2 },
        { arbitrary: none, weight: 1 },
      ]
    : [
        { arbitrary: none, weight: 8 },
        { arbitrary: json, weight: 1 },
        { arbitrary: raw, weight: 1 },
      ];
  if (op.contentTypes.includes('multipart/form-data')) {
    const file = fc.oneof(
      fc.constant(undefined),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([PNG_HEADER, Buffer.from(bytes)])),
    );
    options.push({
      arbitrary: fc.tuple(aroundValue(op.body), file).map(([fields, image]) => multipartBody(fields, image)),
      weight: 4,
    });
  }
  return fc.oneof(...options);
}

const oddAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Basic YWRtaW46YWRtaW4=',
    'bearer a.b.c',
    `Bearer ${'a'.repeat(8000)}`,
  ),
  fc
    .constantFrom('eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.', 'eyJhbGciOiJIUzI1NiJ9.e30.x')
    .map((token) => `Bearer ${token}`),
  hostileText.map((text) => `Bearer ${encodePart(text)}`),
);

function requestArb(
  op: Operation,
  actor: Actor,
): fc.Arbitrary<Omit<FuzzRequest, 'headers'> & { headers: Record<string, string>; odd?: string }> {
  return fc
    .tuple(pathArb(op), queryArb(op), bodyArb(op), fc.option(oddAuthorization, { nil: undefined, freq: 8 }))
    .map(([path, query, body, odd]) => {
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        method: op.method,
        url: `${path}${query}`,
        headers,
        payload: body.payload,
        // only the visitor sends a broken token: the others must stay signed in
        odd: actor === 'visitor' ? odd : undefined,
      };
    });
}

/* ---------------------------------------------------------------- checks */

/** What is wrong with an answer, or undefined. */
function problemWith(res: LightMyRequestResponse, ms: number): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (ms > SLOW_MS) return `took ${Math.round(ms)} ms`;
  if (res.statusCode < 400) return undefined;
  // The demo checkout's and the demo phone's own pages for a session or push they do not know,
  // and the pages a customer opens from a message (an unsubscribe link, a push reminder's link:
  // docs/reminders.md) when the link is not valid, are HTML, for the browser.
  const path = (res.raw.req.url ?? '').split('?')[0] ?? '';
  if (
    String(res.headers['content-type']).startsWith('text/html') &&
    ((res.statusCode === 404 && /^\/api\/payments\/demo\/(phone\/)?[^/]+\/$/.test(path)) ||
      /^\/api\/(reminders\/push|marketing\/unsubscribe)\/$/.test(path))
  ) {
    return undefined;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `a ${res.statusCode} answer that is not JSON: ${res.body.slice(0, 200)}`;
  }
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return `a ${res.statusCode} answer outside the error shape: ${res.body.slice(0, 200)}`;
  if (parsed.data.status !== res.statusCode)
    return `status ${res.statusCode} but body says ${parsed.data.status}`;
  return undefined;
}

function preview(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : String(request.payload);
  const short = (text: string) =>
    text.length > 300
      ? `${JSON.stringify(text.slice(0, 300))}... (${text.length} chars)`
      : JSON.stringify(text);
  return `${request.method} ${short(request.url)} ${JSON.stringify(request.headers)} ${short(payload)}`;
}

/**
 * Each route and actor sends from its own address: per-address limits (sign-in failures,
 * registrations, forms) are still reached within a route, but never lock out the test's own
 * sign-ups, which come from the default address.
 */
function fuzzAddress(op: Operation, actor: Actor): string {
  const h = hash(`${op.method} ${op.path} ${actor}`);
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/* ----------------------------------------------------------------- setup */

async function seedShop(t: TestApp, admin: string, customer: string) {
  const post = (token: string, url: string, payload: object) =>
    t
      .as(token, { method: 'POST', url, payload })
      .then((res) => (res.statusCode < 300 ? res.json() : undefined));
  const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const n of [1, 2]) {
    const laptops = await post(admin, '/api/admin/categories/', { name: `Laptops ${n}`, icon: 'laptop' });
    const crafts = await post(admin, '/api/admin/igsum-product-categories/', { name: `Crafts ${n}` });
    const safaris = await post(admin, '/api/admin/tour-categories/', { name: `Safaris ${n}` });
    for (const m of [1, 2, 3]) {
      const product = { description: 'Fine', stock_quantity: 20, specifications: ['a', 'b'] };
      await post(admin, '/api/admin/products/', {
        ...product,
        name: `Laptop ${n}${m}`,
        price: '1500000',
        category: laptops?.id,
      });
      await post(admin, '/api/admin/igsum-products/', {
        ...product,
        name: `Kikoi ${n}${m}`,
        price: '25',
        category: crafts?.id,
      });
    }
    await post(admin, '/api/admin/tours/', {
      title: `Serengeti ${n}`,
      description: 'Game drives',
      price: '1200',
      category: safaris?.id,
      duration: '5 days',
      difficulty_level: 'Easy',
      max_participants: 30,
      available_dates: [soon],
      is_featured: true,
    });
  }
  await post(customer, '/api/fursa/cart/', { product: 1, quantity: 1 });
  await post(customer, '/api/igsum/cart/', { product: 1, quantity: 1 });
  await post(customer, '/api/fursa/wishlist/', { product: 2 });
  await post(customer, '/api/orders/', { order_type: 'fursa' });
  const booking = await post(customer, '/api/orders/', {
    order_type: 'igsum',
    tour: 1,
    tour_date: soon,
    participants: 1,
  });
  if (booking?.id) await post(customer, '/api/payments/checkout/', { order_id: booking.id });
  await post(customer, '/api/testimonials/', { text: 'Karibu sana', rating: 5, business_type: 'igsum' });
  await post(customer, '/api/fursa/reviews/', { product: 1, rating: 4, comment: 'Good' });
  await t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: { name: 'Asha', email: 'asha@example.com', message: 'Habari' },
  });
}

/**
 * Builds the app (the routes come from its OpenAPI document) and declares one test per route of
 * this shard (`shard` of `shards`), so several files share the routes between test workers.
 */
export async function describeApiFuzz(shard: number, shards: number) {
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`api fuzz ${shard + 1}/${shards}: seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
  const t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
  const ops = operationsOf(doc);
  const mine = ops.filter((_op, i) => i % shards === shard);
  const runs = Number(process.env.FUZZ_RUNS ?? Math.ceil(TOTAL_REQUESTS / (ops.length * ACTORS.length)));
  const tokens: Partial<Record<Actor, string>> = {};
  let sent = 0;
  const succeeded = new Set<string>();

  /** Re-creates the customer or admin when a fuzzed request signed them out or changed their role. */
  async function ensureActors() {
    const me = async (token: string | undefined) =>
      token ? t.as(token, { method: 'GET', url: '/api/auth/user/' }) : undefined;
    const customer = await me(tokens.customer);
    if (customer?.statusCode !== 200 || customer.json().is_staff)
      tokens.customer = (await t.register()).access;
    const admin = await me(tokens.admin);
    if (admin?.statusCode !== 200 || !admin.json().is_staff || !admin.json().is_superuser) {
      tokens.admin = (await t.admin()).access;
    }
  }

  beforeAll(async () => {
    await ensureActors();
    await seedShop(t, tokens.admin as string, tokens.customer as string);
  });
  afterAll(async () => {
    console.log(
      `api fuzz ${shard + 1}/${shards}: ${sent} requests, ${succeeded.size} of ${mine.length} routes answered 2xx at least once`,
    );
    await t.close();
  });

  it('covers every route of the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(runs * ops.length * ACTORS.length).toBeGreaterThanOrEqual(
      process.env.FUZZ_RUNS ? 0 : TOTAL_REQUESTS,
    );
  });

  describe.each(mine.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    it.each(ACTORS)(
      'as a %s: no 5xx, one error shape, no slow answer',
      async (actor) => {
        const failures: string[] = [];
        const samples = fc.sample(requestArb(op, actor), {
          seed: (seed ^ hash(`${op.method} ${op.path} ${actor}`)) >>> 0,
          numRuns: runs,
        });
        for (const { odd, ...request } of samples) {
          const token = actor === 'visitor' ? undefined : tokens[actor];
          const authorization = token ? `Bearer ${token}` : odd;
          const headers = authorization ? { ...request.headers, authorization } : request.headers;
          const started = performance.now();
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers,
            payload: request.payload,
            remoteAddress: fuzzAddress(op, actor),
          });
          const ms = performance.now() - started;
          sent += 1;
          if (res.statusCode < 300) succeeded.add(`${op.method} ${op.path}`);
          const problem = problemWith(res, ms);
          if (problem) failures.push(`${problem}\n    ${preview({ ...request, headers })}`);
          if (
            actor !== 'visitor' &&
            res.statusCode < 300 &&
            /\/(role|profile|logout|refresh)\/$/.test(op.path)
          ) {
            await ensureActors();
          }
        }
        expect(failures, `seed ${seed}\n${failures.slice(0, 5).join('\n')}`).toEqual([]);
      },
      // Room for a few slow answers to be reported as such, rather than as a timed-out test.
      120_000,
    );

    it('answers at once when every text field holds a text made to backtrack', async () => {
      const failures: string[] = [];
      const [valid] = fc.sample(validValue(op.body), { seed, numRuns: 1 });
      for (const bait of BACKTRACK_TEXTS) {
        // Query texts stay under the 16 KB a real HTTP request line may carry.
        const short = encodePart(bait.slice(0, 8_000));
        const query = op.query.map((p) => `${p.name}=${short}`).join('&');
        const path = op.params.reduce(
          (url, p) => url.replace(`{${p.name}}`, encodePart(bait.slice(0, 90))),
          op.path,
        );
        const request: FuzzRequest = {
          method: op.method,
          url: query ? `${path}?${query}` : path,
          headers: op.body ? { 'content-type': 'application/json' } : {},
          payload: op.body ? toJsonText(everyString(valid, bait)) : undefined,
        };
        for (const actor of ACTORS) {
          const token = tokens[actor];
          const headers = token ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers;
          const started = performance.now();
          const res = await t.app.inject({
            ...request,
            method: request.method as 'GET',
            headers,
            remoteAddress: fuzzAddress(op, actor),
          });
          const ms = performance.now() - started;
          sent += 1;
          const problem = problemWith(res, ms);
          if (problem) failures.push(`${actor}: ${problem}\n    ${preview({ ...request, headers })}`);
        }
      }
      expect(failures, `seed ${seed}\n${failures.slice(0, 5).join('\n')}`).toEqual([]);
    }, 120_000);
  });
}
