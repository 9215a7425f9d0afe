import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The policy is the one the web app itself needs: its own scripts only,
 * inline style attributes (set by Radix and sonner for positioning), images from anywhere
 * over http(s) because admins may link product images by URL.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The check-in screen's QR decoder runs in a worker its script makes from a blob
        // (qr-scanner, docs/vouchers-and-check-in.md); no other source of workers.
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // A JSON answer is never rendered as a page, so the headers that steer a document (its
  // scripts, its opener, its referrer, old IE and Flash switches) say nothing there; OWASP's
  // REST guidance keeps nosniff, HSTS, framing refused and a policy that allows nothing. Half the
  // bytes of a small catalogue answer were these headers (docs/public-cache.md, "Headers on JSON
  // answers"). Framing is refused by the policy's frame-ancestors, which every current browser obeys
  // in place of X-Frame-Options (CSP level 2), and a JSON answer has nothing to click on;
  // X-Frame-Options stays on pages.
  // Before the public cache's hook, so cached answers carry the same headers.
  // A script or stylesheet is not a document either: its own policy and framing headers are
  // never read (the page's are), and a first visit fetches some fifty of them, each carrying a
  // kilobyte of headers (docs/server-rendering.md). They keep nosniff, HSTS and CORP.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string') return payload;
    if (type.startsWith('application/json')) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    } else if (SUBRESOURCE_TYPES.test(type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      reply.removeHeader('content-security-policy');
    }
    return payload;
  });
}

const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  // Only a document can be framed; a JSON answer's policy refuses framing with frame-ancestors.
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE_TYPES = /^(application\/javascript|text\/javascript|text\/css)\b/;
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
