import fc from 'fast-check';

/**
 * Generators for the API fuzz test: values that fit an operation's JSON schema (so requests get
 * past validation into the services), and the values real clients and attackers send instead.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  default?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A number written into the JSON text as is, e.g. 1e400 or a 40-digit integer. */
class RawNumber {
  constructor(readonly text: string) {}
}

/* ----------------------------------------------------------- hostile text */

const anyPlane = fc
  .integer({ min: 0, max: 16 })
  .chain((plane) => fc.integer({ min: plane * 0x10000, max: plane * 0x10000 + 0xffff }))
  // 0xD800-0xDFFF come out as unpaired surrogates
  .map((cp) => String.fromCodePoint(cp));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((c) => String.fromCharCode(c));
const specialChar = fc.constantFrom(
  '?',
  '&',
  '%',
  '#',
  '@',
  '.',
  ',',
  ';',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '/',
  ':',
  '=',
  '+',
  '-',
  '_',
  '*',
  '$',
  '^',
  '|',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '`',
  '~',
  '\u0000',
  '\n',
  '\r',
  '\t',
  ' ',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u200b',
  '\u202e',
  '\ufffd',
  '\uffff',
  '%00',
  '%ff',
  '../',
  'é',
  'İ',
  'ß',
  'ﬀ',
  '١',
  '１',
  '😀',
  '👩‍👩‍👧',
  'a\u0300',
);
const hostileChar = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: anyPlane, weight: 3 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: controlChar, weight: 1 },
  { arbitrary: specialChar, weight: 3 },
);

/** Short text drawn from every Unicode plane, control characters and unpaired surrogates. */
export const hostileText = fc.string({ unit: hostileChar, maxLength: 40 });

/** Up to ~100 KB: a unit repeated, as a paste bomb or a body near a limit would be. */
const longText = fc
  .tuple(fc.string({ unit: hostileChar, minLength: 1, maxLength: 8 }), fc.integer({ min: 256, max: 100_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/**
 * The shapes that make a backtracking pattern blow up: a prefix, one character repeated many
 * times, and a tail that makes the match fail at the very end.
 */
const backtrackBait = fc
  .record({
    prefix: fc.constantFrom(
      '',
      'a',
      'a@',
      'a@b',
      'http://',
      'https://a',
      '/',
      '/media/',
      '+',
      'demo_cs_',
      '1',
      '-',
    ),
    unit: fc.constantFrom('.', 'a', '-', '0', ' ', '\t', '@', '/', 'a.', '-a', '1.', 'aa', '\u00a0', '_'),
    count: fc.integer({ min: 1_000, max: 100_000 }),
    tail: fc.constantFrom('@', '!', ' ', '\u0000', '..', '?', '--', 'x@', '\n'),
  })
  .map(({ prefix, unit, count, tail }) => `${prefix}${unit.repeat(count)}${tail}`);

/**
 * Texts of ~100 KB shaped to make common backtracking patterns fail slowly: each is a start
 * that matches, a long run the pattern can split many ways, and an end that cannot match.
 */
export const BACKTRACK_TEXTS: string[] = [
  ['a@', '.', '@'],
  ['a@', 'a.', ' '],
  ['a@a', '.a', '@'],
  ['http://', 'a', ' x'],
  ['http://a', '/', ' x'],
  ['/', '/a', ' '],
  ['', 'a', '!'],
  ['', '-a', '--'],
  ['a', '-', '!'],
  ['', '0', 'x'],
  ['1', '.1', '.'],
  ['', ' ', 'x'],
  ['', '\t ', '\u0000'],
  ['', '@', '.'],
  ['demo_cs_', 'a', '!'],
].map(
  ([start, run, end]) =>
    `${start}${(run as string).repeat(Math.floor(100_000 / (run as string).length))}${end}`,
);

/** Strings that a careless Number() or a date parser reads as something. */
const numberLikeText = fc.constantFrom(
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '0x10',
  '0b11',
  '0o7',
  '1_000',
  ' 12 ',
  '12abc',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '١٢٣',
  '１２',
  '-0',
  '+5',
  '.5',
  '5.',
  '00012',
  '9'.repeat(400),
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1.005',
  '12.345',
  '1e3',
  '0.0000001',
  '--1',
  '1,000',
  '1 000',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '2024-13-01',
  '2024-1-1',
  '20240101',
  'T00:00:00Z',
  '1/1/2024',
);

/** Numbers at and past the limits the contract sets (ids, quantities, money). */
const edgeNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    2,
    5,
    10,
    11,
    999,
    1000,
    1001,
    100_000,
    1_000_000,
    1_000_001,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    0.1,
    0.5,
    1.5,
    1.005,
    12.345,
    999999999999.99,
    1e12,
    1e-7,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    new RawNumber('1e400'),
    new RawNumber('-1e400'),
    new RawNumber('123456789012345678901234567890'),
    new RawNumber('1.00000000000000000000000001'),
    new RawNumber('-0.0'),
    new RawNumber('1E2'),
  ),
);

const deepNesting = fc.tuple(fc.integer({ min: 10, max: 1000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

const smallJson = fc.jsonValue({ maxDepth: 3 });

/** Any value a JSON body may hold in place of the one expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: longText, weight: 1 },
  { arbitrary: backtrackBait, weight: 1 },
  { arbitrary: numberLikeText, weight: 3 },
  { arbitrary: edgeNumber, weight: 4 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }), weight: 3 },
  { arbitrary: smallJson, weight: 2 },
  { arbitrary: deepNesting, weight: 1 },
  {
    arbitrary: fc.dictionary(
      fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      smallJson,
      {
        maxKeys: 4,
      },
    ),
    weight: 1,
  },
);

/* ------------------------------------------------------ values that fit */

const futureDate = fc
  .integer({ min: 2, max: 700 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
const smallId = fc.integer({ min: 1, max: 12 });
const money = fc.oneof(
  fc.integer({ min: 1, max: 5_000_000 }),
  fc.integer({ min: 100, max: 500_000 }).map((cents) => (cents / 100).toFixed(2)),
);
const plainText = fc.string({
  unit: fc.constantFrom(...'abcdefghij klmnopqrstuvwxyzABC0123456789-'),
  minLength: 1,
  maxLength: 30,
});
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/), fc.constantFrom('example.com', 'mail.co.tz'))
  .map(([local, domain]) => `${local}@${domain}`);

/** Values for fields whose JSON schema says too little (a union of number and string, say). */
function hinted(name: string): fc.Arbitrary<unknown> | undefined {
  const key = name.toLowerCase();
  if (key === 'email') return email;
  if (key.includes('password')) return fc.constantFrom('secret-pass-1', 'another-pass-2');
  if (key === 'username' || key === 'login') return fc.stringMatching(/^[a-z][a-z0-9_]{3,12}$/);
  if (key === 'phone') return fc.constantFrom('712 345 678', '0755-123456');
  if (key === 'country_code') return fc.constantFrom('+255', '+1');
  if (key === 'slug') return fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
  if (key.endsWith('date')) return futureDate;
  if (key === 'available_dates') return fc.array(futureDate, { maxLength: 4 });
  if (key.includes('price')) return money;
  if (key === 'category' || key === 'product' || key === 'tour' || key === 'productid') return smallId;
  if (key === 'id' || (key.endsWith('_id') && key !== 'session_id')) return smallId;
  if (key === 'stock_quantity') return fc.integer({ min: 0, max: 200 });
  if (key === 'max_participants') return fc.integer({ min: 1, max: 40 });
  if (key === 'quantity' || key === 'participants') return fc.integer({ min: 1, max: 4 });
  if (key === 'rating') return fc.integer({ min: 1, max: 5 });
  if (key === 'image_url' || key === 'image')
    return fc.constantFrom(null, 'https://example.com/a.png', '/media/0123456789abcdef0123456789abcdef.png');
  if (key === 'specifications' || key === 'highlights') return fc.array(plainText, { maxLength: 4 });
  if (key.startsWith('is_') || key === 'in_stock' || key === 'featured') return fc.boolean();
  return undefined;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 30, 30));
  if (schema.format === 'date') return futureDate;
  if (schema.format === 'email') return email;
  if (schema.format === 'uri') return fc.constant('https://example.com/a.png');
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // a pattern fast-check cannot read: plain text instead
    }
  }
  return fc.string({
    unit: fc.constantFrom(...'abcdefgh ijklmnop0123456789'),
    minLength: Math.max(min, 1),
    maxLength: max,
  });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? -1000;
  let max = schema.maximum ?? 1000;
  if (schema.exclusiveMinimum === true) min += integer ? 1 : 0.01;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 0.01);
  if (schema.exclusiveMaximum === true) max -= integer ? 1 : 0.01;
  // ids and counts: stay small so they point at rows that exist
  max = Math.min(max, Math.max(min, 0) + 50);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value the schema accepts (as far as a JSON schema can say), hinted by the field's name. */
export function validValue(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  const hint = name ? hinted(name) : undefined;
  if (hint) return hint;
  if (!schema || Object.keys(schema).length === 0) return smallJson;
  let arb: fc.Arbitrary<unknown>;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.enum) arb = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) arb = fc.constant(schema.const);
  else if (schema.anyOf || schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf ?? []).map((s) => validValue(s));
    arb = options.length > 0 ? fc.oneof(...options) : smallJson;
  } else if (schema.allOf?.[0]) arb = validValue(schema.allOf[0]);
  else if (types.length > 1) arb = fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  else if (types[0] === 'string') arb = stringFor(schema);
  else if (types[0] === 'integer') arb = numberFor(schema, true);
  else if (types[0] === 'number') arb = numberFor(schema, false);
  else if (types[0] === 'boolean') arb = fc.boolean();
  else if (types[0] === 'null') arb = fc.constant(null);
  else if (types[0] === 'array')
    arb = fc.array(validValue(schema.items), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
    });
  else if (types[0] === 'object' || schema.properties) arb = objectFor(schema);
  else arb = smallJson;
  return schema.nullable ? fc.option(arb, { nil: null, freq: 8 }) : arb;
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value, key)]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
}

/* ------------------------------------------------------ values that don't */

/**
 * A value around the schema's: as it should be, or with one field hostile, one required field
 * gone, an unknown key added, every text field long, or something else entirely.
 */
export function aroundValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = validValue(schema);
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    {
      arbitrary: fc.tuple(valid, fc.nat(), hostileValue).map(([value, pick, replacement]) => {
        if (!isPlainObject(value)) return replacement;
        const keys = Object.keys(schema?.properties ?? value);
        const key = keys[pick % Math.max(keys.length, 1)] ?? 'x';
        return { ...value, [key]: replacement };
      }),
      weight: 6,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.oneof(longText, backtrackBait))
        .map(([value, text]) => everyString(value, text)),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, fc.nat()).map(([value, pick]) => {
        if (!isPlainObject(value)) return value;
        const keys = Object.keys(value);
        if (keys.length === 0) return value;
        const { [keys[pick % keys.length] as string]: _gone, ...rest } = value;
        return rest;
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          valid,
          fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'is_staff', 'user_id')),
          hostileValue,
        )
        .map(([value, key, extra]) => (isPlainObject(value) ? { ...value, [key]: extra } : value)),
      weight: 1,
    },
    { arbitrary: hostileValue, weight: 2 },
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with every text in it replaced by `text`. */
export function everyString(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((v) => everyString(v, text));
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyString(v, text)]));
  return value;
}

/** JSON text for a body; RawNumber values are written as their literal text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawNumber) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  // JSON.stringify gives undefined for a bare undefined; send no body then
  if (text === undefined) return '';
  return raws.length === 0
    ? text
    : text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? '0');
}

/* ------------------------------------------------------------ raw requests */

const BAD_UTF8 = [
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xc0, 0xaf]),
];

/** Bodies a JSON parser must refuse, or must read without trusting. */
export function rawJsonBody(field: string): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,]',
        'nul',
        '\u0000',
        '{"a":1}garbage',
        '{"a":1,"a":2}',
        `{"${field}":"\\ud800"}`,
        `{"${field}":"\\udc00x\\ud83d"}`,
        `{"${field}":"\\u0000"}`,
        `{"${field}":1e400}`,
        `{"__proto__":{"is_staff":true},"${field}":"x"}`,
        `{"constructor":{"prototype":{"is_staff":true}}}`,
        '"just a string"',
        '12',
        'null',
        '[]',
        '\ufeff{}',
        ' ',
      )
      .map((text) => Buffer.from(text, 'utf8')),
    fc
      .constantFrom(...BAD_UTF8)
      .map((bytes) => Buffer.concat([Buffer.from(`{"${field}":"a`), bytes, Buffer.from('b"}')])),
  );
}

/** Content types a route does not take, or takes in an odd spelling. */
export const oddContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/*',
  '*/*',
  ';;;',
  `application/${'x'.repeat(5000)}`,
);

/** Path or query text written as is, never encoded: bad escapes and bad UTF-8 among them. */
export const rawUrlPart = fc.constantFrom(
  '%ff',
  '%c3%28',
  '%ed%a0%80',
  '%00',
  '%',
  '%zz',
  '%2e%2e%2f',
  '..',
  '%2f',
  '%0d%0aX-Injected:%201',
  '1%20',
  '%E2%80%AE',
  '1;2',
  'a'.repeat(3000),
);

/** Percent-encodes every byte outside the unreserved set (unpaired surrogates become U+FFFD). */
export function encodePart(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}
