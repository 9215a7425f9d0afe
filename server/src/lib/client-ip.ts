import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '#server/config.ts';

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify ignores a bare hop count (it trusts nothing), so
 * a count `n` becomes a function trusting the nearest `n` addresses, the connecting one first:
 * the client is then the address the farthest trusted proxy saw.
 */
export function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Who a request is counted against by the sign-in and form limits: the client's IP as Fastify
 * reads it (the socket, or X-Forwarded-For as far as TRUST_PROXY trusts it). When that is not an
 * IP address at all (a proxy passing on whatever the client wrote), the connecting socket's
 * address stands in, so a made-up value can neither break the bookkeeping nor start a new count.
 */
export function clientKey(request: FastifyRequest): string {
  return addressKey(request.ip) ?? addressKey(request.socket.remoteAddress ?? '') ?? 'unknown';
}

/**
 * An IPv4 address as it is; an IPv6 address as its /64 network, because one subscriber is
 * given a whole /64 and could otherwise rotate through billions of addresses. IPv4-mapped IPv6
 * addresses count as the IPv4 address they carry. Null when `address` is not an IP address.
 */
export function addressKey(address: string): string | null {
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  const g = ipv6Groups(address.split('%')[0] ?? '');
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone removed). */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((p) => {
          if (!p.includes('.')) return [Number.parseInt(p, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = p.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  if (tail === undefined) return front;
  const back = groupsOf(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
