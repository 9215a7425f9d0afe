import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What a body is sent as: the encodings the shop compresses to, or none. */
export type Encoding = 'br' | 'gzip' | 'identity';

export const brotli = promisify(zlib.brotliCompress);
export const gzip = promisify(zlib.gzip);

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
