import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

// A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port. Nothing else
// (no user info, path, spaces or second host) can come from a forged Host or X-Forwarded-Host.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'i');

/**
 * docs/payments.md: the shop's address for links that bring the customer back from a payment:
 * PUBLIC_URL when it is set, else the address the customer is on (protocol and host as Fastify
 * reads them, through proxies only as far as TRUST_PROXY trusts them), so they come back to the
 * host whose browser storage holds their session. Only for a browser sent back to where it came
 * from: a link in an e-mail or SMS uses config.linkBaseUrl (docs/messages.md, "Links in messages").
 */
export function shopUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = request.host;
  const port = Number(host.match(/:(\d+)$/)?.[1] ?? 0);
  if (!HOST.test(host) || port > 65_535) {
    throw AppError.badRequest('This request names no valid host to return to.');
  }
  return `${request.protocol}://${host.toLowerCase()}`;
}
