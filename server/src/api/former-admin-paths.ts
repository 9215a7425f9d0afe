/**
 * Paths the admin API answered on before it had one entrance (docs/roles-and-ownership.md),
 * still called by clients written against them: each is answered by the route it now names, so
 * it keeps its guard, its body and its answer.
 */
export const FORMER_ADMIN_PATHS = [
  { method: 'GET', from: '/api/orders/admin/:id/', to: '/api/admin/orders/:id/' },
  { method: 'PUT', from: '/api/orders/admin/:id/', to: '/api/admin/orders/:id/' },
  { method: 'PUT', from: '/api/orders/:id/status/', to: '/api/admin/orders/:id/' },
  {
    method: 'POST',
    from: '/api/orders/admin/:id/payments/:payment_id/refunded/',
    to: '/api/admin/orders/:id/payments/:payment_id/refunded/',
  },
  { method: 'GET', from: '/api/contact/admin/contacts/', to: '/api/admin/contacts/' },
  {
    method: 'POST',
    from: '/api/contact/admin/contacts/:id/mark-read/',
    to: '/api/admin/contacts/:id/mark-read/',
  },
  {
    method: 'POST',
    from: '/api/contact/admin/contacts/:id/mark-unread/',
    to: '/api/admin/contacts/:id/mark-unread/',
  },
  { method: 'POST', from: '/api/contact/admin/contacts/:id/reply/', to: '/api/admin/contacts/:id/reply/' },
] as const;

type Rewrite = { method: string; pattern: RegExp; to: string[] };

/** `:name` matches one path segment; `to` is split where its parameters go. */
const REWRITES: Rewrite[] = FORMER_ADMIN_PATHS.map(({ method, from, to }) => ({
  method,
  pattern: new RegExp(`^${from.replace(/:[a-z_]+/g, '([^/?#]+)')}(?=$|\\?)`),
  to: to.split(/:[a-z_]+/),
}));

/** Fastify's rewriteUrl: a former admin path becomes its current one, its query string kept. */
export function rewriteFormerAdminPath(req: { method?: string; url?: string }): string {
  const url = req.url ?? '/';
  if (!url.startsWith('/api/orders/') && !url.startsWith('/api/contact/admin/')) return url;
  // A HEAD is answered by its GET route, as Fastify does for every GET.
  const asked = req.method === 'HEAD' ? 'GET' : req.method;
  for (const { method, pattern, to } of REWRITES) {
    const match = asked === method ? pattern.exec(url) : null;
    if (match) {
      const path = to.map((part, i) => part + (match[i + 1] ?? '')).join('');
      return path + url.slice(match[0].length);
    }
  }
  return url;
}
